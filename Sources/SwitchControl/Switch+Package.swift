import ComponentFile
import ScenarioRunner

extension Switch {
  /// What the registry needs of the switch for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.toggleSwitch)

  /// What the switch adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.toggleSwitch
}
