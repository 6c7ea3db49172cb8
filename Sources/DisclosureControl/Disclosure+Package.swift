import ComponentFile
import ScenarioRunner

extension Disclosure {
  /// What the registry needs of the disclosure for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.disclosure)

  /// What the disclosure adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.disclosure
}
