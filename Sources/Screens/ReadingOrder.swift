import Accessibility
import Core

/// Where an element sits on the screen and the order hints its app gives it, as a screen file's
/// `id:`, `frame:`, `traversalBefore:`, `traversalAfter:` and `tabIndex:` give them
/// (Documentation/Screens.md, "Order per platform").
package struct ElementLayout: Equatable, Sendable {
  /// The element's name for the other keys (`traversalAfter: terms`), unique in the screen.
  package var id: String?
  /// Where it is on the screen, in points from the top-left corner.
  package var frame: ElementFrame?
  /// The id of the element TalkBack reads this one before (Android's
  /// `accessibilityTraversalBefore`).
  package var traversalBefore: String?
  /// The id of the element TalkBack reads this one after (`accessibilityTraversalAfter`).
  package var traversalAfter: String?
  /// Its place in Tab's order on Windows (WinUI's `UIElement.TabIndex`).
  package var tabIndex: Int?
  /// The id of the element it presents when activated (a button opening a dialog), which
  /// must be a control that presents modally (``ModalControl``).
  package var presents: String?
  /// The id of the element it shows and hides (a disclosure's content), on a control that
  /// reveals content (``RevealingControl``): that element is hidden while the control hides it.
  package var reveals: String?

  /// Creates a layout.
  package init(
    id: String? = nil, frame: ElementFrame? = nil, traversalBefore: String? = nil,
    traversalAfter: String? = nil, tabIndex: Int? = nil
  ) {
    self.id = id
    self.frame = frame
    self.traversalBefore = traversalBefore
    self.traversalAfter = traversalAfter
    self.tabIndex = tabIndex
  }
}

/// The order each platform's reader walks a screen in, and the order Tab visits its components:
/// a pure function of the screen and the platform, one rule per platform with its source.
package enum ReadingOrder {
  /// How a platform orders a screen's elements.
  package enum Rule: String, Sendable {
    /// The file's (the element tree's) order.
    case treeOrder
    /// By frame within each container: top to bottom, then left to right; elements without a
    /// frame keep their places.
    case framesWithinContainers
    /// The tree's order with `traversalBefore:` / `traversalAfter:` moving elements.
    case traversalBeforeAfter
    /// Lowest `tabIndex:` first; ties and elements without one in tree order after those with one.
    case tabIndex
  }

  /// A platform's rule with its evidence.
  package struct PlatformRule: Sendable {
    /// What the platform does.
    package var rule: Rule
    /// Where that comes from, and how sure it is.
    package var source: Source
  }

  /// Two frames whose tops are closer than this (points) count as one row, and are read left
  /// to right: AccessibilitySnapshot's value for an iPhone (13 on an iPad, not modelled).
  package static let minimumVerticalSeparation = 8.0

  private static let snapshotParser = Reference.code(
    .accessibilitySnapshot,
    path: "Sources/AccessibilitySnapshot/Parser/Swift/Classes/AccessibilityHierarchyParser.swift",
    symbol: "sortedElements, accessibilitySortFrame")
  private static let talkBackTraversal = Reference.code(
    .talkBack,
    path:
      "utils/src/main/java/com/google/android/accessibility/utils/traversal/OrderedTraversalController.java",
    symbol: "reorderTree, moveNodeBefore, moveNodeAfter")

  /// The rule each platform's reader uses for next and previous item.
  package static func reading(on platform: Platform) -> PlatformRule {
    switch platform {
    case .ios:
      PlatformRule(
        rule: .framesWithinContainers,
        source: Source(
          "AccessibilitySnapshot AccessibilityHierarchyParser: VoiceOver's flick order sorts by "
            + "frame origin, top to bottom (tops closer than 8 pt are one row) then in the layout "
            + "direction; a container's elements stay together, placed by its first one",
          .medium, snapshotParser))
    case .android:
      PlatformRule(
        rule: .traversalBeforeAfter,
        source: Source(
          "TalkBack OrderedTraversalController: the node tree's order, a node with "
            + "traversalBefore moved in front of its target, one with traversalAfter behind "
            + "the target's subtree", .high, talkBackTraversal,
          .page(
            "https://developer.android.com/reference/android/view/View#setAccessibilityTraversalBefore(int)"
          )))
    case .windows:
      PlatformRule(
        rule: .treeOrder,
        source: Source(
          "WinUI AutomationProperties.FlowsTo/FlowsFrom: UI Automation's next and previous "
            + "items follow the order elements are declared in unless an app overrides the flow "
            + "(FlowsTo is not modelled)", .medium,
          .page(
            "https://learn.microsoft.com/en-us/uwp/api/windows.ui.xaml.automation.automationproperties.getflowsfrom"
          )))
    case .linux:
      PlatformRule(
        rule: .treeOrder,
        source: Source(
          "AT-SPI children order (GTK's widget tree); no evidence of reordering by position", .low,
          .page("https://docs.gtk.org/gtk4/section-accessibility.html")))
    case .macos:
      PlatformRule(
        rule: .treeOrder,
        source: Source(
          "AppKit's accessibilityChildren order; no public evidence of VoiceOver on macOS "
            + "reordering by position was found", .low,
          .page(
            "https://developer.apple.com/documentation/appkit/nsaccessibilityprotocol/accessibilitychildren()"
          )
        ))
    }
  }

  /// The rule Tab follows on `platform` among the components that take keyboard focus.
  package static func tab(on platform: Platform) -> PlatformRule {
    if platform == .windows {
      return PlatformRule(
        rule: .tabIndex,
        source: Source(
          "WinUI UIElement.TabIndex: lower first; the default is Int32.MaxValue, so elements "
            + "without one come after, in declaration order; ties in the visual tree's order",
          .high,
          .page(
            "https://learn.microsoft.com/en-us/windows/windows-app-sdk/api/winrt/microsoft.ui.xaml.uielement.tabindex"
          ),
          .page(
            "https://learn.microsoft.com/en-us/uwp/api/windows.ui.xaml.controls.control.tabindex")
        ))
    }
    return PlatformRule(
      rule: .treeOrder,
      source: Source(
        "Tab in the tree's order: no tab-index override is modelled on this platform", .low,
        .page("https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html")))
  }

  /// The screen's elements in `platform`'s reading order, flattened as
  /// ``Screen/placedElements(merging:)`` flattens them, each with the containers of its place
  /// in the file.
  package static func placed(_ screen: Screen, on platform: Platform, merging: Bool)
    -> [PlacedElement]
  {
    let placed = screen.placedElements(merging: merging)
    guard !screen.layouts.isEmpty else { return placed }
    let order: [String]
    switch reading(on: platform).rule {
    case .framesWithinContainers:
      order = byFrames(screen.elements, path: "", layouts: screen.layouts, merging: merging).paths
    case .traversalBeforeAfter:
      order = byTraversal(screen, merging: merging)
    case .treeOrder, .tabIndex:
      return placed
    }
    let byPath = Dictionary(placed.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    return order.compactMap { byPath[$0] }
  }

  /// The order Tab visits `count` components on `platform`, as their indexes in tree order,
  /// given each one's `tabIndex:` (nil for none).
  package static func tabOrder(_ tabIndexes: [Int?], on platform: Platform) -> [Int] {
    guard tab(on: platform).rule == .tabIndex else { return Array(tabIndexes.indices) }
    return tabIndexes.indices.sorted {
      let left = tabIndexes[$0] ?? Int.max
      let right = tabIndexes[$1] ?? Int.max
      return left != right ? left < right : $0 < $1
    }
  }

  // MARK: - VoiceOver on iOS: frames within containers

  /// Whether a frame whose top-left is `a` comes before one at `b` (left to right).
  static func precedes(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
    if a.y != b.y, abs(a.y - b.y) >= minimumVerticalSeparation { return a.y < b.y }
    return a.x < b.x
  }

  /// The leaves under `elements` in frame order, and the point the group sorts by in its
  /// parent: its first framed element's, else its own frame's (`own`).
  private static func byFrames(
    _ elements: [ScreenElement], path: String, layouts: [String: ElementLayout], merging: Bool
  ) -> (paths: [String], key: (x: Double, y: Double)?) {
    var groups: [(paths: [String], key: (x: Double, y: Double)?)] = []
    for (index, element) in elements.enumerated() {
      let id = path + "\(index + 1)"
      let own = layouts[id]?.frame.map { (x: $0.x, y: $0.y) }
      if case .container(let container) = element, !(merging && container.merges) {
        let inner = byFrames(container.elements, path: id + ".", layouts: layouts, merging: merging)
        groups.append((inner.paths, inner.key ?? own))
      } else {
        groups.append(([id], own))
      }
    }
    // Framed elements are sorted among the places framed elements hold; the others stay.
    let framed = groups.indices.filter { groups[$0].key != nil }
    let sorted = framed.sorted { left, right in
      guard let a = groups[left].key, let b = groups[right].key else { return left < right }
      if precedes(a, b) { return true }
      if precedes(b, a) { return false }
      return left < right
    }
    var arranged = groups
    for (place, from) in zip(framed, sorted) { arranged[place] = groups[from] }
    return (arranged.flatMap(\.paths), sorted.first.flatMap { groups[$0].key })
  }

  // MARK: - TalkBack: traversalBefore and traversalAfter

  /// A node of TalkBack's working tree: an element, a container, or the screen.
  private final class Node {
    let path: String
    /// Whether it is an element a reader lands on (not a container or the screen).
    let isElement: Bool
    var children: [Node] = []
    weak var parent: Node?

    init(path: String, isElement: Bool) {
      self.path = path
      self.isElement = isElement
    }

    /// Whether `node` is this node or below it.
    func hasDescendant(_ node: Node?) -> Bool {
      var current = node
      while let found = current {
        if found === self { return true }
        current = found.parent
      }
      return false
    }

    func add(_ child: Node) {
      children.append(child)
      child.parent = self
    }

    func detach() {
      parent?.children.removeAll { $0 === self }
      parent = nil
    }
  }

  /// The leaves in TalkBack's order: the tree's order, then each element with
  /// `traversalBefore:` or `traversalAfter:` moved as TalkBack's OrderedTraversalController
  /// moves it (in file order; a move that would put a subtree under itself does nothing).
  private static func byTraversal(_ screen: Screen, merging: Bool) -> [String] {
    let root = Node(path: "", isElement: false)
    var nodes: [String: Node] = [:]
    var inFileOrder: [Node] = []
    func build(_ elements: [ScreenElement], under parent: Node, path: String) {
      for (index, element) in elements.enumerated() {
        let id = path + "\(index + 1)"
        var isContainer = false
        if case .container(let container) = element, !(merging && container.merges) {
          isContainer = true
        }
        let node = Node(path: id, isElement: !isContainer)
        parent.add(node)
        nodes[id] = node
        inFileOrder.append(node)
        if case .container(let container) = element, isContainer {
          build(container.elements, under: node, path: id + ".")
        }
      }
    }
    build(screen.elements, under: root, path: "")
    var pathsByID: [String: String] = [:]
    for (path, layout) in screen.layouts {
      if let id = layout.id { pathsByID[id] = path }
    }
    /// The node standing for the element `id` names: itself, or the merged group holding it.
    func node(named id: String?) -> Node? {
      guard var path = id.flatMap({ pathsByID[$0] }) else { return nil }
      while nodes[path] == nil, let dot = path.lastIndex(of: ".") {
        path = String(path[..<dot])
      }
      return nodes[path]
    }
    /// The node to move with `moving`: a parent that goes before it moves along.
    func rootToMove(_ moving: Node) -> Node {
      guard let parent = moving.parent, !parent.path.isEmpty,
        node(named: screen.layouts[parent.path]?.traversalBefore) === moving
      else { return moving }
      return rootToMove(parent)
    }
    for moving in inFileOrder {
      guard let layout = screen.layouts[moving.path] else { continue }
      if let target = node(named: layout.traversalBefore) {
        guard !moving.hasDescendant(target) else { continue }
        let top = rootToMove(moving)
        // TalkBack's checks, and one more: an id inside a merged group names the group, so
        // `top` may hold the target, which would put the target under itself.
        guard let parent = target.parent, !top.hasDescendant(parent), !top.hasDescendant(target)
        else { continue }
        top.detach()
        if let place = parent.children.firstIndex(where: { $0 === target }) {
          parent.children[place] = top
          top.parent = parent
        }
        moving.add(target)
      } else if let target = node(named: layout.traversalAfter) {
        guard !moving.hasDescendant(target) else { continue }
        let top = rootToMove(moving)
        guard !top.hasDescendant(target) else { continue }
        top.detach()
        target.add(top)
      }
    }
    var order: [String] = []
    func walk(_ node: Node) {
      if node.isElement { order.append(node.path) }
      node.children.forEach(walk)
    }
    walk(root)
    return order
  }
}
