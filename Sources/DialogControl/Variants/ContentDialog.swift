import Accessibility
import Controls
import Core

// ContentDialog: Primary, Secondary, Close buttons, left to right; a modal overlay.
extension DialogVariantFacts {
  /// WinUI ContentDialog.
  static let contentDialog = DialogVariantFacts(
    nativeName: "WinUI ContentDialog", platform: .windows,
    summary:
      "Windows WinUI 3 ContentDialog: modal; its default (primary) button has keyboard focus; Tab stays inside; Escape closes it.",
    isAlert: true, titleRole: .staticText, arrival: .defaultButton, cancelFirst: false,
    keyboard: true, escapeNeedsCancel: false, touchTarget: nil,
    source: Source(
      "ContentDialog is modal (blocks the window behind), DefaultButton gets keyboard focus, "
        + "Escape closes it; PrimaryButton, SecondaryButton, CloseButton left to right", .medium,
      .contentDialogDocs),
    staysUnderAnother: false,
    oneAtATimeSource: Source(
      "Only one ContentDialog may be open per thread at a time; opening a second throws", .high,
      .contentDialogClass))
}
