import ComponentFile
import ScenarioRunner

extension Checkbox {
  /// What the registry needs of the checkbox for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.checkbox)

  /// What the checkbox adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.checkbox
}
