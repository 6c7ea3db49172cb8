import Controls
import Core

extension StepLibrary {
  /// The switch (`control: switch`): toggling it as a user would, and checking its state.
  static let switchSteps: [StepDefinition] = [
    StepDefinition(
      .given, "the GTK version is {int}",
      summary: "The Linux device's GTK version (3 or 4): GTK 3's GtkSwitch is a toggle button.",
      example: "Given the GTK version is 3"
    ) { context, args throws(StepFailure) in
      let version = try args.integer(0)
      try context.changeSetup { context throws(StepFailure) in
        try setGTKVersion(version, in: &context.environment)
      }
    }.checking { args throws(StepFailure) in
      var environment = PlatformEnvironment.standard
      try setGTKVersion(try args.integer(0), in: &environment)
    },
    StepDefinition(
      .when, "I toggle it",
      summary:
        "Toggle the switch as a user would: a double-tap with VoiceOver or TalkBack (on the "
        + "element their focus is on), Space where it has keyboard focus, else a tap or click.",
      example: "When I toggle it"
    ) { context, _ throws(StepFailure) in
      let control = try toggleSwitch(&context)
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
      .then, "it is {word}", summary: "The switch is on or off.", example: "Then it is on"
    ) { context, args throws(StepFailure) in
      let control = try toggleSwitch(&context)
      let wanted = args.text(0).lowercased()
      let state = control.isOn ? "on" : "off"
      guard wanted == state else {
        throw StepFailure("expected the switch to be \(wanted), it is \(state)")
      }
    }.checking { args throws(StepFailure) in
      guard ["on", "off"].contains(args.text(0).lowercased()) else {
        throw StepFailure("'\(args.text(0))' is not a switch state; expected on or off")
      }
    },
  ]

  /// Sets the GTK version in `environment`, or fails as a scenario that cannot run.
  private static func setGTKVersion(_ version: Int, in environment: inout PlatformEnvironment)
    throws(StepFailure)
  {
    do { try environment.setVersion(version, on: .linux) } catch {
      throw .environment(error)
    }
  }

  /// The switch the scenario runs, or a failure naming the component's control.
  private static func toggleSwitch(_ context: inout ScenarioContext) throws(StepFailure) -> Switch {
    let control = try context.control()
    guard let toggle = control as? Switch else {
      throw StepFailure(
        "this step is about a switch, and the component is a \(control.setup.variant.control)")
    }
    return toggle
  }
}
