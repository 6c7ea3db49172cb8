import ComponentFile

extension Switch {
  /// Everything the registry needs of the switch: its definition and its component-file
  /// settings (its step pack and criteria are still in `ScenarioRunner`'s `ControlPacks/Switch/`).
  package static let schemaEntry = ComponentSchema.Entry(
    definition: definition, options: ComponentOption.toggleSwitch)
}
