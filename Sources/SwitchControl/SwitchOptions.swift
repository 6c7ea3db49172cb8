import Accessibility
import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a switch (`control: switch`). The app's
  /// accessibility label and hint are under `accessibility:`, as for every control.
  package static let toggleSwitch: [ComponentOption] = [
    switchOption(
      "label", .text, "The visible label; leave it out for a switch with no text.",
      "UISwitch row text, Toggle label, android:text, Header, the GtkLabel that labels it"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    switchOption(
      "on", .boolean, "Whether it starts on.", "isOn, isChecked, checked, IsOn, active"
    ) {
      $0.isOn = $1.boolean
    } current: {
      "\($0.isOn)"
    },
    switchOption(
      "enabled", .boolean, "Whether the switch takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    switchOption(
      "tooltip", .text, "The tooltip: GTK names a switch with no label by it.",
      "toolTip, tooltipText, ToolTipService.ToolTip, tooltip-text"
    ) {
      $0.tooltip = $1.optionalText
    } current: {
      $0.tooltip.map(quoted)
    },
    // GtkSwitch takes none: GTK's value text reaches AT-SPI only through the Value interface,
    // which GTK gives range widgets alone (gtkatspivalue.c, gtk_atspi_get_value_vtable). Nor
    // does a stock UISwitch: it answers accessibilityValue with its own "1"/"0" whatever the
    // app set, so VoiceOver keeps saying "On."/"Off." (AccessibilitySnapshot's
    // testSwitchControls: a UISwitch given the value "Value" reads "Label. Switch Button. On.").
    switchOption(
      "stateDescription", .text,
      "The app's words for the state, spoken instead of on/off where the reader does: Android "
        + "stateDescription, iOS accessibilityValue, macOS accessibilityValueDescription, "
        + "WinUI AutomationProperties.ItemStatus.",
      "View.setStateDescription, Modifier.semantics { stateDescription }, accessibilityValue, "
        + ".accessibilityValue(_:), accessibilityValueDescription, AutomationProperties.ItemStatus",
      variants: Set(SwitchVariant.allCases.map(\.rawValue)).subtracting(["gtk-switch", "uikit"])
    ) {
      $0.stateDescription = $1.optionalText
    } current: {
      $0.stateDescription.map(quoted)
    },
    switchOption(
      "announcement", .text, "What the app announces after each toggle.",
      "UIAccessibility.post(.announcement), announceForAccessibility, RaiseNotificationEvent"
    ) {
      $0.announcement = $1.optionalText
    } current: {
      $0.announcement.map(quoted)
    },
    .announcedAs(control: .toggleSwitch, \SwitchConfiguration.announcedAs),
    // MISCONFIGURATION when false: WinUI's ToggleSwitch raises the event itself; a custom
    // automation peer or provider that forgets it leaves Narrator and NVDA silent after a
    // toggle (microsoft-ui-xaml #615, dotnet/winforms #9142). Providers raise it with
    // https://learn.microsoft.com/en-us/windows/win32/api/uiautomationcoreapi/nf-uiautomationcoreapi-uiaraiseautomationpropertychangedevent
    switchOption(
      "raisesToggleStateChanged", .boolean,
      "Whether the UIA provider raises the ToggleState property-changed event on a toggle "
        + "(true for WinUI's own peer); false: Narrator and NVDA say nothing after a toggle.",
      "AutomationPeer.RaisePropertyChangedEvent(TogglePatternIdentifiers.ToggleStateProperty), "
        + "UiaRaiseAutomationPropertyChangedEvent(UIA_ToggleToggleStatePropertyId)",
      variants: ["winui"]
    ) {
      $0.raisesToggleStateChanged = $1.boolean
    } current: {
      "\($0.raisesToggleStateChanged)"
    },
    switchOption(
      "atspiRole", .choice(GtkSwitchRole.allCases.map(\.rawValue)),
      "The AT-SPI role GTK 4's bridge gives the switch: check-box (GTK's "
        + "gtk_accessible_role_to_atspi_role, the default) or switch (a stack that exposes "
        + "ATSPI_ROLE_SWITCH, at-spi2-core 2.56+). GTK 3 is a toggle button either way.",
      "GTK_ACCESSIBLE_ROLE_SWITCH → ATSPI_ROLE_CHECK_BOX or ATSPI_ROLE_SWITCH",
      variants: ["gtk-switch"]
    ) {
      $0.atspiRole = GtkSwitchRole(rawValue: $1.text) ?? .checkBox
    } current: {
      $0.atspiRole.rawValue
    },
  ]

  private static let switchOption = ComponentOptions(.toggleSwitch, SwitchConfiguration.self)
}
