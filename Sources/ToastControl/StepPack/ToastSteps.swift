import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner
import ScreenReaders
import Simulation

extension StepLibrary {
  /// The toast (`control: toast`): the app showing it, whether it is shown, enabling its
  /// trigger.
  static let toastSteps: [StepDefinition] = [
    .enabling("toast's button", summary: "Enable or disable the button that shows the toast."),
    StepDefinition(
      .when, "the app shows the toast",
      summary:
        "The app shows the toast in code (as 'set value 1'): on a screen, the toast must be its "
        + "first component or the one with focus; a toast with a trigger is shown by activating "
        + "it.",
      example: "When the app shows the toast"
    ) { context, _ throws(StepFailure) in
      try context.perform("set value 1")
      let shown = context.lastEvents.contains {
        if case .valueChanged(_, .toggle(.on), _) = $0 { true } else { false }
      }
      guard shown else {
        throw StepFailure(
          "the app showed no toast: 'the app shows the toast' sets the screen's focused (or "
            + "first) component, which is no hidden toast; give the toast a trigger and "
            + "activate it")
      }
    },
    StepDefinition(
      .then, "the toast is shown",
      summary: "The toast's message is on the screen now.",
      example: "Then the toast is shown"
    ) { context, _ throws(StepFailure) in
      guard try toastElement(&context) != nil else {
        throw StepFailure("the toast is not shown: its time was up, or nothing showed it")
      }
    },
    StepDefinition(
      .then, "the toast is gone",
      summary: "The toast's message (and its action) are no longer on the screen.",
      example: "Then the toast is gone"
    ) { context, _ throws(StepFailure) in
      if let element = try toastElement(&context) {
        throw StepFailure("the toast \"\(element.name ?? "")\" is still shown")
      }
    },
  ]

  /// The MagentaA11y snackbar/toast checks (`a11ysim check`): announced without moving focus,
  /// its action reached by swiping while it is shown, and activated by a double-tap. Each
  /// shows the toast on a copy, so the scenario is unchanged.
  static let toastCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the toast is announced without moving focus",
      summary:
        "MagentaA11y snackbar/toast: showing the toast (activating its trigger the reader's "
        + "way, else the app) makes the reader say its message, and the reader's focus stays "
        + "where it was. Tried on a copy; the scenario is unchanged.",
      example: "Then the toast is announced without moving focus"
    ) { context, _ throws(StepFailure) in
      var trial = context
      let message = try showOnCopy(&trial)
      let reader = try trial.reader()
      let before = try context.reader().focusID
      let heard = trial.lastHeard
      guard heard.contains(where: { SpeechEquivalenceCheck.contains($0.text, message) }) else {
        throw StepFailure(
          "the toast \"\(message)\" is not announced: \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(heard))
      }
      guard reader.focusID == before else {
        throw StepFailure("showing the toast moved the reader's focus")
      }
    },
    StepDefinition(
      .then, "the toast's action is reached by swiping while it is shown",
      summary:
        "MagentaA11y snackbar/toast swipe: after the toast appears, next-item moves reach its "
        + "action before the toast disappears (passes for a toast without an action). Tried on "
        + "a copy; the scenario is unchanged.",
      example: "Then the toast's action is reached by swiping while it is shown"
    ) { context, _ throws(StepFailure) in
      var trial = context
      _ = try reachAction(&trial)
    },
    StepDefinition(
      .then, "the toast's action is activated by a double-tap",
      summary:
        "MagentaA11y snackbar/toast double-tap: once reached, the reader's activation does the "
        + "toast's action (passes for a toast without an action). Tried on a copy; the "
        + "scenario is unchanged.",
      example: "Then the toast's action is activated by a double-tap"
    ) { context, _ throws(StepFailure) in
      var trial = context
      guard let action = try reachAction(&trial) else { return }
      let reader = try trial.reader()
      try trial.perform("activate")
      let activated = trial.lastEvents.contains {
        if case .activated(let part) = $0 {
          part.rawValue.hasSuffix(PartID.toastAction.rawValue)
        } else {
          false
        }
      }
      guard activated else {
        let gone = try toastElement(&trial) == nil
        throw StepFailure(
          "\(reader.pack.name)'s activation did not do \"\(action)\""
            + (gone ? ": the toast disappeared before it could be activated" : ""))
      }
    },
  ]

  /// The toast's message element in the tree now, if it is shown.
  private static func toastElement(_ context: inout ScenarioContext) throws(StepFailure)
    -> AccessibleElement?
  {
    try context.currentElements().first { $0.id == "toast" || $0.id.hasSuffix("/toast") }
  }

  /// The toast (the screen's, or the component itself).
  private static func toast(_ context: inout ScenarioContext) throws(StepFailure) -> Toast? {
    try context.control() as? Toast
  }

  /// Shows the toast on `trial` as a user would (its trigger, activated the reader's way, with
  /// the reader's focus on it) or as the app does; returns its message.
  private static func showOnCopy(_ trial: inout ScenarioContext) throws(StepFailure) -> String {
    let elements = try trial.currentElements()
    if let trigger = elements.first(where: { $0.id == "trigger" || $0.id.hasSuffix("/trigger") }),
      let name = trigger.name
    {
      if try trial.reader().focusID != trigger.id { try trial.perform("focus \"\(name)\"") }
      try trial.perform("activate")
    } else {
      try trial.perform("set value 1")
    }
    guard let message = try toastElement(&trial)?.name else {
      throw StepFailure("nothing showed the toast: it has no trigger and the app showed none")
    }
    return message
  }

  /// Shows the toast on `trial`, then moves to the next item until the reader is on its action;
  /// `nil` for a toast without an action. Fails when the toast disappears (or the moves run
  /// out) first.
  private static func reachAction(_ trial: inout ScenarioContext) throws(StepFailure) -> String? {
    let message = try showOnCopy(&trial)
    guard
      let action = try trial.currentElements().first(where: {
        $0.id == "toast-action" || $0.id.hasSuffix("/toast-action")
      })
    else { return nil }
    let reader = try trial.reader()
    for _ in 0..<20 {
      try trial.perform("next item")
      let now = try trial.reader()
      if now.focusID == action.id { return action.name ?? "" }
      if try toastElement(&trial) == nil {
        throw StepFailure(
          "the toast \"\(message)\" disappeared before \(reader.pack.name) reached its action "
            + "\"\(action.name ?? "")\"")
      }
    }
    throw StepFailure("20 moves did not reach the toast's action \"\(action.name ?? "")\"")
  }
}
