import Accessibility
import Controls
import Core

// NSAlert runs modally: its window is the only one reached; the first button is the default.
extension DialogVariantFacts {
  /// NSAlert.
  static let nsAlert = DialogVariantFacts(
    nativeName: "NSAlert", platform: .macos,
    summary:
      "macOS NSAlert: an alert window whose default (first) button has keyboard focus; Escape presses its Cancel button.",
    isAlert: true, titleRole: .staticText, arrival: .defaultButton, cancelFirst: true,
    keyboard: true, escapeNeedsCancel: true, touchTarget: nil,
    source: Source(
      "NSAlert: the first button is the default (Return), a button titled Cancel answers "
        + "Escape; VoiceOver's words on arrival not read (low)", .low, .nsAlertDocs))
}
