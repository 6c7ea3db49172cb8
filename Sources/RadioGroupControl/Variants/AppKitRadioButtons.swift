import Controls
import Core

// NSButtons of the radio type that share an action form a group: AppKit unchecks the others.
// Each is NSAccessibility's radio-button role inside a radio group; arrow keys move between
// them and choose (selection follows focus); Tab reaches the chosen one only with Full
// Keyboard Access; Space chooses.
extension RadioGroupVariantFacts {
  /// NSButton radio buttons.
  static let appKitRadioButtons = RadioGroupVariantFacts(
    nativeName: "NSButton (radio)", platform: .macos,
    summary:
      "macOS AppKit NSButtons of the radio type sharing an action: AXRadioButton in an AXRadioGroup; arrow keys move and choose.",
    touchTarget: nil, role: .radioButton, choosingKeys: [.space], arrowsMove: true,
    selectionFollowsFocus: true, takesKeyboardFocus: false, navigableWhenDisabled: true,
    container: .group, containerNamed: true, exposesPosition: true, stateDescriptions: nil,
    source: Source(
      "NSButton.ButtonType.radio (buttons sharing an action are a group); "
        + "NSAccessibility.Role.radioButton, radioGroup", .medium,
      .page("https://developer.apple.com/documentation/appkit/nsbutton/buttontype/radio"),
      .page("https://developer.apple.com/documentation/appkit/nsaccessibility/role/radiobutton")))
}
