import ComponentFile
import ScenarioRunner

extension Dialog {
  /// What the registry needs of the dialog for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.dialog)

  /// What the dialog adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.dialog
}
