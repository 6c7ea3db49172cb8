import ButtonControl
import CheckboxControl
import ComponentFile
import Controls
import DialogControl
import DisclosureControl
import DropdownControl
import LinkControl
import ProgressControl
import RadioGroupControl
import ScenarioRunner
import SliderControl
import StepperControl
import SwitchControl
import TabsControl
import TextFieldControl
import ToastControl

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

  /// A registry of `controls`, each its component-file entry and its step pack, in catalog
  /// order.
  package init(_ controls: [(schema: ComponentSchema.Entry, pack: ControlStepPack)]) {
    for control in controls {
      precondition(
        control.schema.definition.kind == control.pack.kind,
        "the registry pairs \(control.schema.definition.kind) with \(control.pack.kind)'s pack")
    }
    schema = ComponentSchema(controls.map(\.schema))
    packs = controls.map(\.pack)
  }

  /// The shipped controls, one line each.
  package static let shipped = ControlRegistry([
    (Stepper.schemaEntry, Stepper.stepPack),
    (Button.schemaEntry, Button.stepPack),
    (Switch.schemaEntry, Switch.stepPack),
    (Checkbox.schemaEntry, Checkbox.stepPack),
    (Slider.schemaEntry, Slider.stepPack),
    (ProgressIndicator.schemaEntry, ProgressIndicator.stepPack),
    (Disclosure.schemaEntry, Disclosure.stepPack),
    (TextField.schemaEntry, TextField.stepPack),
    (Link.schemaEntry, Link.stepPack),
    (RadioGroup.schemaEntry, RadioGroup.stepPack),
    (Dialog.schemaEntry, Dialog.stepPack),
    (Toast.schemaEntry, Toast.stepPack),
    (Dropdown.schemaEntry, Dropdown.stepPack),
    (Tabs.schemaEntry, Tabs.stepPack),
  ])
}
