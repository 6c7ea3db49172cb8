import Gherkin

/// Something in a feature file that parses but probably does not do what its author meant.
package struct LoadWarning: Sendable, Equatable, CustomStringConvertible {
  /// The file.
  package var uri: String
  /// The 1-based line.
  package var line: Int
  /// What looks wrong and what to do.
  package var message: String

  /// Creates a warning.
  package init(uri: String, line: Int, message: String) {
    self.uri = uri
    self.line = line
    self.message = message
  }

  /// `uri:line: warning: message`.
  package var description: String { "\(uri):\(line): warning: \(message)" }
}

/// Finds, in a parsed document, what would make a gate pass without checking anything: a
/// scenario without steps, an outline without example rows, and description lines that look
/// like steps (`GIVEN …`, `- When …`), which Gherkin reads as prose and never runs. Works on
/// the AST, so the parser stays conformant and knows nothing of this.
enum FeatureLint {
  /// The bullets that may start a description line before a step-like text.
  static let bullets: [Character] = ["-", "*", "•", "+"]

  /// The warnings for `document`, read from `source`, in line order.
  static func warnings(_ document: GherkinDocument, source: String, uri: String) -> [LoadWarning] {
    guard let feature = document.feature else { return [] }
    let dialect = GherkinDialect.named(feature.language) ?? .english
    let keywords = Set(
      (dialect.given + dialect.when + dialect.then + dialect.and + dialect.but)
        .filter { $0.trimmingCharacters(in: .whitespaces) != "*" }
    )
    .sorted { $0.count > $1.count }
    // Where each of the source's lines starts, worked out only when a description needs its
    // line numbers; the lines themselves are compared in place, never copied.
    var lineStarts: [String.Index]?
    var warnings: [LoadWarning] = []

    func sourceLine(_ index: Int, of starts: [String.Index]) -> Substring {
      let end = index + 1 < starts.count ? source.index(before: starts[index + 1]) : source.endIndex
      var line = source[starts[index]..<end]
      // A CRLF line ends at its LF; its CR goes with it.
      if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
      return line
    }

    func checkDescription(_ description: String, after line: Int) {
      guard !description.isEmpty else { return }
      let starts =
        lineStarts
        ?? [source.startIndex]
        + source.utf8.indices.filter { source.utf8[$0] == UInt8(ascii: "\n") }.map {
          source.utf8.index(after: $0)
        }
      lineStarts = starts
      var cursor = line  // the 0-based index of the line after the keyword line
      for text in description.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = text.trimmingBlanks
        guard !trimmed.isEmpty,
          let found = (min(cursor, starts.count)..<starts.count).first(where: {
            sourceLine($0, of: starts).trimmingBlanks == trimmed
          })
        else { continue }
        cursor = found + 1
        var candidate = Substring(trimmed)
        if let first = candidate.first, bullets.contains(first) {
          candidate = candidate.dropFirst().drop { $0 == " " || $0 == "\t" }
        }
        let lowered = candidate.lowercased()
        guard
          let keyword = keywords.first(where: {
            lowered.hasPrefix($0.lowercased()) && lowered.count > $0.count
          })
        else { continue }
        warnings.append(
          LoadWarning(
            uri: uri, line: found + 1,
            message:
              "'\(trimmed)' looks like a step but is description text, so it never runs; "
              + "write it as a step, starting the line with '"
              + keyword.trimmingCharacters(in: .whitespaces) + "'"))
      }
    }

    func checkScenario(_ scenario: Scenario) {
      checkDescription(scenario.description, after: scenario.location.line)
      for examples in scenario.examples {
        checkDescription(examples.description, after: examples.location.line)
      }
      if scenario.steps.isEmpty {
        warnings.append(
          LoadWarning(
            uri: uri, line: scenario.location.line,
            message:
              "\(scenario.keyword) '\(scenario.name)' has no steps, so it checks nothing; "
              + "it is reported as undefined and fails the run with --strict"))
      } else if !scenario.examples.isEmpty
        && scenario.examples.allSatisfy({ $0.tableBody.isEmpty })
      {
        warnings.append(
          LoadWarning(
            uri: uri, line: scenario.location.line,
            message:
              "\(scenario.keyword) '\(scenario.name)' has no example rows, so it never runs"))
      }
    }

    checkDescription(feature.description, after: feature.location.line)
    for child in feature.children {
      switch child {
      case .background(let background):
        checkDescription(background.description, after: background.location.line)
      case .scenario(let scenario): checkScenario(scenario)
      case .rule(let rule):
        checkDescription(rule.description, after: rule.location.line)
        for inner in rule.children {
          switch inner {
          case .background(let background):
            checkDescription(background.description, after: background.location.line)
          case .scenario(let scenario): checkScenario(scenario)
          }
        }
      }
    }
    return warnings.sorted { $0.line < $1.line }
  }
}

extension Substring {
  /// Without the spaces and tabs at either end (Foundation's `.whitespaces`: tab and the
  /// Unicode space separators), without Foundation's cost: every line of a file goes through it.
  fileprivate var trimmingBlanks: Substring {
    func isBlank(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy {
        $0 == " " || $0 == "\t"
          || ($0.value > 0x7F && $0.properties.generalCategory == .spaceSeparator)
      }
    }
    guard let first = firstIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
    let last = lastIndex(where: { !isBlank($0) }) ?? first
    return self[first...last]
  }
}
