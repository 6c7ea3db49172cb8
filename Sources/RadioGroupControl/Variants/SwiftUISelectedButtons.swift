import Controls
import Core

// SwiftUI on iOS has no radio-group picker style: a radio group is a Button per option with
// `.accessibilityAddTraits(.isSelected)` on the chosen one, read as UIKit's selected trait.
extension RadioGroupVariantFacts {
  /// SwiftUI Buttons with the isSelected trait.
  static let swiftUISelectedButtons = RadioGroupVariantFacts(
    nativeName: "SwiftUI Button (isSelected trait)", platform: .ios,
    summary:
      "iOS SwiftUI: one Button per option, the chosen one with .isSelected; read as UIKit's buttons.",
    touchTarget: .ios, role: .button, choosingKeys: [.space], arrowsMove: false,
    selectionFollowsFocus: false, takesKeyboardFocus: true, navigableWhenDisabled: true,
    container: nil, containerNamed: false, exposesPosition: false, stateDescriptions: nil,
    source: Source(
      "AccessibilityTraits.isSelected; MagentaA11y radio-button (SwiftUI)", .medium,
      .page("https://developer.apple.com/documentation/swiftui/accessibilitytraits/isselected"),
      .magentaRadioButton))
}
