import Accessibility
import Screens
import Simulation

/// A screen's tree for the session's `:tree`: the screen's name, then each screen element
/// (numbered in reading order) with its kind and name, and under it the accessible elements
/// it exposes on the platform now, the reader's position marked `▸`.
///
/// One function, ``render(_:counter:merging:depth:exposed:focusID:into:)``, walks
/// `Screen.elements`; a container is its own line with its elements one level deeper.
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
    // Elements are numbered as the screen's control numbers them: in reading order with
    // containers flattened away (a merged group is one element where the platform merges).
    var counter = 0
    let merging = ScreenElement.platformsThatMerge.contains(simulation.platform)
    for element in screen.elements {
      render(
        element, counter: &counter, merging: merging, depth: 1, exposed: exposed,
        focusID: simulation.focusID, into: &lines)
    }
    return lines
  }

  /// Appends `element` (numbered after `counter`, indented `depth` levels) and what it
  /// exposes; a container, its own line and then its elements one level deeper.
  static func render(
    _ element: ScreenElement, counter: inout Int, merging: Bool, depth: Int,
    exposed: [Substring: [AccessibleElement]], focusID: String?, into lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    if case .container(let container) = element, !(merging && container.merges) {
      let name = container.name.map { " \"\($0)\"" } ?? " (no name)"
      lines.append("\(indent)\(container.role.plainName)\(name)")
      for child in container.elements {
        render(
          child, counter: &counter, merging: merging, depth: depth + 1, exposed: exposed,
          focusID: focusID, into: &lines)
      }
      return
    }
    counter += 1
    let number = "\(counter)"
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
    case .container(let container):
      head = "merged \(container.role.plainName)" + (container.name.map { " \"\($0)\"" } ?? "")
    }
    lines.append("\(indent)\(number). \(head)")
    for accessible in own {
      lines.append(indent + "  " + ControlDrawing.line(for: accessible, focusID: focusID))
    }
  }
}
