import TextFiles
import Yams

/// Where a value was written: a file (or `--set`), line and column, 1-based.
package struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
  /// The file path, or `--set` for a command-line override.
  package var source: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in Unicode scalars.
  package var column: Int

  /// Creates a location.
  package init(source: String, line: Int, column: Int) {
    self.source = source
    self.line = line
    self.column = column
  }

  /// `quantity.yml:4:10`.
  package var description: String { "\(source):\(line):\(column)" }
}

/// A YAML value with the place it was written, so every error can point at it.
package indirect enum ConfigNode: Sendable {
  /// A scalar: its text, whether it was quoted, and where.
  case scalar(String, quoted: Bool, SourceLocation)
  /// A mapping of keys to values, in file order.
  case mapping([(key: String, keyLocation: SourceLocation, value: ConfigNode)], SourceLocation)
  /// A sequence.
  case sequence([ConfigNode], SourceLocation)

  package var location: SourceLocation {
    switch self {
    case .scalar(_, _, let location), .mapping(_, let location), .sequence(_, let location):
      location
    }
  }

  /// How errors describe the kind of value found.
  package var kindDescription: String {
    switch self {
    case .scalar(let text, let quoted, _):
      // At most a short excerpt: the file may be anything (`/etc/passwd`) and errors reach
      // reports that CI uploads.
      quoted
        ? "the string \"\(VisibleText.excerpt(text))\"" : "'\(VisibleText.excerpt(text))'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// The most values a component file may hold once YAML aliases are expanded. A real component
  /// has a few hundred; the limit stops a file whose aliases nest (`b: [*a, *a, …]`, a "billion
  /// laughs") from taking the machine's memory.
  static let valueLimit = 100_000

  /// Converts Yams' composed node, keeping marks as locations.
  ///
  /// Yams expands every alias into a copy of its anchor's value, sharing storage; walking that
  /// tree visits each copy, so the walk counts the values and stops at ``valueLimit``.
  static func from(_ node: Node, source: String) throws(ComponentFileError) -> ConfigNode {
    var budget = valueLimit
    return try from(node, source: source, budget: &budget)
  }

  private static func from(_ node: Node, source: String, budget: inout Int)
    throws(ComponentFileError) -> ConfigNode
  {
    func location(_ mark: Mark?) -> SourceLocation {
      SourceLocation(source: source, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }
    budget -= 1
    guard budget >= 0 else {
      throw .tooManyValues(limit: valueLimit, at: location(node.mark))
    }
    switch node {
    case .scalar(let scalar):
      return .scalar(scalar.string, quoted: scalar.style != .plain, location(scalar.mark))
    case .mapping(let mapping):
      var pairs: [(key: String, keyLocation: SourceLocation, value: ConfigNode)] = []
      // Keys seen so far, by text: a lookup per key, where searching the pairs made a mapping
      // of 100,000 keys take 30 s.
      var seen: [String: SourceLocation] = [:]
      for (key, value) in mapping {
        guard case .scalar(let keyScalar) = key else {
          throw .complexKey(at: location(key.mark))
        }
        if let earlier = seen.updateValue(location(keyScalar.mark), forKey: keyScalar.string) {
          throw .duplicateKey(
            key: keyScalar.string, earlierLine: earlier.line, at: location(keyScalar.mark))
        }
        pairs.append(
          (
            keyScalar.string, location(keyScalar.mark),
            try from(value, source: source, budget: &budget)
          ))
      }
      return .mapping(pairs, location(mapping.mark))
    case .sequence(let sequence):
      var items: [ConfigNode] = []
      for item in sequence { items.append(try from(item, source: source, budget: &budget)) }
      return .sequence(items, location(sequence.mark))
    case .alias(let alias):
      throw .aliasNotSupported(at: location(alias.mark))
    }
  }
}
