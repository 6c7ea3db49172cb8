/// What `check` needs of a screen file: each component element as the file writes it, so each
/// component file's criteria can run (a criterion runs a component file, named in a step).
extension ScreenLoader {
  /// One component element of a screen file.
  package struct ComponentEntry: Equatable, Sendable {
    /// The component file's path as written (relative to the screen file's folder), or `nil`
    /// when the component is written inline.
    package var path: String?
    /// Whether the element changes the component with `set:`.
    package var hasSettings: Bool
    /// Where the element's `component:` value is.
    package var location: SourceLocation
  }

  /// The component elements of screen file `text` (named `source`), in order: the top level's
  /// `elements:` and, depth first, those of every container in them (a list's, a group's).
  /// Call after ``parse(_:source:folder:schema:readsFiles:)`` accepted the file; what it
  /// refuses is skipped here.
  package static func componentEntries(_ text: String, source: String) -> [ComponentEntry] {
    guard let node = try? ComponentLoader.composeNode(text),
      let root = try? ConfigNode.from(node, source: source),
      case .mapping(let pairs, _) = root,
      case .sequence(let items, _)? = pairs.first(where: { $0.key == "elements" })?.value
    else { return [] }
    var entries: [ComponentEntry] = []
    collect(items, into: &entries)
    return entries
  }

  /// Adds the component elements of `items`, and of the containers among them, to `entries`.
  private static func collect(_ items: [ConfigNode], into entries: inout [ComponentEntry]) {
    for item in items {
      guard case .mapping(let keys, _) = item else { continue }
      if let component = keys.first(where: { $0.key == "component" })?.value {
        var path: String?
        if case .scalar(let text, _, _) = component { path = text }
        entries.append(
          ComponentEntry(
            path: path, hasSettings: keys.contains { $0.key == "set" },
            location: component.location))
        continue
      }
      for (key, value) in keys.map({ ($0.key, $0.value) })
      where containerRoles[key] != nil {
        guard case .mapping(let inside, _) = value,
          case .sequence(let children, _)? = inside.first(where: { $0.key == "elements" })?.value
        else { continue }
        collect(children, into: &entries)
      }
    }
  }
}
