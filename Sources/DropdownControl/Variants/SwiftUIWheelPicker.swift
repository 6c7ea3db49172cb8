import Accessibility
import Controls
import Core

// SwiftUI Picker(.wheel): a UIPickerView underneath (MagentaA11y's date and time picker page
// names both for the same pattern), so the same exposure; not heard on its own.
extension DropdownVariantFacts {
  /// SwiftUI Picker (.wheel).
  static let swiftUIWheelPicker = DropdownVariantFacts(
    nativeName: "SwiftUI Picker (.wheel)", platform: .ios,
    summary:
      "iOS SwiftUI Picker with the wheel style: UIKit's picker wheel, \"November. Picker item. Adjustable.\"",
    touchTarget: .ios, exposesExpanded: false, itemRole: .button, exposesPosition: false,
    marksChosenItem: false, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: false, activationKeys: [],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "MagentaA11y date and time picker page names SwiftUI's Picker with the wheel style for "
        + "iOS as UIKit's UIPickerView is named; the wheel style draws a UIPickerView. Not heard "
        + "on its own", .low, .magentaDateTimePicker,
      .page("https://developer.apple.com/documentation/swiftui/pickerstyle/wheel")),
    style: .wheel)
}
