import Accessibility
import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a checkbox (`control: checkbox`). The app's
  /// accessibility label and hint are under `accessibility:`, as for every control.
  package static let checkbox: [ComponentOption] = [
    checkboxOption(
      "label", .text, "The visible label; leave it out for a checkbox with no text.",
      "setTitle, Toggle label, android:text, Content, the GtkCheckButton's label"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    checkboxOption(
      "state", .choice(CheckboxConfiguration.stateNames),
      "Its state: checked, unchecked, or mixed (a variant with a mixed state only).",
      "state (NSControl.StateValue), isChecked, ToggleableState, IsChecked, active/inconsistent"
    ) {
      $0.stateName = $1.text
    } current: {
      $0.stateName
    },
    checkboxOption(
      "allowsMixed", .boolean,
      "Whether a click cycles through mixed (AppKit on → off → mixed; WinUI unchecked → checked → indeterminate).",
      "allowsMixedState, IsThreeState", variants: CheckboxVariant.cyclingThroughMixed
    ) {
      $0.allowsMixed = $1.boolean
    } current: {
      "\($0.allowsMixed)"
    },
    checkboxOption(
      "enabled", .boolean,
      "Whether the checkbox takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    checkboxOption(
      "tooltip", .text, "The tooltip: GTK names a checkbox with no label by it.",
      "toolTip, tooltipText, ToolTipService.ToolTip, tooltip-text"
    ) {
      $0.tooltip = $1.optionalText
    } current: {
      $0.tooltip.map(quoted)
    },
    checkboxOption(
      "stateDescription", .text,
      "The app's state description, spoken by TalkBack in place of \"checked\"/\"not checked\" (Android only).",
      "View.setStateDescription, ViewCompat.setStateDescription, Modifier.semantics { stateDescription }",
      variants: ["checkbox", "compose"]
    ) {
      $0.stateDescription = $1.optionalText
    } current: {
      $0.stateDescription.map(quoted)
    },
    checkboxOption(
      "announcement", .text, "What the app announces after each toggle.",
      "UIAccessibility.post(.announcement), announceForAccessibility, RaiseNotificationEvent"
    ) {
      $0.announcement = $1.optionalText
    } current: {
      $0.announcement.map(quoted)
    },
    .announcedAs(control: .checkbox, \CheckboxConfiguration.announcedAs),
    // MISCONFIGURATION when false: WinUI's CheckBox raises the event itself; a custom
    // automation peer or provider that forgets it leaves Narrator and NVDA silent after a
    // toggle (dotnet/winforms #9142 hears Narrator say nothing, then "checked" once fixed).
    checkboxOption(
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
  ]

  private static let checkboxOption = ComponentOptions(.checkbox, CheckboxConfiguration.self)
}
