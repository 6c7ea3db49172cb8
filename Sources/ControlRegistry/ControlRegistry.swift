import ButtonControl
import CheckboxControl
import ComponentFile
import Controls
import ScenarioRunner
import SliderControl
import SwitchControl

/// The controls A11ySim ships, in one place: the command-line tool and the tests give these to
/// the seams (component files, simulation, sessions, scenarios), which name no control. A
/// control is one line; the first is the kind a component file without `control:` describes.
package struct ControlRegistry: Sendable {
  /// What component files may say, with the catalog of the controls they describe.
  package let schema: ComponentSchema

  /// What each control adds to the scenario language, in catalog order.
  package let packs: [ControlStepPack]

  /// The kinds of control, in catalog order.
  package var catalog: ControlCatalog { schema.catalog }

  /// The shipped controls.
  package static let shipped = ControlRegistry(
    schema: ComponentSchema([
      ComponentSchema.Entry(
        definition: Stepper.definition, options: ComponentOption.stepper,
        mappings: ComponentOption.stepperMappings,
        accessibilityKeys: AccessibilitySetting.stepperAccessibilityKeys),
      Button.schemaEntry,
      Switch.schemaEntry,
      Checkbox.schemaEntry,
      Slider.schemaEntry,
    ]),
    packs: [.stepper, Button.stepPack, Switch.stepPack, Checkbox.stepPack, Slider.stepPack])
}
