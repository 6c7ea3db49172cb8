import Accessibility
import Controls
import Core

// SwiftUI Picker(.menu): UIKit's pop-up button underneath, so the same exposure.
extension DropdownVariantFacts {
  /// SwiftUI Picker (.menu).
  static let swiftUIMenuPicker = DropdownVariantFacts(
    nativeName: "SwiftUI Picker (.menu)", platform: .ios,
    summary:
      "iOS SwiftUI Picker with the menu style: a pop-up button as UIKit's, \"Size, Medium, pop up button\".",
    touchTarget: .ios, exposesExpanded: false, itemRole: .button, exposesPosition: false,
    marksChosenItem: true, chosenState: .selected, landsOnChosen: false,
    hasDismissButton: true, takesKeyboardFocus: false, activationKeys: [.space],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "SwiftUI's menu-style Picker is drawn as UIKit's pop-up button (MagentaA11y dropdown "
        + "VoiceOver caption); not heard on its own", .medium, .magentaDropdownVoiceOver,
      .page("https://developer.apple.com/documentation/swiftui/pickerstyle/menu")))
}
