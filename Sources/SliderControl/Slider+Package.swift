import ComponentFile
import ScenarioRunner

extension Slider {
  /// What the registry needs of the slider for component files: its definition and its
  /// component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.slider)

  /// What the slider adds to the scenario language: its steps and its MagentaA11y criteria
  /// (`StepPack/`).
  package static let stepPack = ControlStepPack.slider
}
