import Accessibility
import ScreenReaders
import Simulation

/// What the MagentaA11y state criteria of a control with two states share (a switch's on and
/// off, a disclosure's expanded and collapsed): the element that must expose the state, and
/// the check that the reader said its word for it.
package enum StateCriteria {
  /// The control's element — the reader's focus, or without a reader the control's own element —
  /// failing when it exposes none of `states`: a control drawn as one that the platform does
  /// not know is one. `kind` names the states ("on/off"), `unknowable` what a reader then
  /// cannot tell ("whether it is on").
  package static func element(
    _ context: inout ScenarioContext, noun: String, exposing states: [StateKey], kind: String,
    unknowable: String
  ) throws(StepFailure) -> AccessibleElement {
    let element: AccessibleElement
    if context.simulation != nil {
      guard let focused = try context.reader().focusedElement else {
        throw StepFailure("nothing is focused")
      }
      element = focused
    } else {
      guard let first = try context.currentElements().first(where: { $0.part == .control }) else {
        throw StepFailure("the component has no \(noun) element")
      }
      element = first
    }
    guard states.contains(where: element.states.contains) else {
      let said =
        context.lastHeard.isEmpty
        ? "" : " (heard \(SpeechEquivalenceCheck.list(context.lastHeard)))"
      throw StepFailure(
        "the \(element.role.plainName) \"\(element.name ?? element.id)\" exposes no \(kind) "
          + "state: a reader cannot tell \(unknowable)\(said)")
    }
    return element
  }

  /// Fails unless `heard` holds `reader`'s word for `element`'s state, named `state` ("on",
  /// "expanded") in the failure; `when` says when it was heard ("after 'double-tap'").
  package static func checkSaid(
    _ element: AccessibleElement, _ reader: ReaderSimulation, _ heard: [TranscriptEntry],
    _ when: String, noun: String, state: String
  ) throws(StepFailure) {
    guard let word = reader.compositor.stateText(of: element) else {
      throw StepFailure("\(reader.pack.name) has no word for the \(noun) being \(state)")
    }
    guard heard.contains(where: { SpeechEquivalenceCheck.contains($0.text, word) }) else {
      throw StepFailure(
        "the \(noun) is \(state), but \(when) \(reader.pack.name) said "
          + SpeechEquivalenceCheck.list(heard) + " (without \"\(word)\")",
        expected: word, actual: heard.map(\.text).joined(separator: "\n"))
    }
  }
}
