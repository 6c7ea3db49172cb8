import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every single-valued setting a component file may give for a radio group
  /// (`control: radio-group`); its `options:` list is ``radioGroupOptions``. The app's
  /// accessibility label and hint are under `accessibility:`, as for every control: the label
  /// names the group.
  package static let radioGroup: [ComponentOption] = [
    radioGroupOption(
      "label", .text, "The group's visible name; leave it out for a group with none.",
      "a label beside the group, Header, Picker label, RadioGroup's heading, a GtkLabel"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    radioGroupOption(
      "selected", .text,
      "The chosen option: its name, or its place from 1; leave it out for none chosen.",
      "isSelected, state, check(_:), SelectedIndex, gtk_check_button_set_active"
    ) {
      $0.selected = $1.optionalText
    } current: {
      $0.selected.map(quoted)
    },
    radioGroupOption(
      "enabled", .boolean,
      "Whether the options take input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    // MISCONFIGURATION when false: options drawn together but not one group (separate
    // RadioButtons outside a RadioGroup, Compose rows without selectableGroup, ungrouped
    // GtkCheckButtons): no place in a set, no group name, and arrow keys do not move.
    radioGroupOption(
      "grouped", .boolean,
      "Whether the options are one group (true for the native groups); false: no place in a "
        + "set, no group name, and arrow keys do not move between them.",
      "RadioGroup, selectableGroup(), RadioButtons, gtk_check_button_set_group, NSButton action"
    ) {
      $0.isGrouped = $1.boolean
    } current: {
      "\($0.isGrouped)"
    },
    // MISCONFIGURATION when false: each option's text is a separate label the option does not
    // take as its name (an icon-only button, a RadioButton beside a TextView).
    radioGroupOption(
      "labelsOptions", .boolean,
      "Whether each option exposes its name (true); false: every option is an unnamed radio "
        + "button.",
      "setTitle, android:text, Content, gtk_check_button_set_label"
    ) {
      $0.labelsOptions = $1.boolean
    } current: {
      "\($0.labelsOptions)"
    },
    // MISCONFIGURATION when false: the chosen option is only drawn as chosen (an iOS button
    // without the selected trait): readers never hear which one is chosen.
    radioGroupOption(
      "exposesSelection", .boolean,
      "Whether the chosen option is exposed as chosen (true); false: it is only drawn so, and "
        + "no reader hears which is chosen.",
      "UIAccessibilityTraits.selected, isChecked, SelectionItem.IsSelected, "
        + "GTK_ACCESSIBLE_STATE_CHECKED"
    ) {
      $0.exposesSelection = $1.boolean
    } current: {
      "\($0.exposesSelection)"
    },
    radioGroupOption(
      "unchosenValue", .text,
      "iOS: the accessibility value of each option that is not chosen (\"Unselected\", as "
        + "MagentaA11y asks); VoiceOver reads it after the name.",
      "accessibilityValue, .accessibilityValue(_:)", variants: ["uikit", "swiftui"]
    ) {
      $0.unchosenValue = $1.optionalText
    } current: {
      $0.unchosenValue.map(quoted)
    },
  ]

  /// `options:`, the options' names in order (a YAML list of texts, or one text of names
  /// separated by commas, as `--set` gives them): ``NodeSetting/nameList(key:control:configuration:singular:plural:example:set:)``.
  package static let radioGroupOptions = NodeSetting.nameList(
    key: "options", control: .radioGroup, configuration: RadioGroupConfiguration.self,
    singular: "option", plural: "options", example: "Small, Medium, Large"
  ) { $0.options = $1 }

  private static let radioGroupOption = ComponentOptions(
    .radioGroup, RadioGroupConfiguration.self)
}
