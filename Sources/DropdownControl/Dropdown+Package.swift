import ComponentFile
import ScenarioRunner

extension Dropdown {
  /// What the registry needs of the dropdown for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.dropdown,
    mappings: [ComponentOption.dropdownOptions])

  /// What the dropdown adds to the scenario language: its steps and its MagentaA11y
  /// criteria (`StepPack/`).
  package static let stepPack = ControlStepPack.dropdown
}
