import Accessibility
import Controls
import Core

// UIPickerView: one wheel (one component), always showing; VoiceOver focuses the wheel and reads
// the row under the selection bar, "Picker item", "Adjustable", then the adjustable hint; a swipe
// up or down moves the wheel one row and VoiceOver says the new row. It opens no list, has no
// expanded state, and is not a UIControl (no isEnabled); Tab does not reach it without Full
// Keyboard Access.
extension DropdownVariantFacts {
  /// UIPickerView.
  static let uikitPickerView = DropdownVariantFacts(
    nativeName: "UIPickerView", platform: .ios,
    summary:
      "iOS UIPickerView: a wheel VoiceOver reads as \"November. Picker item. Adjustable.\"; swipe up or down turns it one row and VoiceOver says the new row.",
    touchTarget: .ios, exposesExpanded: false, itemRole: .button, exposesPosition: false,
    marksChosenItem: false, chosenState: .selected, landsOnChosen: true,
    hasDismissButton: false, takesKeyboardFocus: false, activationKeys: [],
    arrowsChangeWhileClosed: false, navigableWhenDisabled: true,
    source: Source(
      "MagentaA11y date and time picker page (iOS: UIPickerView; \"November, picker item, "
        + "adjustable\"; swipe up or down moves to the next item) and its VoiceOver caption "
        + "(\"November, Picker item. Adjustable. Swipe up or down with one finger to adjust the "
        + "value.\", then only the new value)", .medium, .magentaDateTimePicker,
      .magentaTimePickerVoiceOver,
      .page("https://developer.apple.com/documentation/uikit/uipickerview")),
    style: .wheel)
}
