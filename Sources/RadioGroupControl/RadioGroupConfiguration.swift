import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A radio group: a set of options of which at most one is chosen; choosing one unchooses
  /// the others.
  package static let radioGroup: ControlKind = "radio-group"
}

/// Every setting of a radio group: the group's name, its options, which one is chosen, whether
/// it is enabled, and the ways teams get it wrong: options that are not grouped, options with
/// no name, and options that never expose which one is chosen. The app's accessibility label
/// and hint are under `accessibility:` as for every control; the label names the group.
package struct RadioGroupConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The group's visible name (a header, a legend, a label beside the options); `nil` for a
  /// group with none.
  package var label: String?
  /// The options' visible names, in order.
  package var options: [String]
  /// The chosen option, as the component gave it: its name, or its place from 1; `nil` when
  /// none is chosen.
  package var selected: String?
  /// Whether it takes input (`false`: every option dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// Whether the options are one group (RadioGroup, a GTK group, RadioButtons, an
  /// AXRadioGroup, Compose's selectableGroup). `false` is the MISCONFIGURED set of separate
  /// options: no place in a set, no group name, and arrow keys do not move between them.
  package var isGrouped: Bool
  /// Whether each option exposes its name. `false` is the MISCONFIGURED set of options drawn
  /// with their text beside them but not inside them: each is an unnamed radio button.
  package var labelsOptions: Bool
  /// Whether the chosen option is exposed as chosen (iOS's selected trait, Android's
  /// checked, UIA's IsSelected, AT-SPI's checked). `false` is the MISCONFIGURED option that
  /// is chosen only in how it is drawn (an iOS button without the selected trait).
  package var exposesSelection: Bool
  /// The accessibility value an iOS app gives each option that is not chosen ("Unselected", as
  /// MagentaA11y's page asks, since VoiceOver says nothing of it otherwise); `nil` for none.
  package var unchosenValue: String?

  /// The options a group has when the component names none.
  package static let defaultOptions = ["Option 1", "Option 2", "Option 3"]
  /// The most options a group may have (each is a part: `option1` … `option12`).
  package static let maximumOptions = 12

  /// Creates a configuration; the defaults are a stock, enabled, grouped set of three options
  /// with none chosen.
  package init(
    label: String? = nil, options: [String] = RadioGroupConfiguration.defaultOptions,
    selected: String? = nil, isEnabled: Bool = true, isGrouped: Bool = true,
    labelsOptions: Bool = true, exposesSelection: Bool = true, unchosenValue: String? = nil
  ) {
    self.label = label
    self.options = options
    self.selected = selected
    self.isEnabled = isEnabled
    self.isGrouped = isGrouped
    self.labelsOptions = labelsOptions
    self.exposesSelection = exposesSelection
    self.unchosenValue = unchosenValue
  }

  /// The chosen option's index in ``options``, from ``selected``: the option of that name,
  /// or the option at that place from 1; `nil` when none is chosen.
  ///
  /// - Throws: ``ConfigurationError`` when it names no option.
  package func selectedIndex() throws(ConfigurationError) -> Int? {
    guard let selected else { return nil }
    return try NamedChoice.index(
      of: selected, in: options, field: "selected", itemsNoun: "options")
  }
}

extension PartID {
  /// The option at `index` (from 0): `option1` for the first.
  package static func option(_ index: Int) -> PartID { PartID(rawValue: "option\(index + 1)") }

  /// The option's index (from 0) when the part is one (`option2` is 1), else `nil`.
  package var optionIndex: Int? {
    guard rawValue.hasPrefix("option"), let place = Int(rawValue.dropFirst(6)), place >= 1
    else { return nil }
    return place - 1
  }
}
