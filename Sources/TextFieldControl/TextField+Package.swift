import ComponentFile
import ScenarioRunner

extension TextField {
  /// What the registry needs of the text field for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.textField)

  /// What the text field adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.textField
}
