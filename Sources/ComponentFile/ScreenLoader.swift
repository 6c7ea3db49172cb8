import Accessibility
import ComponentModel
import Core
import Foundation
import Screens
import Suggestions
import TextFiles
import Yams

/// Reads a screen file (Documentation/Screens.md) into a ``Screen``:
///
/// ```yaml
/// screen: Checkout
/// elements:
///   - heading: Checkout
///     level: 1
///   - text: Review your order.
///   - component: ../components/quantity.yml
///     set: { label: Quantity }
///   - image: { decorative: true }
/// ```
///
/// A file without a `screen:` key is a component file, read as a screen of one.
package enum ScreenLoader {
  /// The kinds of element a screen takes, as their keys.
  package static let kinds = ["component", "text", "heading", "image"] + containerKinds
  /// The containers, as their keys; `tabList` is another name for `tabBar`.
  static let containerKinds = ["group", "list", "tabBar", "toolbar", "pane", "dialog"]
  /// Each container key's role, with `tabList`.
  static let containerRoles: [String: ContainerRole] = [
    "group": .group, "list": .list, "tabBar": .tabBar, "tabList": .tabBar,
    "toolbar": .toolbar, "pane": .landmark, "dialog": .dialog,
  ]
  /// The keys a container's mapping takes besides `elements:`.
  static let containerKeys: [String: [String]] = [
    "group": ["name", "merge"], "list": ["name", "itemCount"], "tabBar": ["name"],
    "tabList": ["name"], "toolbar": ["name"], "pane": ["name"], "dialog": ["title", "window"],
  ]
  /// The largest item count a list may declare.
  static let itemCountLimit = 1_000_000
  /// The keys of a screen file's top level.
  static let topLevelKeys = ["screen", "app", "elements"]
  /// The keys any element takes beside its kind, for its place and order
  /// (``ElementLayout``).
  package static let layoutKeys = [
    "id", "frame", "traversalBefore", "traversalAfter", "tabIndex", "presents", "reveals",
  ]

  /// Loads the screen or component file at `path`; component paths in it are relative to
  /// its folder.
  package static func load(path: String, schema: ComponentSchema) throws(ScreenFileError)
    -> Screen
  {
    let text: String
    do {
      text = try TextFile.read(path)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    return try parse(text, source: path, folder: folder, schema: schema)
  }

  /// Whether `text` is a screen file: a YAML mapping with a `screen:` key.
  package static func isScreen(_ text: String) -> Bool {
    guard case .mapping(let mapping)? = try? ComponentLoader.composeNode(text) else {
      return false
    }
    return mapping.keys.contains { $0.scalar?.string == "screen" }
  }

  /// Parses screen (or component) YAML `text`, named `source` in errors, with component
  /// paths relative to `folder`.
  /// `readsFiles: false` refuses component paths without reading them (the fuzz harness: an
  /// input must not read the disk).
  package static func parse(
    _ text: String, source: String, folder: URL, schema: ComponentSchema, readsFiles: Bool = true
  ) throws(ScreenFileError) -> Screen {
    guard isScreen(text) else {
      do {
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return Screen(
          component: try ComponentLoader.parse(
            text, source: source, fallbackName: name, schema: schema))
      } catch {
        throw .file(error)
      }
    }
    let root: ConfigNode
    do {
      guard let node = try ComponentLoader.composeNode(text) else {
        throw ScreenFileError.noElements(at: SourceLocation(source: source, line: 1, column: 1))
      }
      root = try ConfigNode.from(node, source: source)
    } catch let error as ScreenFileError {
      throw error
    } catch let error as ComponentFileError {
      throw .file(error)
    } catch let error as YamlError {
      throw .file(ComponentFileError(yamlError: error, source: source, componentWords: []))
    } catch {
      throw .file(.unparsable(source: source, detail: nil))
    }
    guard case .mapping(let pairs, let location) = root else {
      throw .noElements(at: root.location)
    }
    var name: String?
    var appName: String?
    var elements: [ScreenElement]?
    var reader = ElementReader(folder: readsFiles ? folder : nil, schema: schema)
    for (key, keyLocation, value) in pairs {
      switch key {
      case "screen": name = try Self.text(value, key: "screen")
      case "app": appName = try Self.text(value, key: "app")
      case "elements":
        elements = try reader.elements(value, depth: 0, path: "")
      default:
        throw unknownKey(key, place: "a screen", known: topLevelKeys, at: keyLocation)
      }
    }
    guard let elements, !elements.isEmpty else { throw .noElements(at: location) }
    var screen = Screen(name: name ?? "screen", elements: elements, layouts: reader.layouts)
    screen.appName = appName
    guard !screen.components.isEmpty else { throw .noComponent(at: location) }
    try reader.checkOrder()
    try reader.checkPresents(in: screen)
    try reader.checkReveals(in: screen)
    return screen
  }

  /// Reads elements, counting them all (those in containers too) against
  /// ``Screen/elementLimit``.
  private struct ElementReader {
    let folder: URL?
    let schema: ComponentSchema
    /// The elements read so far, containers and what they hold counted.
    var count = 0
    /// Each element's layout keys, by its path (`2.1`).
    var layouts: [String: ElementLayout] = [:]
    /// Where each id is given.
    var ids: [String: SourceLocation] = [:]
    /// Each `traversalBefore:` and `traversalAfter:`, in file order, with its element's path.
    var references: [(path: String, key: String, id: String, at: SourceLocation)] = []

    mutating func elements(_ node: ConfigNode, depth: Int, path: String)
      throws(ScreenFileError) -> [ScreenElement]
    {
      guard case .sequence(let items, _) = node else {
        throw .wrongValue(
          key: "elements", expected: "a list of elements", found: node.kindDescription,
          at: node.location)
      }
      var elements: [ScreenElement] = []
      for (index, item) in items.enumerated() {
        count += 1
        if count > Screen.elementLimit {
          throw .tooManyElements(limit: Screen.elementLimit, at: item.location)
        }
        elements.append(
          try element(item, number: count, depth: depth, path: path + "\(index + 1)"))
      }
      return elements
    }

    mutating func element(_ node: ConfigNode, number: Int, depth: Int, path: String)
      throws(ScreenFileError) -> ScreenElement
    {
      var node = node
      if case .mapping(let pairs, let location) = node,
        pairs.contains(where: { ScreenLoader.layoutKeys.contains($0.key) })
      {
        try layout(pairs.filter { ScreenLoader.layoutKeys.contains($0.key) }, path: path)
        node = .mapping(pairs.filter { !ScreenLoader.layoutKeys.contains($0.key) }, location)
      }
      return try ScreenLoader.element(
        node, number: number, folder: folder, schema: schema
      ) { (kind, value, location) throws(ScreenFileError) in
        try container(kind, value, at: location, depth: depth + 1, path: path)
      }
    }

    /// Reads an element's `id:`, `frame:`, `traversalBefore:`, `traversalAfter:`, `tabIndex:`,
    /// `presents:` and `reveals:`.
    mutating func layout(
      _ pairs: [(key: String, keyLocation: SourceLocation, value: ConfigNode)], path: String
    ) throws(ScreenFileError) {
      var layout = ElementLayout()
      for (key, keyLocation, value) in pairs {
        switch key {
        case "id":
          let id = try ScreenLoader.text(value, key: "id")
          if let first = ids[id] {
            throw .duplicateID(id, first: first, at: value.location)
          }
          ids[id] = value.location
          layout.id = id
        case "frame": layout.frame = try ScreenLoader.frame(value)
        case "tabIndex":
          guard case .scalar(let text, false, _) = value, let number = Int32(text) else {
            throw .wrongValue(
              key: "tabIndex", expected: "a whole number (WinUI's TabIndex is a 32-bit integer)",
              found: value.kindDescription, at: value.location)
          }
          layout.tabIndex = Int(number)
        case "presents":
          let id = try ScreenLoader.text(value, key: key)
          layout.presents = id
          references.append((path, key, id, value.location))
        case "reveals":
          let id = try ScreenLoader.text(value, key: key)
          layout.reveals = id
          references.append((path, key, id, value.location))
        default:
          let id = try ScreenLoader.text(value, key: key)
          if key == "traversalBefore" { layout.traversalBefore = id }
          if key == "traversalAfter" { layout.traversalAfter = id }
          if layout.traversalBefore != nil, layout.traversalAfter != nil {
            throw .wrongValue(
              key: key,
              expected: "one of traversalBefore: and traversalAfter: on an element (TalkBack "
                + "follows only traversalBefore: when both are set)",
              found: "both", at: keyLocation)
          }
          references.append((path, key, id, value.location))
        }
      }
      layouts[path] = layout
    }

    /// Checks that each `presents:` names a component whose control presents modally
    /// (``ControlDefinition/presentsModally``): a button cannot present another button.
    func checkPresents(in screen: Screen) throws(ScreenFileError) {
      let presents = references.filter { $0.key == "presents" }
      guard !presents.isEmpty else { return }
      var elements: [String: ScreenElement] = [:]
      for placed in screen.placedElements(merging: false) { elements[placed.path] = placed.element }
      // Each dialog that presents another, by id: a chain of them must end.
      var next: [String: String] = [:]
      for reference in presents {
        if let own = layouts[reference.path]?.id { next[own] = reference.id }
      }
      for reference in presents {
        guard let path = layouts.first(where: { $0.value.id == reference.id })?.key else {
          continue
        }
        if path == reference.path {
          throw .wrongValue(
            key: "presents", expected: "the id of another element (a dialog cannot open itself)",
            found: "'\(reference.id)', the element itself", at: reference.at)
        }
        if let start = layouts[reference.path]?.id {
          var chain = [start]
          var current = reference.id
          while let following = next[current], !chain.contains(current) {
            chain.append(current)
            current = following
          }
          if chain.contains(current) {
            throw .wrongValue(
              key: "presents",
              expected: "dialogs that open one another to end (the one on top is dismissed first)",
              found: "a circle: " + (chain + [current]).joined(separator: " → "),
              at: reference.at)
          }
        }
        try checkOpener(of: reference, in: elements)
        let element = elements[path]
        if case .component(let component)? = element,
          let kind = component.platforms.values.first?.variant.control,
          schema.catalog.definition(of: kind)?.presentsModally == true
        {
          continue
        }
        let found: String
        if case .component(let component)? = element,
          let kind = component.platforms.values.first?.variant.control
        {
          found = "'\(reference.id)', a \(kind.rawValue) component"
        } else {
          found = "'\(reference.id)', \(element?.kindName ?? "a container")"
        }
        throw .wrongValue(
          key: "presents", expected: "the id of a component that presents modally (a dialog)",
          found: found, at: reference.at)
      }
    }

    /// Checks that a modal component with `presents:` (a sheet that opens an alert over
    /// itself) has a button that keeps it open on every platform: otherwise the button that
    /// would open the other dialog dismisses its own first.
    private func checkOpener(
      of reference: (path: String, key: String, id: String, at: SourceLocation),
      in elements: [String: ScreenElement]
    ) throws(ScreenFileError) {
      guard case .component(let component)? = elements[reference.path],
        let kind = component.platforms.values.first?.variant.control,
        schema.catalog.definition(of: kind)?.presentsModally == true
      else { return }
      let closing = component.platforms.sorted { $0.key.rawValue < $1.key.rawValue }.first {
        ($0.value.configuration as? any ModalConfiguration)?.opensAnotherOverItself != true
      }
      guard let closing else { return }
      throw .wrongValue(
        key: "presents",
        expected: "a \(kind.rawValue) whose confirming button keeps it open "
          + "(confirmDismisses: false) to open another over it",
        found: "one whose every button dismisses it on \(closing.key.displayName)",
        at: reference.at)
    }

    /// Checks that each `reveals:` is on a component whose control reveals content
    /// (``ControlDefinition/revealsContent``: a disclosure) and names an element that is
    /// neither that component nor one holding it.
    func checkReveals(in screen: Screen) throws(ScreenFileError) {
      let reveals = references.filter { $0.key == "reveals" }
      guard !reveals.isEmpty else { return }
      var elements: [String: ScreenElement] = [:]
      for placed in screen.placedElements(merging: false) { elements[placed.path] = placed.element }
      for reference in reveals {
        let kind: ControlKind?
        if case .component(let component)? = elements[reference.path] {
          kind = component.platforms.values.first?.variant.control
        } else {
          kind = nil
        }
        guard let kind, schema.catalog.definition(of: kind)?.revealsContent == true else {
          throw .wrongValue(
            key: "reveals",
            expected: "to be on a component that shows and hides content (a disclosure)",
            found: kind.map { "a \($0.rawValue) component" }
              ?? elements[reference.path]?.kindName ?? "an element",
            at: reference.at)
        }
        guard let target = layouts.first(where: { $0.value.id == reference.id })?.key else {
          continue
        }
        if target == reference.path || reference.path.hasPrefix(target + ".") {
          throw .wrongValue(
            key: "reveals",
            expected: "the id of another element (the content the disclosure shows and hides)",
            found: target == reference.path
              ? "'\(reference.id)', the disclosure itself"
              : "'\(reference.id)', which holds the disclosure",
            at: reference.at)
        }
      }
    }

    /// Checks that `traversalBefore:` and `traversalAfter:` name ids of the screen, and that
    /// they do not go round in a circle (an element before itself).
    func checkOrder() throws(ScreenFileError) {
      let known = ids.keys.sorted()
      for reference in references where ids[reference.id] == nil {
        throw .unknownID(
          key: reference.key, id: reference.id, known: known,
          suggestion: Suggestions.closest(to: reference.id, among: known, limit: 1).first,
          at: reference.at)
      }
      // Each reference says one element comes before another; a cycle of those is an error.
      var next: [String: [(id: String, at: SourceLocation)]] = [:]
      let references = references.filter { $0.key != "presents" && $0.key != "reveals" }
      for reference in references {
        guard let own = layouts[reference.path]?.id else { continue }
        if reference.key == "traversalBefore" {
          next[own, default: []].append((reference.id, reference.at))
        } else {
          next[reference.id, default: []].append((own, reference.at))
        }
      }
      var done: Set<String> = []
      for reference in references {
        guard let start = layouts[reference.path]?.id, !done.contains(start) else { continue }
        // Depth-first from `start`, keeping the path to report the circle.
        var stack: [(id: String, at: SourceLocation, next: Int)] = [(start, reference.at, 0)]
        var onPath: Set<String> = [start]
        while let top = stack.last {
          let edges = next[top.id] ?? []
          guard top.next < edges.count else {
            stack.removeLast()
            onPath.remove(top.id)
            done.insert(top.id)
            continue
          }
          stack[stack.count - 1].next += 1
          let edge = edges[top.next]
          if onPath.contains(edge.id) {
            let from = stack.firstIndex { $0.id == edge.id } ?? 0
            let chain = stack[from...].map(\.id) + [edge.id]
            let place = stack.count > from + 1 ? stack[from + 1].at : edge.at
            throw .traversalCycle(chain: chain, at: place)
          }
          guard !done.contains(edge.id) else { continue }
          onPath.insert(edge.id)
          stack.append((edge.id, edge.at, 0))
        }
      }
    }

    /// A container: `KIND: { name: …, elements: [ … ] }`.
    mutating func container(
      _ kind: String, _ node: ConfigNode, at keyLocation: SourceLocation, depth: Int,
      path: String
    ) throws(ScreenFileError) -> ScreenElement {
      guard let role = containerRoles[kind], let known = containerKeys[kind] else {
        throw .unknownElement(found: [kind], at: keyLocation)
      }
      guard case .mapping(let pairs, _) = node else {
        throw .wrongValue(
          key: kind, expected: "a mapping with elements: and its settings",
          found: node.kindDescription == "''" ? "nothing" : node.kindDescription,
          at: node.location)
      }
      if depth > Screen.containerDepthLimit {
        throw .tooDeep(limit: Screen.containerDepthLimit, at: keyLocation)
      }
      var container = ScreenContainer(role: role, elements: [])
      var elementsNode: ConfigNode?
      for (key, location, value) in pairs {
        switch key {
        case "elements": elementsNode = value
        case "name" where known.contains("name"), "title" where known.contains("title"):
          container.name = try ScreenLoader.text(value, key: key)
        case "merge" where known.contains("merge"):
          guard case .scalar(let text, false, _) = value, ["true", "false"].contains(text) else {
            throw .wrongValue(
              key: "merge", expected: "true or false", found: value.kindDescription,
              at: value.location)
          }
          container.merges = text == "true"
        case "window" where known.contains("window"):
          guard case .scalar(let text, false, _) = value, ["true", "false"].contains(text) else {
            throw .wrongValue(
              key: "window",
              expected: "true or false (true: a window of its own, shown from the start)",
              found: value.kindDescription, at: value.location)
          }
          container.isWindow = text == "true"
        case "itemCount" where known.contains("itemCount"):
          guard case .scalar(let text, false, _) = value, let count = Int(text),
            (1...ScreenLoader.itemCountLimit).contains(count)
          else {
            throw .wrongValue(
              key: "itemCount",
              expected: "a whole number from 1 to \(ScreenLoader.itemCountLimit)",
              found: value.kindDescription, at: value.location)
          }
          container.itemCount = count
        default:
          throw ScreenLoader.unknownKey(
            key, place: "a \(kind)", known: ["elements"] + known, at: location)
        }
      }
      if let required = ["pane": "name", "dialog": "title"][kind], container.name == nil {
        throw .wrongValue(
          key: required, expected: "text: a \(kind) is named by its '\(required):'",
          found: "nothing", at: keyLocation)
      }
      if let elementsNode {
        container.elements = try elements(elementsNode, depth: depth, path: path + ".")
      }
      guard !container.elements.isEmpty else {
        throw .emptyContainer(kind: kind, at: keyLocation)
      }
      if let count = container.itemCount, count < container.elements.count {
        throw .wrongValue(
          key: "itemCount",
          expected: "at least the list's \(container.elements.count) elements",
          found: String(count), at: keyLocation)
      }
      if container.merges {
        // One component at most: the merged element carries its role, state and actions.
        var components = 0
        for inner in container.elements {
          switch inner {
          case .text, .heading, .image: continue
          case .component where components == 0:
            components += 1
            continue
          case .component, .container: break
          }
          throw .wrongValue(
            key: "merge",
            expected: "a group of text, headings, images and at most one component (a merged "
              + "group is one element, carrying one control's role, state and actions; a "
              + "container in one is not supported)",
            found: inner.kindName == "a component" ? "a second component" : inner.kindName,
            at: keyLocation)
        }
      }
      return .container(container)
    }
  }

  private static func element(
    _ node: ConfigNode, number: Int, folder: URL?, schema: ComponentSchema,
    container: (String, ConfigNode, SourceLocation) throws(ScreenFileError) -> ScreenElement
  ) throws(ScreenFileError) -> ScreenElement {
    guard case .mapping(let pairs, let location) = node else {
      throw .wrongValue(
        key: "elements", expected: "each element as a mapping (text: …, component: …)",
        found: node.kindDescription, at: node.location)
    }
    let named = pairs.filter { kinds.contains($0.key) || containerRoles[$0.key] != nil }
    guard let kind = named.first else {
      throw .unknownElement(found: pairs.map(\.key), at: location)
    }
    if named.count > 1 { throw .twoKinds(kind.key, named[1].key, at: named[1].keyLocation) }
    let others = pairs.filter { $0.key != kind.key }
    func check(_ known: [String]) throws(ScreenFileError) {
      if let extra = others.first(where: { !known.contains($0.key) }) {
        throw unknownKey(
          extra.key, place: "a \(kind.key) element", known: [kind.key] + known + layoutKeys,
          at: extra.keyLocation)
      }
    }
    func value(_ key: String) -> ConfigNode? { others.first { $0.key == key }?.value }
    if containerRoles[kind.key] != nil {
      try check([])
      return try container(kind.key, kind.value, kind.keyLocation)
    }
    switch kind.key {
    case "text":
      try check([])
      return .text(try text(kind.value, key: "text"))
    case "heading":
      try check(["level"])
      var level: Int?
      if let node = value("level") {
        guard case .scalar(let text, false, _) = node, let number = Int(text),
          (1...9).contains(number)
        else {
          throw .wrongValue(
            key: "level", expected: "a whole number from 1 to 9", found: node.kindDescription,
            at: node.location)
        }
        level = number
      }
      return .heading(try text(kind.value, key: "heading"), level: level)
    case "image":
      // `image: { label: … }` or `image:` with `label:` / `decorative:` beside it.
      var settings = others
      if case .mapping(let inner, _) = kind.value {
        try check([])
        settings = inner
      } else if case .scalar(let text, _, _) = kind.value, !text.isEmpty {
        throw .wrongValue(
          key: "image", expected: "a mapping with label: or decorative: true",
          found: kind.value.kindDescription, at: kind.value.location)
      }
      var label: String?
      var decorative = false
      for (key, keyLocation, node) in settings {
        switch key {
        case "label": label = try text(node, key: "label")
        case "decorative":
          guard case .scalar(let text, false, _) = node, ["true", "false"].contains(text) else {
            throw .wrongValue(
              key: "decorative", expected: "true or false", found: node.kindDescription,
              at: node.location)
          }
          decorative = text == "true"
        default:
          throw unknownKey(
            key, place: "an image", known: ["label", "decorative"], at: keyLocation)
        }
      }
      guard decorative != (label != nil) else {
        throw .wrongValue(
          key: "image", expected: "either label: TEXT or decorative: true",
          found: label == nil ? "neither" : "both", at: kind.keyLocation)
      }
      return .image(label: label)
    default:
      try check(["set"])
      return .component(
        try component(
          kind.value, set: value("set"), number: number, folder: folder, schema: schema))
    }
  }

  private static func component(
    _ node: ConfigNode, set: ConfigNode?, number: Int, folder: URL?, schema: ComponentSchema
  ) throws(ScreenFileError) -> Component {
    var overrides: [ComponentOverride] = []
    if let set {
      guard case .mapping(let pairs, _) = set else {
        throw .wrongValue(
          key: "set", expected: "a mapping of settings (KEY: VALUE, as --set takes them)",
          found: set.kindDescription, at: set.location)
      }
      for (key, _, value) in pairs {
        guard case .scalar(let text, let quoted, _) = value else {
          throw .wrongValue(
            key: "set", expected: "one value for '\(key)'", found: value.kindDescription,
            at: value.location)
        }
        overrides.append(ComponentOverride(key, quoted ? .text(text) : .typed(text)))
      }
    }
    switch node {
    case .scalar(let path, _, let location):
      guard !path.isEmpty else {
        throw .wrongValue(
          key: "component", expected: "a component file's path or a component mapping",
          found: "nothing", at: location)
      }
      // Without a folder, files are not read (the fuzz harness).
      guard let folder else {
        throw .component(
          .unreadable(path: path, reason: "files are not read here", at: nil), name: path,
          at: location)
      }
      let resolved = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
      let text: String
      do {
        text = try TextFile.read(resolved)
      } catch {
        throw .component(
          .unreadable(path: path, reason: error.reason, at: nil), name: path, at: location)
      }
      if isScreen(text) { throw .screenInScreen(path: path, at: location) }
      do {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return try ComponentLoader.parse(
          text, source: resolved, overrides: overrides, fallbackName: name, schema: schema)
      } catch {
        throw .component(error, name: path, at: location)
      }
    case .mapping(_, let location):
      do {
        return try ComponentLoader.build(
          node, overrides: overrides, fallbackName: "component \(number)", schema: schema)
      } catch {
        throw .component(error, name: "component \(number)", at: location)
      }
    case .sequence(_, let location):
      throw .wrongValue(
        key: "component", expected: "a component file's path or a component mapping",
        found: "a list", at: location)
    }
  }

  /// An element's `frame: { x:, y:, width:, height: }`, in points.
  static func frame(_ node: ConfigNode) throws(ScreenFileError) -> ElementFrame {
    let keys = ["x", "y", "width", "height"]
    guard case .mapping(let pairs, _) = node else {
      throw .wrongValue(
        key: "frame", expected: "a mapping { x:, y:, width:, height: } in points",
        found: node.kindDescription == "''" ? "nothing" : node.kindDescription,
        at: node.location)
    }
    var values: [String: Double] = [:]
    for (key, keyLocation, value) in pairs {
      guard keys.contains(key) else {
        throw unknownKey(key, place: "a frame", known: keys, at: keyLocation)
      }
      guard case .scalar(let text, false, _) = value, let number = Double(text), number.isFinite
      else {
        throw .wrongValue(
          key: key, expected: "a number of points", found: value.kindDescription,
          at: value.location)
      }
      if ["width", "height"].contains(key), number < 0 {
        throw .wrongValue(
          key: key, expected: "a size of 0 or more points", found: text, at: value.location)
      }
      values[key] = number
    }
    guard let x = values["x"], let y = values["y"], let width = values["width"],
      let height = values["height"]
    else {
      let missing = keys.filter { values[$0] == nil }.map { "\($0):" }
      throw .wrongValue(
        key: "frame", expected: "all of x:, y:, width: and height:",
        found: "no " + missing.joined(separator: ", "), at: node.location)
    }
    return ElementFrame(x: x, y: y, width: width, height: height)
  }

  static func text(_ node: ConfigNode, key: String) throws(ScreenFileError) -> String {
    guard case .scalar(let text, _, _) = node, !text.isEmpty else {
      throw .wrongValue(
        key: key, expected: "text",
        found: node.kindDescription == "''" ? "nothing" : node.kindDescription,
        at: node.location)
    }
    return text
  }

  static func unknownKey(
    _ key: String, place: String, known: [String], at location: SourceLocation
  ) -> ScreenFileError {
    .unknownKey(
      key: key, place: place, known: known,
      suggestion: Suggestions.closest(to: key, among: known, limit: 1).first, at: location)
  }
}
