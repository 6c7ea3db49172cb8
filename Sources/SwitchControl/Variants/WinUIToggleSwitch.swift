import Accessibility
import Controls
import Core

// ToggleSwitchAutomationPeer: control type Button with the Toggle pattern, localized control
// type UIA_AP_TOGGLESWITCH ("toggle switch"), named by AutomationProperties.Name or else its
// Header (plus custom On/OffContent, not modelled); Toggle fails when disabled. Space toggles.
extension SwitchVariantFacts {
  /// WinUI ToggleSwitch.
  static let winUIToggleSwitch = SwitchVariantFacts(
    nativeName: "WinUI ToggleSwitch", platform: .windows,
    summary:
      "WinUI 3 ToggleSwitch: UIA Button with the Toggle pattern, \"toggle switch\"; named by its Header; Space toggles.",
    touchTarget: nil, activationKeys: [.space], takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    expose: { configuration, settings, _ in
      // AutomationProperties.ItemStatus: FrameworkElementAutomationPeer::GetItemStatusCore.
      var node = element(
        configuration, settings, keyboard: true,
        states: ElementStates(
          [configuration.isOn ? .on : .off], togglesOnActivation: true,
          itemStatus: configuration.stateDescription))
      // GetLocalizedControlTypeCore: UIA_AP_TOGGLESWITCH.
      node.localizedControlType = "toggle switch"
      return node
    },
    source: Source(
      "WinUI ToggleSwitchAutomationPeer: Button control type, Toggle pattern, GetNameCore from "
        + "the Header", .high,
      .winUI("dxaml/xcp/dxaml/lib/ToggleSwitchAutomationPeer_Partial.cpp", "GetNameCore"),
      .winUI(
        "dxaml/xcp/dxaml/lib/ToggleSwitchAutomationPeer_Partial.cpp",
        "GetLocalizedControlTypeCore"),
      .winUI("dxaml/xcp/dxaml/dllsrv/winrt/Microsoft.UI.Xaml.Common.rc", "UIA_AP_TOGGLESWITCH")))
}
