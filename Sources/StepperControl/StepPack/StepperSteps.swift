import Accessibility
import ComponentFile
import Controls
import Core
import ScenarioRunner

/// The stepper's own steps: its value and field, and its increment and decrement buttons.
extension StepLibrary {
  /// The steps that set a stepper up, in the order `a11ysim steps` lists them.
  static let stepperGivenSteps: [StepDefinition] = [
    StepDefinition(
      .given, "a stepper {string} with value {float} from {float} to {float}",
      summary: "A stepper with a label, a value and bounds.",
      example: "Given a stepper \"Quantity\" with value 2 from 0 to 10"
    ) { context, args throws(StepFailure) in
      let value = try args.number(1)
      let minimum = try args.number(2)
      let maximum = try args.number(3)
      try context.changeSetup { context throws(StepFailure) in
        context.componentDescription = .settings(
          ComponentSettings([
            .init("label", .text(args.text(0))), .init("value", .number(value)),
            .init("minimum", .number(minimum)), .init("maximum", .number(maximum)),
          ]))
        context.componentSource = "a stepper \"\(args.text(0))\""
      }
    },
    StepDefinition(
      .given, "I am on a screen with a stepper",
      summary: "The seeds' Quantity stepper (0…10, value 2), unless a component is already set.",
      example: "Given I am on a screen with a stepper"
    ) { context, _ throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        if context.componentDescription == nil {
          context.componentDescription = .settings(.quantityStepper)
        }
      }
    },
    StepDefinition(
      .given, "the value starts at {float}", summary: "Set the starting value.",
      example: "Given the value starts at 10"
    ) { context, args throws(StepFailure) in
      let value = try args.number(0)
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("value", .number(value)))
      }
    },
    .enabling("stepper", summary: "Enable or disable the whole control."),
    StepDefinition(
      .given, "the app labels the {part} button {string}",
      summary: "Set a button's accessibility label ({label} and {value} are filled in).",
      example: "Given the app labels the increment button \"Add one attendee\"",
      types: [.stepperPart]
    ) { context, args throws(StepFailure) in
      let part = try partName(args.text(0), context.catalog)
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride("\(part).label", .text(args.text(1))))
      }
    },
    StepDefinition(
      .given, "the value text is a {politeness} live region",
      summary: "Set the value text's live region (Android; seed 000's Windows claim).",
      example: "Given the value text is a polite live region"
    ) { context, args throws(StepFailure) in
      let politeness = args.text(0).lowercased() == "no" ? "none" : args.text(0).lowercased()
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(
          ComponentOverride("accessibility.valueLiveRegion", .word(politeness)))
      }
    },
    StepDefinition(
      .given, "the app announces {string} when the value changes",
      summary: "The app posts an announcement after each change ({value}, {valueInWords}).",
      example: "Given the app announces \"Attendees set to {valueInWords}\" when the value changes"
    ) { context, args throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(
          ComponentOverride("accessibility.announce.valueChanged", .text(args.text(0))))
      }
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the announcement") },
  ]

  /// The steps that act on a stepper's value and buttons.
  static let stepperWhenSteps: [StepDefinition] = [
    StepDefinition(
      .when, "the app sets the value to {float}",
      summary: "A programmatic change: the app's code sets the value, not the user.",
      example: "When the app sets the value to 76"
    ) { context, args throws(StepFailure) in
      try context.perform("set value \(args.text(0))")
    }.checking { args throws(StepFailure) in try parses("set value \(args.text(0))", args.catalog)
    },
    StepDefinition(
      .when, "I touch the {part} button", summary: "Touch a button, whatever its label.",
      example: "When I touch the increment button", types: [.stepperPart]
    ) { context, args throws(StepFailure) in
      try context.perform("touch \(try partName(args.text(0), context.catalog))")
    },
    StepDefinition(
      .when, "I tap the {part} button", summary: "Tap or click a button.",
      example: "When I tap the increment button", types: [.stepperPart]
    ) { context, args throws(StepFailure) in
      try context.perform("tap \(try partName(args.text(0), context.catalog))")
    },
    StepDefinition(
      .when, "I tap the {part} button {int} times",
      summary: "Tap or click a button several times (at most 10000).",
      example: "When I tap the increment button 3 times", types: [.stepperPart]
    ) { context, args throws(StepFailure) in
      let part = try partName(args.text(0), context.catalog)
      for _ in 0..<(try repetitions(args, "taps")) { try context.perform("tap \(part)") }
    }.checking { args throws(StepFailure) in _ = try repetitions(args, "taps") },
    StepDefinition(
      .when, "I hold the {part} button for {float} second(s)",
      summary: "Press and hold a button (auto-repeat).",
      example: "When I hold the increment button for 3 seconds", types: [.stepperPart]
    ) { context, args throws(StepFailure) in
      try context.perform(
        "hold \(try partName(args.text(0), context.catalog)) \(try seconds(args.number(1)))")
    }.checking { args throws(StepFailure) in
      try parses(
        "hold \(try partName(args.text(0), args.catalog)) \(try seconds(args.number(1)))",
        args.catalog)
    },
  ]

  /// The steps that check a stepper's value, field and buttons.
  static let stepperThenSteps: [StepDefinition] = [
    StepDefinition(
      .then, "the value is {float}", summary: "The control's value.", example: "Then the value is 3"
    ) { context, args throws(StepFailure) in
      let expected = try args.number(0)
      let value = try context.stepper().number
      guard value == expected else {
        throw StepFailure(
          "expected the value \(DecimalStep.displayString(expected)), it is \(DecimalStep.displayString(value))",
          expected: DecimalStep.displayString(expected), actual: DecimalStep.displayString(value))
      }
    }.alsoWritten("the value should be {float}"),
    StepDefinition(
      .then, "the field shows {string}", summary: "The text the control shows for its value.",
      example: "Then the field shows \"8\""
    ) { context, args throws(StepFailure) in
      let stepper = try context.stepper()
      let shown = stepper.fieldText ?? stepper.displayedValue
      guard shown == args.text(0) else {
        throw StepFailure("expected the field to show \"\(args.text(0))\", it shows \"\(shown)\"")
      }
    }.alsoWritten("the field should show {string}"),
    StepDefinition(
      .then, "the {part} button is {state}",
      summary: "A button's state in the control (disabled and dimmed are the same).",
      example: "Then the increment button is disabled", types: [.stepperPart]
    ) { context, args throws(StepFailure) in
      try checkButtonState(
        context: &context, part: try partName(args.text(0), context.catalog), args.text(1))
    }.alsoWritten("the {part} button should be {state}"),
    StepDefinition(
      .then, "the {string} button is {state}",
      summary:
        "A button's state, the button named as a part (\"Increment\", \"plus\") or by its "
        + "accessible name (\"Increase quantity\").",
      example: "Then the \"Increment\" button is disabled"
    ) { context, args throws(StepFailure) in
      let name = args.text(0)
      let part: String
      if let alias = try? partName(name, context.catalog) {
        part = alias
      } else if let element = try context.currentElements().first(where: {
        $0.name?.lowercased() == name.lowercased()
      }), let elementPart = element.part, elementPart.isButton {
        part = elementPart.rawValue
      } else {
        throw StepFailure(
          "no button is called \"\(name)\"; name it as increment or decrement, or by its "
            + "accessible name")
      }
      try checkButtonState(context: &context, part: part, args.text(1))
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the button's name") }
      .alsoWritten("the {string} button should be {state}"),
  ]

  /// `increment` or `decrement` from the words people use.
  static func partName(_ word: String, _ catalog: ControlCatalog) throws(StepFailure) -> String {
    guard let part = catalog.partVocabulary.part(word), part.isButton else {
      throw StepFailure("expected increment or decrement, found '\(word)'")
    }
    return part.rawValue
  }

  /// Checks that the button `part` is enabled or disabled (`state`: enabled, disabled, dimmed).
  static func checkButtonState(context: inout ScenarioContext, part: String, _ state: String)
    throws(StepFailure)
  {
    let control = try context.control()
    let enabled = control.isEnabled(PartID(rawValue: part))
    let wanted = state.lowercased() == "enabled"
    guard enabled == wanted else {
      throw StepFailure(
        "expected the \(part) button to be \(state), it is \(enabled ? "enabled" : "disabled")")
    }
  }
}

extension ScenarioContext {
  /// The stepper as it is now, for the stepper's own steps.
  package mutating func stepper() throws(StepFailure) -> Stepper {
    let control = try control()
    guard let stepper = control.unwrapped(as: Stepper.self) else {
      throw StepFailure(
        "this step is about a stepper, and the component is a \(control.setup.variant.control)")
    }
    return stepper
  }
}

extension ParameterType {
  /// `{part}`: a stepper's button, by role or by its usual names (`increment`, `plus`, `-`).
  /// The stepper's pack brings it; the shared steps name no control's parts.
  package static let stepperPart = ParameterType(
    name: "part", pattern: #"(?i:increment|decrement|increase|decrease|plus|minus|\+|-)"#,
    example: "increment")
}
