/// A parsed Gherkin file.
package struct GherkinDocument: Sendable, Hashable {
  /// Where the source came from.
  package var uri: String
  /// The feature; nil for an empty or comment-only file.
  package var feature: Feature?
  /// Every comment line in the file, descriptions included.
  package var comments: [Comment]
}

/// A `#` comment line.
package struct Comment: Sendable, Hashable {
  /// Where it is (column 1).
  package var location: Location
  /// The whole line, indentation included.
  package var text: String
}

/// A `@tag`.
package struct Tag: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the `@` is.
  package var location: Location
  /// The name, with its `@`.
  package var name: String
}

/// A feature: the root of a Gherkin document.
package struct Feature: Sendable, Hashable {
  /// Where the keyword is.
  package var location: Location
  /// The tags above the feature line.
  package var tags: [Tag]
  /// The dialect code, such as `en`.
  package var language: String
  /// The keyword without its colon (nil for a Markdown file without a feature heading).
  package var keyword: String?
  /// The title.
  package var name: String
  /// The description lines, joined with newlines.
  package var description: String
  /// Background, scenarios and rules, in that order.
  package var children: [FeatureChild]
}

/// Something a feature holds.
package enum FeatureChild: Sendable, Hashable {
  /// The feature's background.
  case background(Background)
  /// A scenario or scenario outline.
  case scenario(Scenario)
  /// A rule.
  case rule(Rule)
}

/// A `Rule:` with its own background and scenarios.
package struct Rule: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the keyword is.
  package var location: Location
  /// The tags above the rule line.
  package var tags: [Tag]
  /// The keyword without its colon.
  package var keyword: String
  /// The title.
  package var name: String
  /// The description.
  package var description: String
  /// Background and scenarios.
  package var children: [RuleChild]
}

/// Something a rule holds.
package enum RuleChild: Sendable, Hashable {
  /// The rule's background.
  case background(Background)
  /// A scenario or scenario outline.
  case scenario(Scenario)
}

/// Steps run before each scenario.
package struct Background: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the keyword is.
  package var location: Location
  /// The keyword without its colon.
  package var keyword: String
  /// The title.
  package var name: String
  /// The description.
  package var description: String
  /// The steps.
  package var steps: [Step]
}

/// A scenario, or a scenario outline when it has examples.
package struct Scenario: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the keyword is.
  package var location: Location
  /// The tags above the scenario line.
  package var tags: [Tag]
  /// The keyword without its colon (`Scenario`, `Scenario Outline`, …).
  package var keyword: String
  /// The title (may hold `<placeholders>`).
  package var name: String
  /// The description.
  package var description: String
  /// The steps.
  package var steps: [Step]
  /// The examples blocks.
  package var examples: [Examples]
}

/// An `Examples:` block of a scenario outline.
package struct Examples: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the keyword is.
  package var location: Location
  /// The tags above the examples line.
  package var tags: [Tag]
  /// The keyword without its colon.
  package var keyword: String
  /// The title.
  package var name: String
  /// The description.
  package var description: String
  /// The header row (nil when there is no table).
  package var tableHeader: TableRow?
  /// The body rows: one pickle each.
  package var tableBody: [TableRow]
}

/// A step.
package struct Step: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the keyword is.
  package var location: Location
  /// The keyword with its trailing space, such as `Given `.
  package var keyword: String
  /// The keyword's type.
  package var keywordType: StepKeywordType?
  /// The text after the keyword.
  package var text: String
  /// The data table argument.
  package var dataTable: DataTable?
  /// The doc string argument.
  package var docString: DocString?
}

/// A data table under a step.
package struct DataTable: Sendable, Hashable {
  /// The first row's location.
  package var location: Location
  /// The rows.
  package var rows: [TableRow]
}

/// A table row.
package struct TableRow: Sendable, Hashable {
  /// The node id.
  package var id: String
  /// Where the row starts.
  package var location: Location
  /// The cells.
  package var cells: [TableCell]
}

/// A table cell.
package struct TableCell: Sendable, Hashable {
  /// Where the value starts.
  package var location: Location
  /// The unescaped, trimmed value.
  package var value: String
}

/// A doc string under a step.
package struct DocString: Sendable, Hashable {
  /// Where the opening delimiter is.
  package var location: Location
  /// The lines, joined with newlines.
  package var content: String
  /// The delimiter: three double quotes or three backticks.
  package var delimiter: String
  /// The media type after the opening delimiter.
  package var mediaType: String?
}

/// Makes the ids of AST nodes and pickles: decimal strings from a counter starting at "0".
package struct IdGenerator: Sendable {
  private var counter = 0

  /// A generator whose first id is `start`.
  package init(start: Int = 0) {
    counter = start
  }

  /// The next id.
  package mutating func next() -> String {
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
