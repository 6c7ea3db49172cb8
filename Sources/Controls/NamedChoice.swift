/// One item of several named items, as a component gives it: the item's name, or its place
/// from 1 (`selected: Express`, `selected: 2`). Shared by the controls whose value is one item
/// of a list they name (the radio group's options, the tabs).
package enum NamedChoice {
  /// The index in `items` of the item `given` names: the item of that name, or the item at
  /// that place from 1.
  ///
  /// - Throws: ``ConfigurationError`` on `field` when it names no item; `itemsNoun` is the
  ///   items in plural words ("options").
  package static func index(
    of given: String, in items: [String], field: String, itemsNoun: String
  ) throws(ConfigurationError) -> Int {
    if let index = items.firstIndex(of: given) { return index }
    // The bounds before subtracting: Int.min − 1 would trap.
    if let place = Int(given), place >= 1, place <= items.count { return place - 1 }
    throw ConfigurationError(
      field: field,
      message: "'\(given)' is not one of the \(itemsNoun) (\(items.joined(separator: ", "))) "
        + "nor a place from 1 to \(items.count)")
  }

  /// Checks that a control names at least one item and at most `maximum`.
  ///
  /// - Throws: ``ConfigurationError`` on `field`, in the control's own words: `whole` is the
  ///   control with its article ("a tab list"), `itemNoun` and `itemsNoun` one item and several
  ///   ("tab", "tabs").
  package static func checkCount(
    of items: [String], maximum: Int, field: String, whole: String, itemNoun: String,
    itemsNoun: String
  ) throws(ConfigurationError) {
    guard !items.isEmpty else {
      throw ConfigurationError(field: field, message: "\(whole) needs at least one \(itemNoun)")
    }
    guard items.count <= maximum else {
      throw ConfigurationError(
        field: field,
        message: "\(whole) has at most \(maximum) \(itemsNoun) (got \(items.count))")
    }
  }
}
