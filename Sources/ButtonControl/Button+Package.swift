import ComponentFile
import ScenarioRunner

extension Button {
  /// What the registry needs of the button for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.button)

  /// What the button adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.button
}
