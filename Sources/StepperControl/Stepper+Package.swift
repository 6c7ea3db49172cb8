import ComponentFile
import ScenarioRunner

extension Stepper {
  /// What the registry needs of the stepper for component files: its definition, its
  /// component-file settings, its `numberFormatter:` mapping and its own keys under
  /// `accessibility:`.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.stepper,
    mappings: ComponentOption.stepperMappings,
    accessibilityKeys: AccessibilitySetting.stepperAccessibilityKeys,
    defaultComponent: DefaultComponent(
      settings: .quantityStepper, name: "default stepper",
      givenStep: "I am on a screen with a stepper"))

  /// What the stepper adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.stepper
}

extension ComponentSettings {
  /// The seeds' Quantity stepper (0…10, value 2): what a scenario or a session without a
  /// component runs (the registry's first control gives it, ``Stepper/schemaEntry``).
  package static let quantityStepper = ComponentSettings([
    Setting("label", .text("Quantity")), Setting("value", .number(2)),
    Setting("minimum", .number(0)), Setting("maximum", .number(10)),
  ])
}
