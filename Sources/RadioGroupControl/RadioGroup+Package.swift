import ComponentFile
import ScenarioRunner

extension RadioGroup {
  /// What the registry needs of the radio group for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.radioGroup,
    mappings: [ComponentOption.radioGroupOptions])

  /// What the radio group adds to the scenario language: its steps and its MagentaA11y
  /// criteria (`StepPack/`).
  package static let stepPack = ControlStepPack.radioGroup
}
