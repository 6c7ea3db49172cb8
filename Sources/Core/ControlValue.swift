/// What a control has as its value, typed by what it is: a number, an empty number field, a
/// text with its caret and selection, one choice among items, an on/off/mixed state, or
/// nothing at all.
///
/// Each control says which kind it has (a stepper a number, a switch a toggle, a button
/// nothing); events that report a change carry the values before and after.
package enum ControlValue: Equatable, Sendable {
  /// A number (a stepper's, a slider's). Never NaN: a number field with no number is
  /// ``empty``.
  case number(Double)
  /// A number field with no number in it (a cleared Windows NumberBox, whose `Value` is NaN).
  case empty
  /// A text, with where the caret is and what is selected (a text field). Boxed, as
  /// ``choice(_:)`` is, so that a number or a toggle is copied at a number's size.
  indirect case text(TextValue)
  /// Which item of a set is selected (a radio group, a picker).
  indirect case choice(ChoiceValue)
  /// On, off or mixed (a switch, a checkbox).
  case toggle(ToggleState)
  /// The control has no value (a push button). Not named `none`, so that it never reads as an
  /// optional's `nil`.
  case nothing

  /// `number` as a value: ``number(_:)``, or ``empty`` for NaN (an empty NumberBox's number).
  package static func numberOrEmpty(_ number: Double) -> ControlValue {
    number.isNaN ? .empty : .number(number)
  }

  /// The number, when the value is one; `nil` for every other kind.
  package var numeric: Double? {
    if case .number(let number) = self { return number }
    return nil
  }
}

/// A text field's value: its text, where the caret is and what is selected.
package struct TextValue: Equatable, Sendable {
  /// The text.
  package var text: String
  /// Where the caret is, in characters from the start of ``text``.
  package var caret: Int
  /// The characters selected (offsets from the start of ``text``), or `nil` when nothing is.
  package var selection: Range<Int>?

  /// A text with its caret (at the end unless given) and selection.
  package init(text: String, caret: Int? = nil, selection: Range<Int>? = nil) {
    self.text = text
    self.caret = caret ?? text.count
    self.selection = selection
  }
}

/// Which item of a set is selected: a radio group's, a picker's.
package struct ChoiceValue: Equatable, Sendable {
  /// The items, in order, as they are named.
  package var items: [String]
  /// The index of the selected item in ``items``, or `nil` when none is selected.
  package var selectedIndex: Int?

  /// The items and which one is selected.
  package init(items: [String], selectedIndex: Int?) {
    self.items = items
    self.selectedIndex = selectedIndex
  }

  /// The selected item, or `nil` when none is.
  package var selectedItem: String? {
    selectedIndex.flatMap { items.indices.contains($0) ? items[$0] : nil }
  }
}

/// A two- or three-state control's state: a switch is on or off; a checkbox is checked (on),
/// not checked (off) or mixed.
package enum ToggleState: String, Equatable, Sendable, CaseIterable {
  /// On, checked.
  case on
  /// Off, not checked.
  case off
  /// Neither: a checkbox standing for items of which some are checked.
  case mixed
}
