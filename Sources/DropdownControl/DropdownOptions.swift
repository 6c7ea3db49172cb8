import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every single-valued setting a component file may give for a dropdown
  /// (`control: dropdown`); its `options:` list is ``dropdownOptions``. The app's
  /// accessibility label and hint are under `accessibility:`, as for every control: the label
  /// names the trigger.
  package static let dropdown: [ComponentOption] = [
    dropdownOption(
      "label", .text, "The trigger's visible label; leave it out for a trigger with none.",
      "setTitle beside the menu, Picker's label, labelFor, Header, a GtkLabel mnemonic widget"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    dropdownOption(
      "selected", .text,
      "The chosen option: its name, or its place from 1; leave it out for none (a placeholder).",
      "UIAction state, selection, selectItem(at:), setSelection, SelectedIndex, "
        + "gtk_drop_down_set_selected"
    ) {
      $0.selected = $1.optionalText
    } current: {
      $0.selected.map(quoted)
    },
    dropdownOption(
      "enabled", .boolean, "Whether it takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    // MISCONFIGURATION when false: a custom trigger exposed as a plain button, with no
    // pop-up role and no expanded state.
    dropdownOption(
      "exposesPopUp", .boolean,
      "Whether the trigger is exposed as the platform's pop-up button or combo box (true); "
        + "false: a plain button with no expanded state.",
      "changesSelectionAsPrimaryAction, Spinner, ComboBox, GtkDropDown, accessibilityRole"
    ) {
      $0.exposesPopUp = $1.boolean
    } current: {
      "\($0.exposesPopUp)"
    },
    // MISCONFIGURATION when false: the label is drawn beside the trigger but not tied to it:
    // readers hear only the value.
    dropdownOption(
      "labelsTrigger", .boolean,
      "Whether the trigger takes its visible label as its name (true); false: readers hear "
        + "only the chosen value.",
      "accessibilityLabel, labelFor, AutomationProperties.LabeledBy, gtk_accessible_update_relation"
    ) {
      $0.labelsTrigger = $1.boolean
    } current: {
      "\($0.labelsTrigger)"
    },
    // MISCONFIGURATION when false: a custom list that opens while focus stays on the trigger.
    dropdownOption(
      "movesFocus", .boolean,
      "Whether opening the list moves focus into it (true); false: focus stays on the trigger "
        + "and the list is not modal.",
      "UIAccessibility.post(.screenChanged), requestFocus, Focus(FocusState.Programmatic)"
    ) {
      $0.movesFocus = $1.boolean
    } current: {
      "\($0.movesFocus)"
    },
    // MISCONFIGURATION when false: after choosing, focus is lost instead of going back to the
    // trigger.
    dropdownOption(
      "returnsFocus", .boolean,
      "Whether choosing or closing gives focus back to the trigger (true); false: focus is lost.",
      "UIAccessibility.post(.layoutChanged, trigger), requestFocus, Focus"
    ) {
      $0.returnsFocus = $1.boolean
    } current: {
      "\($0.returnsFocus)"
    },
  ]

  /// `options:`, the options' names in order (a YAML list of texts, or one text of names
  /// separated by commas, as `--set` gives them).
  package static let dropdownOptions = NodeSetting(
    key: "options", control: .dropdown, variants: nil,
    configuration: DropdownConfiguration.self
  ) { node throws(ComponentFileError) in
    // `--set options=Small,Large` and `the setting "options" is "Small, Large"`: a text with
    // commas is the names between them.
    if case .scalar(let text, _, _) = node, text.contains(",") {
      let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard !names.contains(where: \.isEmpty) else {
        throw .invalidValue(
          key: "options", message: "options: an option's name is empty in '\(text)'",
          at: node.location)
      }
      return { $0.options = names }
    }
    guard case .sequence(let items, _) = node else {
      throw .invalidValue(
        key: "options",
        message: "options: expected a list of the options' names ([Small, Medium, Large], or "
          + "Small, Medium, Large), found "
          + node.kindDescription,
        at: node.location)
    }
    var names: [String] = []
    for item in items {
      guard case .scalar(let text, _, _) = item, !text.isEmpty else {
        throw .invalidValue(
          key: "options", message: "options: each option is a name, found " + item.kindDescription,
          at: item.location)
      }
      names.append(text)
    }
    let options = names
    return { $0.options = options }
  }

  private static let dropdownOption = ComponentOptions(.dropdown, DropdownConfiguration.self)
}
