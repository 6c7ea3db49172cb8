import Accessibility
import Screens
import Simulation

/// A screen's tree for the session's `:tree`: the screen's name, then each screen element
/// (numbered in reading order) with its kind and name, and under it the accessible elements
/// it exposes on the platform now, the reader's position marked `▸`.
///
/// One function, ``render(_:number:depth:exposed:focusID:into:)``, walks `Screen.elements`; an
/// element holding elements (a container) is one more branch of its switch, calling it again
/// one level deeper.
enum ScreenTree {
  /// The tree of `screen` as `simulation` exposes it.
  static func lines(_ screen: Screen, _ simulation: ReaderSimulation) -> [String] {
    // The simulation's elements by the screen element they belong to (the number before the
    // first `/` of their id): one pass, so the tree costs time linear in the screen.
    var exposed: [Substring: [AccessibleElement]] = [:]
    for element in simulation.elements {
      guard let slash = element.id.firstIndex(of: "/") else { continue }
      exposed[element.id[..<slash], default: []].append(element)
    }
    var lines = ["screen \"\(screen.name)\" on \(simulation.platform.displayName)"]
    for (index, element) in screen.elements.enumerated() {
      render(
        element, number: "\(index + 1)", depth: 1, exposed: exposed,
        focusID: simulation.focusID, into: &lines)
    }
    return lines
  }

  /// Appends `element` (number `number`, indented `depth` levels) and what it exposes.
  static func render(
    _ element: ScreenElement, number: String, depth: Int,
    exposed: [Substring: [AccessibleElement]], focusID: String?, into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    let own = exposed[Substring(number)] ?? []
    let head: String
    switch element {
    case .component(let component):
      head = "component \"\(component.name)\" (\(component.control?.rawValue ?? "control"))"
    case .text(let text):
      head = "text \"\(text)\""
    case .heading(let text, let level):
      head = "heading \"\(text)\"" + (level.map { " level \($0)" } ?? "")
    case .image(let label?):
      head = "image \"\(label)\""
    case .image(nil):
      head = "image (decorative: readers skip it)"
    }
    lines.append("\(indent)\(number). \(head)")
    for accessible in own {
      lines.append(indent + "  " + ControlDrawing.line(for: accessible, focusID: focusID))
    }
  }
}
