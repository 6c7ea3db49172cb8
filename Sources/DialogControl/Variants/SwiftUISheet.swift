import Accessibility
import Controls
import Core

// SwiftUI's .sheet presents its content modally through UIKit's sheet presentation (its
// presentationDetents are UISheetPresentationController's detents), so it is given UIKit's
// dismiss element over the page behind, which VoiceOver reaches first, as `uikit-sheet` has it.
// Inferred: MagentaA11y's sheet page says so under its SwiftUI headings (initial focus on the
// invisible dismiss button), but no recording of a SwiftUI sheet was read — low.
extension DialogVariantFacts {
  /// SwiftUI sheet.
  static let swiftUISheet = DialogVariantFacts(
    nativeName: "SwiftUI sheet", platform: .ios,
    summary:
      "iOS SwiftUI .sheet, presented as UIKit's sheet: VoiceOver moves to the dismiss element over the page behind (\"Double tap to dismiss pop-up window\", which dismisses it; inferred), then its title heading; the page behind is hidden while it shows.",
    isAlert: false, titleRole: .heading, arrival: .dismissElement, cancelFirst: true,
    keyboard: false, escapeNeedsCancel: false, touchTarget: .ios,
    source: Source(
      "A SwiftUI sheet is presented modally: VoiceOver reads only it and starts at its first "
        + "element, UIKit's dismiss element as in a UIKit sheet (inferred)", .medium,
      .viewIsModal, .screenChanged, .magentaA11yCaption("modal/modal_IosVoiceOver-en-US.vtt")),
    dismissElement: Source(
      "Inferred, not heard: SwiftUI's .sheet is presented by UIKit's sheet presentation "
        + "(UISheetPresentationController, whose detents SwiftUI's presentationDetents sets), so "
        + "it gets UIKit's dismiss element, \"Double tap to dismiss pop-up window\", first; "
        + "MagentaA11y's sheet page says the same under its SwiftUI headings (initial focus on "
        + "the invisible dismiss button, which closes the sheet); no recording of a SwiftUI "
        + "sheet was read", .low,
      .magentaSheetPage, .swiftUIPresentationDetents, .uiSheetPresentationController))
}
