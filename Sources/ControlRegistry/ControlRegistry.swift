import ComponentFile
import Controls

/// The controls A11ySim ships, in one place: the command-line tool and the tests give these to
/// the seams (component files, simulation, sessions, scenarios), which name no control. A
/// control is one line in each list; the first kind is what a component file without
/// `control:` describes.
package struct ControlRegistry: Sendable {
  /// What component files may say, with the catalog of the controls they describe.
  package let schema: ComponentSchema

  /// The kinds of control, in catalog order.
  package var catalog: ControlCatalog { schema.catalog }

  /// The shipped controls.
  package static let shipped = ControlRegistry(
    schema: ComponentSchema(
      catalog: ControlCatalog([
        Stepper.definition,
        Button.definition,
        Switch.definition,
        Checkbox.definition,
        Slider.definition,
      ]),
      options: ComponentOption.stepper
        + ComponentOption.button
        + ComponentOption.toggleSwitch
        + ComponentOption.checkbox
        + ComponentOption.slider,
      mappings: ComponentOption.stepperMappings,
      accessibilityKeys: AccessibilitySetting.stepperAccessibilityKeys))
}
