/// A control a click moves between states named in words (a switch's on and off, a checkbox's
/// checked, unchecked and mixed): the shared steps `When I toggle it` and `Then it is …` drive
/// and check any of them without naming its kind.
package protocol Toggleable: Control {
  /// What a step calls it: `switch`, `checkbox`.
  var noun: String { get }
  /// Its state in the words of ``ControlDefinition/stateWords``: `on`, `checked`.
  var stateWord: String { get }
}
