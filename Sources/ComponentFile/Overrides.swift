import Foundation
import Yams

/// Turns `--set key=value` arguments into the same tree a YAML file gives.
enum Overrides {
  /// How many dotted parts a key may have. The deepest setting has five
  /// (`platforms.ios.accessibility.announcements.valueChanged`); the rest is headroom. Without
  /// a limit a key of 60,000 parts (one command-line argument; a `:config` line has no limit)
  /// nested so deep that building the tree overflowed the stack.
  static let maximumKeyParts = 16

  /// Builds a mapping from overrides; dotted keys nest (`platforms.ios.variant`). A `--set`
  /// argument's value is read as a YAML scalar, so `2`, `true`, `.inf` and `"quoted text"`
  /// work; a built value is used as it is.
  static func tree(from overrides: [ComponentOverride]) throws(ComponentFileError) -> ConfigNode {
    var root = MutableMapping()
    for (index, override) in overrides.enumerated() {
      let source = "--set #\(index + 1)"
      let argument = override.description
      let keyText: Substring
      let valueText: String
      switch override.form {
      case .argument(let text):
        guard let equals = text.firstIndex(of: "=") else {
          throw .override(
            argument: text, problem: .missingEquals,
            at: SourceLocation(source: source, line: 1, column: text.count + 1))
        }
        keyText = text[..<equals]
        valueText = String(text[text.index(after: equals)...])
      case .setting(let key, let value):
        keyText = Substring(key)
        valueText = value.written
      }
      let parts = keyText.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count <= maximumKeyParts else {
        throw .override(
          argument: argument, problem: .tooDeep(parts: parts.count),
          at: SourceLocation(source: source, line: 1, column: 1))
      }
      let path = parts.map(String.init)
      let valueColumn = keyText.unicodeScalars.count + 2
      if let empty = path.firstIndex(where: \.isEmpty) {
        throw .override(
          argument: argument, problem: .emptyKey(dottedPart: empty != 0),
          at: SourceLocation(source: source, line: 1, column: 1))
      }
      let location = SourceLocation(source: source, line: 1, column: valueColumn)
      let scalar: (text: String, quoted: Bool)
      switch override.form {
      case .setting(_, let value) where value.isBuilt:
        scalar = value.scalar
      default:
        scalar = try readScalar(valueText, argument: argument, at: location)
      }
      try root.insert(
        path: path, value: .scalar(scalar.text, quoted: scalar.quoted, location),
        keyLocation: SourceLocation(source: source, line: 1, column: 1), argument: argument)
    }
    return root.node(location: SourceLocation(source: "--set", line: 1, column: 1))
  }

  /// What a user typed after `=`, as one YAML scalar and whether it was quoted.
  private static func readScalar(_ valueText: String, argument: String, at location: SourceLocation)
    throws(ComponentFileError) -> (text: String, quoted: Bool)
  {
    // The basic resolver: tags do not matter here (anything but one scalar is refused, and a
    // scalar's text and style are the same whatever its tag), and the default resolver's
    // regular expressions cost a cold run a millisecond or two.
    switch try? Yams.compose(yaml: valueText, .basic) {
    case .scalar(let parsed)? where parsed.style == .plain && valueText.contains("#"):
      // On a command line '#' is text, not the start of a YAML comment.
      return (valueText.trimmingCharacters(in: .whitespaces), true)
    case .scalar(let parsed)?: return (parsed.string, parsed.style != .plain)
    case nil where valueText.isEmpty: return ("", false)
    default:
      throw .override(argument: argument, problem: .notOneValue, at: location)
    }
  }
}

extension ComponentOverride.Value {
  /// Whether the value was built by code (used as it is) rather than typed by a user.
  fileprivate var isBuilt: Bool {
    if case .typed = self { return false }
    return true
  }
}

/// A mapping under construction for `--set`.
private struct MutableMapping {
  var entries: [(key: String, keyLocation: SourceLocation, value: Entry)] = []

  enum Entry {
    case leaf(ConfigNode)
    case mapping(MutableMapping)
  }

  mutating func insert(
    path: [String], value: ConfigNode, keyLocation: SourceLocation, argument: String
  ) throws(ComponentFileError) {
    let key = path[0]
    let index = entries.firstIndex { $0.key == key }
    if path.count == 1 {
      if let index {
        entries[index].value = .leaf(value)
      } else {
        entries.append((key, keyLocation, .leaf(value)))
      }
      return
    }
    var child = MutableMapping()
    if let index {
      guard case .mapping(let existing) = entries[index].value else {
        throw .override(argument: argument, problem: .nestsUnderValue(key: key), at: keyLocation)
      }
      child = existing
    }
    try child.insert(
      path: Array(path.dropFirst()), value: value, keyLocation: keyLocation, argument: argument)
    if let index {
      entries[index].value = .mapping(child)
    } else {
      entries.append((key, keyLocation, .mapping(child)))
    }
  }

  func node(location: SourceLocation) -> ConfigNode {
    .mapping(
      entries.map { entry in
        switch entry.value {
        case .leaf(let node): (entry.key, entry.keyLocation, node)
        case .mapping(let mapping): (entry.key, entry.keyLocation, mapping.node(location: location))
        }
      }, location)
  }
}
