import ComponentFile
import ScenarioRunner

extension Tabs {
  /// What the registry needs of the tabs for component files: their definition and their
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.tabs,
    mappings: [ComponentOption.tabsList])

  /// What the tabs add to the scenario language: their steps and their MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.tabs
}
