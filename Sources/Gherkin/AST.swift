/// A parsed Gherkin file.
public struct GherkinDocument: Sendable, Hashable {
  /// Where the source came from.
  public var uri: String
  /// The feature; nil for an empty or comment-only file.
  public var feature: Feature?
  /// Every comment line in the file, descriptions included.
  public var comments: [Comment]
}

/// A `#` comment line.
public struct Comment: Sendable, Hashable {
  /// Where it is (column 1).
  public var location: Location
  /// The whole line, indentation included.
  public var text: String
}

/// A `@tag`.
public struct Tag: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the `@` is.
  public var location: Location
  /// The name, with its `@`.
  public var name: String
}

/// A feature: the root of a Gherkin document.
public struct Feature: Sendable, Hashable {
  /// Where the keyword is.
  public var location: Location
  /// The tags above the feature line.
  public var tags: [Tag]
  /// The dialect code, such as `en`.
  public var language: String
  /// The keyword without its colon (nil for a Markdown file without a feature heading).
  public var keyword: String?
  /// The title.
  public var name: String
  /// The description lines, joined with newlines.
  public var description: String
  /// Background, scenarios and rules, in that order.
  public var children: [FeatureChild]
}

/// Something a feature holds.
public enum FeatureChild: Sendable, Hashable {
  /// The feature's background.
  case background(Background)
  /// A scenario or scenario outline.
  case scenario(Scenario)
  /// A rule.
  case rule(Rule)
}

/// A `Rule:` with its own background and scenarios.
public struct Rule: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The tags above the rule line.
  public var tags: [Tag]
  /// The keyword without its colon.
  public var keyword: String
  /// The title.
  public var name: String
  /// The description.
  public var description: String
  /// Background and scenarios.
  public var children: [RuleChild]
}

/// Something a rule holds.
public enum RuleChild: Sendable, Hashable {
  /// The rule's background.
  case background(Background)
  /// A scenario or scenario outline.
  case scenario(Scenario)
}

/// Steps run before each scenario.
public struct Background: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The keyword without its colon.
  public var keyword: String
  /// The title.
  public var name: String
  /// The description.
  public var description: String
  /// The steps.
  public var steps: [Step]
}

/// A scenario, or a scenario outline when it has examples.
public struct Scenario: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The tags above the scenario line.
  public var tags: [Tag]
  /// The keyword without its colon (`Scenario`, `Scenario Outline`, …).
  public var keyword: String
  /// The title (may hold `<placeholders>`).
  public var name: String
  /// The description.
  public var description: String
  /// The steps.
  public var steps: [Step]
  /// The examples blocks.
  public var examples: [Examples]
}

/// An `Examples:` block of a scenario outline.
public struct Examples: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The tags above the examples line.
  public var tags: [Tag]
  /// The keyword without its colon.
  public var keyword: String
  /// The title.
  public var name: String
  /// The description.
  public var description: String
  /// The header row (nil when there is no table).
  public var tableHeader: TableRow?
  /// The body rows: one pickle each.
  public var tableBody: [TableRow]
}

/// A step.
public struct Step: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the keyword is.
  public var location: Location
  /// The keyword with its trailing space, such as `Given `.
  public var keyword: String
  /// The keyword's type.
  public var keywordType: StepKeywordType?
  /// The text after the keyword.
  public var text: String
  /// The data table argument.
  public var dataTable: DataTable?
  /// The doc string argument.
  public var docString: DocString?
}

/// A data table under a step.
public struct DataTable: Sendable, Hashable {
  /// The first row's location.
  public var location: Location
  /// The rows.
  public var rows: [TableRow]
}

/// A table row.
public struct TableRow: Sendable, Hashable {
  /// The node id.
  public var id: String
  /// Where the row starts.
  public var location: Location
  /// The cells.
  public var cells: [TableCell]
}

/// A table cell.
public struct TableCell: Sendable, Hashable {
  /// Where the value starts.
  public var location: Location
  /// The unescaped, trimmed value.
  public var value: String
}

/// A doc string under a step.
public struct DocString: Sendable, Hashable {
  /// Where the opening delimiter is.
  public var location: Location
  /// The lines, joined with newlines.
  public var content: String
  /// The delimiter: three double quotes or three backticks.
  public var delimiter: String
  /// The media type after the opening delimiter.
  public var mediaType: String?
}

/// Makes the ids of AST nodes and pickles: decimal strings from a counter starting at "0".
public struct IdGenerator: Sendable {
  private var counter = 0

  /// A generator whose first id is `start`.
  public init(start: Int = 0) {
    counter = start
  }

  /// The next id.
  public mutating func next() -> String {
    defer { counter += 1 }
    return IdGenerator.decimal(counter)
  }

  /// `String(value)`, without the generic formatting path (ids are made by the thousand).
  private static func decimal(_ value: Int) -> String {
    guard value >= 0 else { return String(value) }
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return String(unsafeUninitializedCapacity: digits) { buffer in
      var remaining = value
      var index = digits
      repeat {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      } while remaining > 0
      return digits
    }
  }
}
