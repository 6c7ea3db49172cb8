import ComponentFile
import ScenarioRunner

extension Toast {
  /// What the registry needs of the toast for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.toast)

  /// What the toast adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.toast
}
