import Accessibility
import Controls
import Core

// A sheet presentation: the presented view is modal to VoiceOver, which starts at its first
// element, its title heading.
extension DialogVariantFacts {
  /// modal view controller (sheet).
  static let uikitSheet = DialogVariantFacts(
    nativeName: "modal view controller (sheet)", platform: .ios,
    summary:
      "iOS modal view controller in a sheet presentation: VoiceOver moves to its first element (its title heading); the page behind is hidden while it shows.",
    isAlert: false, titleRole: .heading, arrival: .title, cancelFirst: true,
    keyboard: false, escapeNeedsCancel: false, touchTarget: .ios,
    source: Source(
      "A presented modal view controller hides the presenting view from VoiceOver; "
        + "UIAccessibility.screenChanged moves to the first element (MagentaA11y's recorded "
        + "VoiceOver modal: its heading)", .medium, .viewIsModal, .screenChanged,
      .magentaA11yCaption("modal/modal_IosVoiceOver-en-US.vtt")))
}
