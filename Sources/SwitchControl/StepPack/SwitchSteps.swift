import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner
import ScreenReaders
import Simulation

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
    },
    .enabling("switch"),
  ]

  /// The MagentaA11y toggle switch checks (`a11ysim check`): toggled, on/off spoken, the new
  /// state spoken, the role a switch's. Each judges what the platform exposes, so a custom
  /// switch drawn as a button (no on/off state) fails them, whatever its app does.
  static let switchCriteriaSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the switch is toggled",
      summary:
        "MagentaA11y toggle switch: the last interaction turned the switch on or off, and its "
        + "element exposes the change.",
      example: "Then the switch is toggled"
    ) { context, _ throws(StepFailure) in
      let element = try onOffElement(&context)
      guard context.lastChangedValue else {
        let state =
          element.states.contains(.on) ? "on" : element.states.contains(.off) ? "off" : "unchanged"
        throw StepFailure("the last interaction did not toggle the switch: it is still \(state)")
      }
    },
    StepDefinition(
      .then, "its on or off state is expressed",
      summary:
        "MagentaA11y toggle switch state: the focused element exposes an on/off state and the "
        + "reader said it (On, Off, pressed, the app's state description).",
      example: "Then its on or off state is expressed"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      let element = try onOffElement(&context)
      try checkStateSaid(element, reader, context.lastHeard, "on \"\(element.name ?? element.id)\"")
    },
    StepDefinition(
      .then, "its new state is expressed when it toggles",
      summary:
        "MagentaA11y toggle switch state: activating the focused element the reader's way "
        + "toggles it and the reader says the new state. Tried on a copy; the scenario is "
        + "unchanged.",
      example: "Then its new state is expressed when it toggles"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      let element = try onOffElement(&context)
      var trial = context
      // The reader's own way to activate it (its pack's): a switch toggles, it is not adjusted.
      let action = reader.pack.driving.activate
      try trial.perform(action)
      let after = try trial.reader()
      guard let toggled = after.focusedElement, toggled.states != element.states else {
        throw StepFailure("'\(action)' did not toggle the switch; nothing to express")
      }
      try checkStateSaid(toggled, after, trial.lastHeard, "after '\(action)'")
    },
    StepDefinition(
      .then, "it is identified as a switch",
      summary:
        "MagentaA11y toggle switch role: the focused element is a switch (or a toggle button) "
        + "and the reader says its role word, or, on iOS and Android, the page's expected "
        + "\"double tap to toggle\" hint.",
      example: "Then it is identified as a switch"
    ) { context, _ throws(StepFailure) in
      let reader = try context.reader()
      guard let element = reader.focusedElement else { throw StepFailure("nothing is focused") }
      let heard = context.lastHeard
      guard [.toggleSwitch, .toggleButton].contains(element.role) else {
        throw StepFailure(
          "the focused element is exposed as \(element.role.plainNameWithArticle), not a switch: "
            + "\(reader.pack.name) said \(SpeechEquivalenceCheck.list(heard))")
      }
      let roleWord = reader.compositor.roleWord(for: element)?.text
      let saysRole =
        roleWord.map { word in heard.contains { SpeechEquivalenceCheck.contains($0.text, word) } }
        ?? false
      // The page's expected announcements, "double tap to toggle setting" (iOS) and "double
      // tap to toggle" (Android), are hints the reader's pack says stand for the role.
      let roleHints = reader.pack.driving.roleHints
      let saysToggle = heard.contains { utterance in
        utterance.kind == .hint
          && roleHints.contains { SpeechEquivalenceCheck.contains(utterance.text, $0) }
      }
      guard saysRole || saysToggle else {
        throw StepFailure(
          "the switch's role is not conveyed: \(reader.pack.name) said "
            + SpeechEquivalenceCheck.list(heard)
            + (roleWord.map { ", without \"\($0)\"" } ?? " (it has no word for the role)"))
      }
    },
  ]

  /// The switch's element (the focused one with a reader), failing when it exposes no on/off
  /// state: a control drawn as a switch that the platform does not know is one. GTK 4's switch
  /// reaches AT-SPI as a check box: checked is its on.
  private static func onOffElement(_ context: inout ScenarioContext) throws(StepFailure)
    -> AccessibleElement
  {
    try StateCriteria.element(
      &context, noun: "switch",
      exposing: [.on, .off, .pressed, .notPressed, .checked, .notChecked],
      kind: "on/off", unknowable: "whether it is on")
  }

  /// Fails unless `heard` holds `reader`'s word for `element`'s on/off state.
  private static func checkStateSaid(
    _ element: AccessibleElement, _ reader: ReaderSimulation, _ heard: [TranscriptEntry],
    _ when: String
  ) throws(StepFailure) {
    let onKeys: [StateKey] = [.on, .pressed, .checked]
    try StateCriteria.checkSaid(
      element, reader, heard, when, noun: "switch",
      state: onKeys.contains(where: element.states.contains) ? "on" : "off")
  }

  /// Sets the GTK version in `environment`, or fails as a scenario that cannot run.
  private static func setGTKVersion(_ version: Int, in environment: inout PlatformEnvironment)
    throws(StepFailure)
  {
    do { try environment.setVersion(version, on: .linux) } catch {
      throw .environment(error)
    }
  }
}
