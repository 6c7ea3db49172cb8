import ComponentFile
import ScenarioRunner

extension Stepper {
  /// What the registry needs of the stepper for component files: its definition, its
  /// component-file settings, its `numberFormatter:` mapping and its own keys under
  /// `accessibility:`.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.stepper,
    mappings: ComponentOption.stepperMappings,
    accessibilityKeys: AccessibilitySetting.stepperAccessibilityKeys)

  /// What the stepper adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.stepper
}
