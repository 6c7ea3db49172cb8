import Accessibility
import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import ScreenReaders
import Screens
import Simulation
import Testing

/// A control that exposes containers of its own (a radio group's group) on a screen: they sit
/// inside the screen's containers, and two groups are two containers, so a reader moving from
/// one to the other says it entered the second (NVDA's "Size grouping").
@Suite("Screens: a control's own containers")
struct RadioGroupOnScreenTests {
  let yaml = """
    screen: Order
    elements:
      - list:
          elements:
            - component: { control: radio-group, label: Delivery, options: [Standard, Express] }
      - component: { control: radio-group, label: Size, options: [Small, Large] }
    """

  private func screen() throws -> Screen {
    try ScreenLoader.parse(
      yaml, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
      schema: .shipped)
  }

  @Test("Each group's options keep their group inside the screen's list, with its own id")
  func containersNest() throws {
    let control = try ScreenControl(screen: try screen(), platform: .windows) {
      (setup) throws(ConfigurationError) in
      try ControlCatalog.shipped.make(on: .windows, setup: setup)
    }
    let elements = control.elements(in: .standard)
    #expect(
      elements.map { $0.containers.map(\.role) } == [
        [.list, .group], [.list, .group], [.group], [.group],
      ])
    #expect(elements.map { $0.containers.last?.name } == ["Delivery", "Delivery", "Size", "Size"])
    #expect(Set(elements.compactMap { $0.containers.last?.id }).count == 2)
    #expect(elements[0].states.positionInSet == ElementStates.SetPosition(position: 1, size: 2))
  }

  @Test("NVDA's object navigation enters the second group by name")
  func nvdaEntersEachGroup() throws {
    let pack = try RulePacks.resolve("nvda", on: .windows)
    let order = try ReaderSimulation(
      screen: try screen(), platform: .windows, pack: pack, settings: ["navigation": "object"],
      catalog: .shipped
    ).readingOrder()
    #expect(
      order == [
        "list Delivery grouping Standard radio button not checked 1 of 2",
        "Express radio button not checked 2 of 2",
        "Size grouping Small radio button not checked 1 of 2",
        "Large radio button not checked 2 of 2",
      ])
  }
}
