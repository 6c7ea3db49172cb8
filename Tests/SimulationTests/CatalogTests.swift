import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Simulation
import StepperControl
import Testing

/// The simulation names no control: it makes the control, and reads part names, from the
/// catalog it is given.
@Suite("A catalog is given to the simulation")
struct CatalogTests {
  @Test("A component of a kind the catalog lacks does not start; with the kind, it does")
  func makesFromItsCatalog() throws {
    let component = try ComponentLoader.parse("label: Quantity\n", source: "q.yml")
    #expect {
      try Simulation(component: component, platform: .ios, catalog: ControlCatalog([]))
    } throws: { error in
      guard case .configuration(let problem) = error as? SimulationError else { return false }
      return problem.field == "control" && problem.message == "unknown control 'stepper'"
    }
    let simulation = try Simulation(
      component: component, platform: .ios, catalog: ControlCatalog.shipped)
    #expect(simulation.control.setup.variant.control == "stepper")
  }
}
