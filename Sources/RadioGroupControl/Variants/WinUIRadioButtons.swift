import Controls
import Core

// WinUI's RadioButtons: its items are RadioButtons (UIA RadioButton, SelectionItem pattern)
// under its Header; Tab enters the group at the chosen one, arrow keys move focus and choose
// (selection follows focus), and each item's place in the set is given to UIA.
extension RadioGroupVariantFacts {
  /// WinUI RadioButtons.
  static let winUIRadioButtons = RadioGroupVariantFacts(
    nativeName: "WinUI RadioButtons", platform: .windows,
    summary:
      "WinUI 3 RadioButtons: UIA RadioButtons in a group named by its Header; Tab enters at the chosen one, arrows move and choose.",
    touchTarget: nil, role: .radioButton, choosingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: true, takesKeyboardFocus: true, navigableWhenDisabled: true,
    container: .group, containerNamed: true, exposesPosition: true, stateDescriptions: nil,
    source: Source(
      "WinUI radio buttons guidance: keyboard (Tab enters at the selected item, arrows move "
        + "and select); RadioButtons control", .medium,
      .page("https://learn.microsoft.com/en-us/windows/apps/design/controls/radio-button"),
      .page(
        "https://learn.microsoft.com/en-us/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.controls.radiobuttons"
      )))
}
