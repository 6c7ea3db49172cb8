import Accessibility
import Controls
import Core

// A sheet presentation: the presented view is modal to VoiceOver. UIKit puts its dimming view,
// over the page behind the sheet, before the sheet's own elements, as a button VoiceOver lands
// on first ("Double tap to dismiss pop-up window"); double-tapping it dismisses the sheet, as a
// tap outside it does. Then the sheet's title heading and the rest, one swipe each.
extension DialogVariantFacts {
  /// modal view controller (sheet).
  static let uikitSheet = DialogVariantFacts(
    nativeName: "modal view controller (sheet)", platform: .ios,
    summary:
      "iOS modal view controller in a sheet presentation: VoiceOver moves to UIKit's dismiss element over the page behind (\"Double tap to dismiss pop-up window\", which dismisses it), then its title heading; the page behind is hidden while it shows.",
    isAlert: false, titleRole: .heading, arrival: .dismissElement, cancelFirst: true,
    keyboard: false, escapeNeedsCancel: false, touchTarget: .ios,
    source: Source(
      "A presented modal view controller hides the presenting view from VoiceOver; "
        + "UIAccessibility.screenChanged moves to the first element: UIKit's dismiss element, "
        + "then the heading (MagentaA11y's recorded VoiceOver modal)", .medium, .viewIsModal,
      .screenChanged, .magentaA11yCaption("modal/modal_IosVoiceOver-en-US.vtt")),
    dismissElement: Source(
      "UIKit's dimming view behind a sheet is a button VoiceOver reaches first, \"Double tap to "
        + "dismiss pop-up window\", which dismisses the sheet: MagentaA11y's sheet page "
        + "(initial focus on the invisible dismiss button, \"in later versions\") and its "
        + "recorded VoiceOver modal (\"… to dismiss popup window button\" before \"sign in "
        + "heading close\"); the exact label is UIKit's own, not published", .medium,
      .magentaSheetPage, .magentaA11yCaption("modal/modal_IosVoiceOver-en-US.vtt")))
}
