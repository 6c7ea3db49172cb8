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
  ]

  private static func switchOption(
    _ key: String, _ type: ValueType, _ summary: String, _ nativeNames: String,
    variants: Set<String>? = nil,
    apply: @escaping @Sendable (inout SwitchConfiguration, TypedValue) -> Void,
    current: @escaping @Sendable (SwitchConfiguration) -> String?
  ) -> ComponentOption {
    ComponentOption(
      key: key, type: type, summary: summary, nativeNames: nativeNames, control: .toggleSwitch,
      variants: variants, configuration: SwitchConfiguration.self, apply: apply, current: current)
  }
}
