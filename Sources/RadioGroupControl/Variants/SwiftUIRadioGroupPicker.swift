import Controls
import Core

// SwiftUI's Picker with `.pickerStyle(.radioGroup)` (macOS only) draws AppKit radio buttons in
// a radio group named by the picker's label: MagentaA11y's radio-button page names it the
// SwiftUI choice.
extension RadioGroupVariantFacts {
  /// SwiftUI radio-group Picker.
  static let swiftUIRadioGroupPicker = RadioGroupVariantFacts(
    nativeName: "SwiftUI Picker (.radioGroup)", platform: .macos,
    summary:
      "macOS SwiftUI Picker with the radio-group style: radio buttons in a group named by the picker's label.",
    touchTarget: nil, role: .radioButton, choosingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: true, takesKeyboardFocus: false, navigableWhenDisabled: true,
    container: .group, containerNamed: true, exposesPosition: true, stateDescriptions: nil,
    source: Source(
      "RadioGroupPickerStyle (macOS); MagentaA11y radio-button: Picker with .radioGroup",
      .medium,
      .page("https://developer.apple.com/documentation/swiftui/radiogrouppickerstyle"),
      .magentaRadioButton))
}
