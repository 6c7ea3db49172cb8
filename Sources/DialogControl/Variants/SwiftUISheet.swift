import Accessibility
import Controls
import Core

// SwiftUI's .sheet presents a hosting controller modally, as a UIKit sheet.
extension DialogVariantFacts {
  /// SwiftUI sheet.
  static let swiftUISheet = DialogVariantFacts(
    nativeName: "SwiftUI sheet", platform: .ios,
    summary:
      "iOS SwiftUI .sheet: VoiceOver moves to its first element (its title heading); the page behind is hidden while it shows.",
    isAlert: false, titleRole: .heading, arrival: .title, cancelFirst: true,
    keyboard: false, escapeNeedsCancel: false, touchTarget: .ios,
    source: Source(
      "A SwiftUI sheet is presented modally: VoiceOver reads only it and starts at its first "
        + "element", .medium, .viewIsModal, .screenChanged,
      .magentaA11yCaption("modal/modal_IosVoiceOver-en-US.vtt")))
}
