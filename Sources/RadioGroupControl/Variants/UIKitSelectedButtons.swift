import Controls
import Core

// UIKit has no radio button: MagentaA11y's radio-button page has teams build each option as a
// UIButton and mark the chosen one (here with the selected trait, which AccessibilitySnapshot
// reads as "Selected: <label>" before "Button."). Its VoiceOver caption hears "Selected Net
// banking … button" and "… dimmed button". Nothing groups the buttons for VoiceOver: no place
// in a set unless the app writes it into its label, and arrow keys do nothing with Full
// Keyboard Access, where Tab reaches each button and Space activates it.
extension RadioGroupVariantFacts {
  /// UIButtons with the selected trait.
  static let uikitSelectedButtons = RadioGroupVariantFacts(
    nativeName: "UIButton (selected trait)", platform: .ios,
    summary:
      "iOS UIKit: one UIButton per option, the chosen one with the selected trait; VoiceOver says \"Selected: Small. Button.\" and no place in a set.",
    touchTarget: .ios, role: .button, choosingKeys: [.space], arrowsMove: false,
    selectionFollowsFocus: false, takesKeyboardFocus: true, navigableWhenDisabled: true,
    container: nil, containerNamed: false, exposesPosition: false, stateDescriptions: nil,
    source: Source(
      "MagentaA11y radio-button: no native radio in UIKit, a UIButton per option; its "
        + "VoiceOver caption; UIAccessibilityTraits.selected", .medium, .magentaRadioButton,
      .magentaRadioVoiceOver,
      .page("https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected")))
}
