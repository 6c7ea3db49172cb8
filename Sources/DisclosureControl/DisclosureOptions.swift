import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a disclosure (`control: disclosure`). The
  /// app's accessibility label and hint are under `accessibility:`, as for every control.
  package static let disclosure: [ComponentOption] = [
    disclosureOption(
      "label", .text, "The visible label; leave it out for a disclosure with no text.",
      "setTitle, DisclosureGroup label, Text in the row, Header, gtk_expander_set_label"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    disclosureOption(
      "expanded", .boolean, "Whether it starts expanded (its content shown).",
      "isExpanded, expanded state, IsExpanded, expanded"
    ) {
      $0.isExpanded = $1.boolean
    } current: {
      "\($0.isExpanded)"
    },
    disclosureOption(
      "enabled", .boolean,
      "Whether the disclosure takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    // MISCONFIGURATION when false: a button that shows and hides a section without telling the
    // platform it expands (no accessibilityExpandedStatus, no expand/collapse action, no
    // ExpandCollapse pattern, no expanded state): readers say "button" and never the state.
    disclosureOption(
      "exposesExpandedState", .boolean,
      "Whether the platform is told it expands and collapses (true for the native disclosures); "
        + "false: a plain button, so no reader says expanded or collapsed.",
      "accessibilityExpandedStatus, SemanticsActions.Expand/Collapse, ExpandCollapse pattern, "
        + "GTK_ACCESSIBLE_STATE_EXPANDED"
    ) {
      $0.exposesExpandedState = $1.boolean
    } current: {
      "\($0.exposesExpandedState)"
    },
    // MISCONFIGURATION when false: the content toggles but the exposed state stays as it was
    // set up (an accessibilityValue or stateDescription written once, an expand action never
    // swapped for collapse): readers say nothing on the change and the old state on return.
    disclosureOption(
      "updatesExpandedState", .boolean,
      "Whether the exposed state follows the content when it expands or collapses; false: "
        + "readers keep hearing the state it started in.",
      "accessibilityExpandedStatus, expand/collapse actions, ExpandCollapseState, "
        + "GTK_ACCESSIBLE_STATE_EXPANDED updated on toggle"
    ) {
      $0.updatesExpandedState = $1.boolean
    } current: {
      "\($0.updatesExpandedState)"
    },
  ]

  private static let disclosureOption = ComponentOptions(.disclosure, DisclosureConfiguration.self)
}
