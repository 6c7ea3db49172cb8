import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A dropdown: a button-like trigger showing the chosen option, which opens a list of the
  /// options; choosing one closes it and the trigger shows the new value.
  package static let dropdown: ControlKind = "dropdown"
}

/// Every setting of a dropdown: its label, options, chosen option, whether it is enabled, and
/// the ways teams get it wrong: a trigger exposed as a plain button with no expanded state, a
/// trigger with no label (only the value), a list that focus does not move into, and focus not
/// returned to the trigger after choosing. The app's accessibility label and hint are under
/// `accessibility:` as for every control; the label names the trigger.
package struct DropdownConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The trigger's visible label ("Search by"); `nil` for a trigger with none.
  package var label: String?
  /// The options' visible names, in order.
  package var options: [String]
  /// The chosen option, as the component gave it: its name, or its place from 1; `nil` for
  /// none (a placeholder).
  package var selected: String? {
    didSet { selectionWasGiven = true }
  }
  /// Whether ``selected`` was set after the configuration was made (a component's `selected:`,
  /// `--set selected=…`): a menu button, which has no chosen value, refuses it.
  package private(set) var selectionWasGiven = false
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// Whether the trigger is exposed as the platform's pop-up button or combo box (with its
  /// expanded state where the platform has one). `false` is the MISCONFIGURED custom trigger
  /// exposed as a plain button with no expanded state.
  package var exposesPopUp: Bool
  /// Whether the trigger carries its label as its name. `false` is the MISCONFIGURED trigger
  /// whose label is drawn beside it: readers hear only the value.
  package var labelsTrigger: Bool
  /// Whether opening the list moves focus into it. `false` is the MISCONFIGURED custom list
  /// that opens while focus stays on the trigger.
  package var movesFocus: Bool
  /// Whether choosing (or closing) gives focus back to the trigger. `false` is the
  /// MISCONFIGURED custom list after which focus is lost.
  package var returnsFocus: Bool

  /// The options a dropdown has when the component names none.
  package static let defaultOptions = ["Option 1", "Option 2", "Option 3"]
  /// The most options a dropdown may have (each is a part: `item1` … `item24`).
  package static let maximumOptions = 24

  /// Creates a configuration; the defaults are a stock, enabled dropdown of three options with
  /// the first chosen.
  package init(
    label: String? = nil, options: [String] = DropdownConfiguration.defaultOptions,
    selected: String? = "1", isEnabled: Bool = true, exposesPopUp: Bool = true,
    labelsTrigger: Bool = true, movesFocus: Bool = true, returnsFocus: Bool = true
  ) {
    self.label = label
    self.options = options
    self.selected = selected
    self.isEnabled = isEnabled
    self.exposesPopUp = exposesPopUp
    self.labelsTrigger = labelsTrigger
    self.movesFocus = movesFocus
    self.returnsFocus = returnsFocus
  }

  /// The chosen option's index in ``options``, from ``selected``: the option of that name, or
  /// the option at that place from 1; `nil` when none is chosen.
  ///
  /// - Throws: ``ConfigurationError`` when it names no option.
  package func selectedIndex() throws(ConfigurationError) -> Int? {
    guard let selected else { return nil }
    if let index = options.firstIndex(of: selected) { return index }
    // The bounds before subtracting: Int.min − 1 would trap.
    if let place = Int(selected), place >= 1, place <= options.count { return place - 1 }
    throw ConfigurationError(
      field: "selected",
      message: "'\(selected)' is not one of the options (\(options.joined(separator: ", "))) "
        + "nor a place from 1 to \(options.count)")
  }
}

extension PartID {
  /// iOS's hidden "Dismiss context menu" button after a menu's last item.
  package static let dismissMenu = PartID(rawValue: "dismissMenu")

  /// The dropdown's list item at `index` (from 0): `item1` for the first.
  package static func item(_ index: Int) -> PartID { PartID(rawValue: "item\(index + 1)") }

  /// The item's index (from 0) when the part is one (`item2` is 1), else `nil`.
  package var itemIndex: Int? {
    guard rawValue.hasPrefix("item"), let place = Int(rawValue.dropFirst(4)), place >= 1
    else { return nil }
    return place - 1
  }
}
