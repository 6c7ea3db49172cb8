import ComponentFile
import ScenarioRunner

extension ProgressIndicator {
  /// What the registry needs of the progress indicator for component files: its definition
  /// and its component-file settings.
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.progress)

  /// What the progress indicator adds to the scenario language: its steps and its MagentaA11y
  /// criteria (`StepPack/`).
  package static let stepPack = ControlStepPack.progress
}
