import ComponentFile
import ScenarioRunner

extension Link {
  /// What the registry needs of the link for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.link)

  /// What the link adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.link
}
