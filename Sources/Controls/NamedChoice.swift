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
}
