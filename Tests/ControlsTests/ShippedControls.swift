import ControlRegistry
import Controls

// The shipped controls for this target's tests, and the seams' calls without them spelled
// out: the tests exercise what the command-line tool ships.

extension ControlCatalog {
  /// The shipped controls' catalog.
  static var shipped: ControlCatalog { ControlRegistry.shipped.catalog }
}
