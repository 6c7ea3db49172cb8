import Accessibility
import Core

/// The shape of a dropdown variant, and everything that differs between shapes. The variant's
/// facts choose a style once; the dropdown then asks the style (what it holds, whether it opens
/// a list, how its trigger is exposed) instead of comparing styles itself. Each question is
/// one exhaustive switch here, so a new style must answer all of them to compile.
package enum DropdownStyle: Sendable {
  /// A trigger showing the chosen option that opens a list of the options.
  case list
  /// A wheel that shows the chosen option and is adjusted in place (UIPickerView): no list, no
  /// expanded state; a reader's increment and decrement choose the next and previous option.
  case wheel
  /// A button that opens a menu of actions (WinUI's DropDownButton, GTK's GtkMenuButton): no
  /// chosen value, a label that never changes; choosing an item runs it and closes the menu.
  case menu
  /// An editable text field with a list of the options (AppKit's NSComboBox): the field takes
  /// typing, and its text is the value, whether or not it names an option; choosing an item
  /// fills the field. The activation keys do not open it from the field (Enter belongs to
  /// the text): its own chord or its button does.
  case comboBox

  /// Whether it holds a chosen option: a menu button runs actions and holds none, so its
  /// trigger shows its label and `selected` does not apply.
  package var holdsChoice: Bool {
    switch self {
    case .list, .wheel, .comboBox: true
    case .menu: false
    }
  }

  /// Whether its trigger is a text field that takes typing.
  package var takesText: Bool {
    switch self {
    case .comboBox: true
    case .list, .wheel, .menu: false
    }
  }

  /// Whether it opens a list: a wheel turns in place instead, so the list's settings do not
  /// apply, it has no expanded state and no items, and a reader's increment and decrement
  /// turn it.
  package var opensList: Bool {
    switch self {
    case .list, .menu, .comboBox: true
    case .wheel: false
    }
  }

  /// Why activating the trigger does nothing, for a style whose trigger opens nothing.
  package func refusesActivation(nativeName: String) -> String? {
    switch self {
    case .list, .menu, .comboBox: nil
    case .wheel: "a \(nativeName) opens nothing: it turns (swipe up or down)"
    }
  }

  /// Why an activation key on the trigger does not open the list, for a style whose field
  /// keeps those keys for its text.
  package func refusesKeyOpening(_ chord: KeyChord, nativeName: String) -> String? {
    switch self {
    case .list, .wheel, .menu: nil
    case .comboBox:
      "\(chord) does not open a \(nativeName)'s list from its field (the key is the text's): "
        + "its open chord or its button does"
    }
  }

  /// The trigger's role where its popup is exposed (`exposesPopUp`): a pop-up button, or for a
  /// menu button a button whose popup shows in its expanded state.
  package var triggerRole: AccessibleRole {
    switch self {
    case .list, .wheel, .comboBox: .popUpButton
    case .menu: .button
    }
  }
}
