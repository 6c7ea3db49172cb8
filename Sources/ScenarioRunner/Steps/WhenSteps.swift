import Controls
import Foundation
import Interactions

extension StepLibrary {
  /// Steps that act on the control, through the reader where one runs, whatever the control.
  static let whenSteps: [StepDefinition] = [
    StepDefinition(
      .when, "I swipe {direction}", summary: "A one-finger swipe.", example: "When I swipe right"
    ) { context, args throws(StepFailure) in
      try context.perform("swipe \(args.text(0).lowercased())")
    },
    StepDefinition(
      .when, "I swipe {direction} {int} times",
      summary: "Several one-finger swipes, each heard in turn (at most 10000).",
      example: "When I swipe right 3 times"
    ) { context, args throws(StepFailure) in
      for _ in 0..<(try repetitions(args, "swipes")) {
        try context.perform("swipe \(args.text(0).lowercased())")
      }
    }.checking { args throws(StepFailure) in _ = try repetitions(args, "swipes") },
    StepDefinition(
      .when, "I swipe to {string}",
      summary: "Swipe right until the reader reaches the element (at most 20 swipes).",
      example: "When I swipe to \"Increment\""
    ) { context, args throws(StepFailure) in
      try move(&context, with: "swipe right", to: args.text(0), failing: "swiping right")
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the element's name") },
    StepDefinition(
      .when, "I double-tap", summary: "Activate the reader's focus.", example: "When I double-tap"
    ) { context, _ throws(StepFailure) in try context.perform("double-tap") },
    StepDefinition(
      .when, "I double-tap and hold for {float} second(s)",
      summary: "A pass-through long press on the reader's focus.",
      example: "When I double-tap and hold for 2 seconds"
    ) { context, args throws(StepFailure) in
      try context.perform("double-tap and hold \(try seconds(args.number(0)))")
    }.checking { args throws(StepFailure) in
      try parses("double-tap and hold \(try seconds(args.number(0)))", args.catalog)
    },
    StepDefinition(
      .when, "I touch {string}", summary: "Touch an element to hear it.",
      example: "When I touch \"Increment\""
    ) { context, args throws(StepFailure) in
      try context.perform("touch \(QuotedText.quote(args.text(0)))")
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the element's name") },
    StepDefinition(
      .when, "I focus {string}", summary: "Move the reader's focus to an element.",
      example: "When I focus \"Quantity\""
    ) { context, args throws(StepFailure) in
      try context.perform("focus \(QuotedText.quote(args.text(0)))")
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the element's name") },
    StepDefinition(
      .when, "I press {string}", summary: "Press a key or chord.", example: "When I press \"Tab\""
    ) { context, args throws(StepFailure) in
      try context.perform("press \(args.text(0))")
    }.checking { args throws(StepFailure) in try parses("press \(args.text(0))", args.catalog) },
    StepDefinition(
      .when, "I press {string} {int} times",
      summary: "Press a key several times (at most 10000).",
      example: "When I press \"Up\" 3 times"
    ) { context, args throws(StepFailure) in
      for _ in 0..<(try presses(args)) { try context.perform("press \(args.text(0))") }
    }.checking { args throws(StepFailure) in
      _ = try presses(args)
      try parses("press \(args.text(0))", args.catalog)
    },
    StepDefinition(
      .when, "I type {string}", summary: "Type into the field.", example: "When I type \"42\""
    ) { context, args throws(StepFailure) in
      try context.perform("type \(QuotedText.quote(args.text(0)))")
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the text to type") },
    StepDefinition(
      .when, "I scroll {direction}", summary: "Turn the scroll wheel.", example: "When I scroll up"
    ) { context, args throws(StepFailure) in
      try context.perform("scroll \(args.text(0).lowercased())")
    },
    StepDefinition(
      .when, "I wait {float} second(s)", summary: "Let time pass.",
      example: "When I wait 1.5 seconds"
    ) { context, args throws(StepFailure) in
      try context.perform("wait \(try seconds(args.number(0)))")
    }.checking { args throws(StepFailure) in
      try parses("wait \(try seconds(args.number(0)))", args.catalog)
    },
    intentStep(
      "I move to the next item", "next item",
      "Intent: the running reader's own next-item gesture or key."),
    StepDefinition(
      .when, "I move to the next item {int} times",
      summary: "The next-item intent several times, each heard in turn (at most 10000).",
      example: "When I move to the next item 3 times"
    ) { context, args throws(StepFailure) in
      for _ in 0..<(try repetitions(args, "moves", countAt: 0)) {
        try context.perform("next item")
      }
    }.checking { args throws(StepFailure) in _ = try repetitions(args, "moves", countAt: 0) },
    intentStep(
      "I move to the previous item", "previous item",
      "Intent: the running reader's own previous-item gesture or key."),
    intentStep(
      "I go to the next heading", "next heading",
      "Intent: the running reader's own next-heading gesture or key."),
    intentStep(
      "I go to the previous heading", "previous heading",
      "Intent: the running reader's own previous-heading gesture or key."),
    intentStep(
      "I move to the first item", "first item",
      "Intent: the running reader's own gesture or key for the first item."),
    intentStep(
      "I move to the last item", "last item",
      "Intent: the running reader's own gesture or key for the last item."),
    StepDefinition(
      .when, "I move to {string}",
      summary: "Intent: next item until the reader is on the element (at most 20 moves).",
      example: "When I move to \"Increment\""
    ) { context, args throws(StepFailure) in
      try move(&context, with: "next item", to: args.text(0), failing: "20 next-item moves")
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the element's name") },
    intentStep(
      "I activate it", "activate",
      "Intent: activate the reader's item with the reader's own gesture or key."),
    intentStep(
      "I increase it", "increase", "Intent: raise the value of the reader's item its own way."),
    intentStep(
      "I decrease it", "decrease", "Intent: lower the value of the reader's item its own way."),
    StepDefinition(
      .when, "I do {string}",
      summary: "Any interaction in the interaction language (a11ysim interactions).",
      example: "When I do \"press VO+Shift+Down; press VO+Up\""
    ) { context, args throws(StepFailure) in try context.perform(args.text(0)) }.checking {
      args throws(StepFailure) in
      try parses(try args.nonEmptyText(0, "the interaction"), args.catalog)
    },
  ]

  /// Fails unless `text` is a well-formed interaction (known verbs and keys, durations above
  /// zero), checked without running it.
  package static func parses(_ text: String, _ catalog: ControlCatalog) throws(StepFailure) {
    do {
      _ = try ScenarioContext.statements(text, catalog: catalog)
    } catch {
      throw .notAnInteraction(text, error)
    }
  }

  /// Repeats `interaction` (at most 20 times) until the reader is on an element named
  /// `name`; otherwise fails with "`what` never reached "NAME"".
  /// A step with no arguments that carries out `intent` with the running reader's own
  /// gesture or key (`When I activate it`), its example the step itself; its place in the
  /// source is the caller's, as for any step.
  private static func intentStep(
    _ text: String, _ intent: String, _ summary: String, file: String = #filePath,
    line: Int = #line
  ) -> StepDefinition {
    StepDefinition(.when, text, summary: summary, example: "When " + text, file: file, line: line) {
      context, _ throws(StepFailure) in try context.perform(intent)
    }
  }

  private static func move(
    _ context: inout ScenarioContext, with interaction: String, to name: String,
    failing what: String
  ) throws(StepFailure) {
    for _ in 0..<20 {
      try context.perform(interaction)
      if let focused = try context.reader().focusedElement?.name,
        SpeechEquivalenceCheck.contains(focused, name)
      {
        return
      }
    }
    throw StepFailure("\(what) never reached \"\(name)\"")
  }

  /// The number of presses in 'I press … N times': at least one, at most
  /// ``Interaction/maximumCount``.
  private static func presses(_ args: StepArguments) throws(StepFailure) -> Int {
    try repetitions(args, "presses")
  }

  /// The count in a repeated step ('… N times', the argument at `index`, the second unless
  /// given): at least one, at most
  /// ``Interaction/maximumCount``; `what` names them in errors (`presses`, `swipes`).
  package static func repetitions(
    _ args: StepArguments, _ what: String, countAt index: Int = 1
  ) throws(StepFailure) -> Int {
    let times = try args.positiveInteger(index, "the number of \(what)")
    if times > Interaction.maximumCount {
      throw StepFailure(
        "expected at most \(Interaction.maximumCount) \(what), found \(times); each is an "
          + "interaction to simulate and hear")
    }
    return times
  }

  /// Seconds as the interaction language reads them: `1.5s`, and `9000000000000000s` rather
  /// than `9e+15s` (which is no duration), so a too-long wait is reported as one.
  package static func seconds(_ value: Double) -> String {
    let text = "\(value)"
    guard text.contains("e"), value.magnitude >= 1 else { return text + "s" }
    return String(format: "%.0f", value) + "s"
  }
}
