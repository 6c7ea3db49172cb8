import Controls
import Core

extension StepLibrary {
  /// The switch (`control: switch`): the GTK version its GTK 3 role depends on. Toggling it and
  /// checking its state are the shared toggle steps (`Steps/ToggleSteps.swift`).
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
    }
  ]

  /// Sets the GTK version in `environment`, or fails as a scenario that cannot run.
  private static func setGTKVersion(_ version: Int, in environment: inout PlatformEnvironment)
    throws(StepFailure)
  {
    do { try environment.setVersion(version, on: .linux) } catch {
      throw StepFailure(error.description, couldNotRun: true)
    }
  }
}
