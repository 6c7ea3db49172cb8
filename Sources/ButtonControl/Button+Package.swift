import ComponentFile

extension Button {
  /// Everything the registry needs of the button: its definition and its component-file
  /// settings (its step pack and criteria are still in `ScenarioRunner`'s `ControlPacks/Button/`).
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.button)
}
