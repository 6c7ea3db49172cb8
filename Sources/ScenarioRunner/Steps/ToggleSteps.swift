import Controls
import Core

extension StepLibrary {
  /// Toggling a control a click toggles (a switch, a checkbox) and checking its state, for any
  /// ``Toggleable`` control: the words each kind takes are in its ``ControlDefinition``.
  static let toggleSteps: [StepDefinition] = [
    StepDefinition(
      .when, "I toggle it",
      summary:
        "Toggle the switch or checkbox as a user would: a double-tap with VoiceOver or TalkBack "
        + "(on the element their focus is on), Space where it has keyboard focus, else a tap or "
        + "click.",
      example: "When I toggle it"
    ) { context, _ throws(StepFailure) in
      let control = try toggleable(&context)
      let touchReader = context.simulation != nil && [.ios, .android].contains(control.platform)
      if touchReader {
        try context.perform("double-tap")
      } else if control.focusedPart == .control {
        try context.perform("press Space")
      } else {
        try context.perform("tap control")
      }
    },
    StepDefinition(
      .then, "it is {word}",
      summary: "The switch is on or off; the checkbox checked, unchecked or mixed.",
      example: "Then it is on"
    ) { context, args throws(StepFailure) in
      let control = try toggleable(&context)
      let wanted = args.text(0).lowercased()
      guard wanted == control.stateWord else {
        throw StepFailure(
          "expected the \(control.noun) to be \(wanted), it is \(control.stateWord)")
      }
    }.checking { args throws(StepFailure) in
      let words = args.catalog.all.flatMap(\.stateWords)
      guard words.contains(args.text(0).lowercased()) else {
        throw StepFailure(
          "'\(args.text(0))' is not a state of a "
            + args.catalog.all.filter { !$0.stateWords.isEmpty }.map(\.kind.rawValue)
            .joined(separator: " or ") + "; expected "
            + words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "")
            + (words.last ?? ""))
      }
    },
  ]

  /// The control the scenario runs, if a click toggles it, or a failure naming its kind.
  static func toggleable(_ context: inout ScenarioContext) throws(StepFailure) -> any Toggleable {
    let control = try context.control()
    guard let toggle = control as? any Toggleable else {
      throw StepFailure(
        "this step is about a switch or a checkbox, and the component is a "
          + "\(control.setup.variant.control)")
    }
    return toggle
  }
}
