import Controls
import Core

// CheckBoxAutomationPeer: control type CheckBox, "check box" (UIA_AP_CHECKBOX), the Toggle
// pattern of ToggleButton. ToggleButton::OnToggleImpl: unchecked → checked → (IsThreeState ?
// indeterminate : unchecked), indeterminate → unchecked. CheckBox::Initialize turns
// AcceptsReturn off: Enter does nothing, Space toggles. Tab skips a disabled CheckBox.
extension CheckboxVariantFacts {
  /// WinUI CheckBox.
  static let winUICheckBox = CheckboxVariantFacts(
    nativeName: "WinUI CheckBox", platform: .windows,
    summary:
      "WinUI 3 CheckBox: UIA CheckBox with the Toggle pattern; IsThreeState cycles unchecked → checked → indeterminate; Space only.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true, supportsMixed: true, cycle: .winUI,
    expose: { configuration, settings, _ in
      element(configuration, settings, keyboard: true)
    },
    source: Source(
      "WinUI CheckBoxAutomationPeer, ToggleButton::OnToggleImpl, CheckBox::Initialize "
        + "(SetAcceptsReturn(false))", .high,
      .winUI("dxaml/xcp/dxaml/lib/CheckBoxAutomationPeer_Partial.cpp"),
      .winUI("dxaml/xcp/dxaml/lib/ToggleButton_Partial.cpp", "OnToggleImpl"),
      .winUI("dxaml/xcp/dxaml/lib/CheckBox_Partial.cpp", "Initialize")))
}
