import ComponentFile
import ControlRegistry
import Controls
import ScenarioRunner

// The tool works with the controls A11ySim ships (``ControlRegistry/shipped``).

extension ControlCatalog {
  /// The shipped controls' catalog.
  static var shipped: ControlCatalog { ControlRegistry.shipped.catalog }
}

extension ComponentSchema {
  /// What component files of the shipped controls may say.
  static var shipped: ComponentSchema { ControlRegistry.shipped.schema }
}

extension StepLibrary {
  /// The steps of the shipped controls.
  static let shipped = StepLibrary(packs: ControlRegistry.shipped.packs)
}

extension Runner {
  /// A runner for the shipped controls.
  convenience init() { self.init(schema: .shipped, library: .shipped) }
}
