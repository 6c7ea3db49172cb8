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
    // English without the table of every language: decoding it all is a millisecond a run.
    let dialect =
      feature.language == "en" ? .english : GherkinDialect.named(feature.language) ?? .english
    let keywords = Set(
      (dialect.given + dialect.when + dialect.then + dialect.and + dialect.but)
        .filter { trimmed($0) != "*" }
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
        let written = trimmedSlice(text)
        guard !written.isEmpty,
          let found = (min(cursor, starts.count)..<starts.count).first(where: {
            trimmedSlice(sourceLine($0, of: starts)) == written
          })
        else { continue }
        cursor = found + 1
        var candidate = Substring(written)
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
              "'\(written)' looks like a step but is description text, so it never runs; "
              + "write it as a step, starting the line with '"
              + trimmed(keyword) + "'"))
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

  /// `text` without the whitespace at its ends, as `trimmingCharacters(in: .whitespaces)`
  /// trims it, scalar by scalar, without Foundation: the first use of that goes through
  /// NSString and cost every run a fifth of a millisecond.
  static func trimmed(_ text: Substring) -> String { String(trimmedSlice(text)) }

  /// `text` without the whitespace at its ends, in place.
  static func trimmedSlice(_ text: Substring) -> Substring {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return text[text.endIndex...] }
    return Substring(scalars[first...last])
  }

  /// `text` without the whitespace at its ends, as the `Substring` one trims it.
  static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }

  /// Whether `scalar` is in `CharacterSet.whitespaces` as swift-corelibs-foundation has it:
  /// Unicode's space separators (Zs), the tab and U+200B ZERO WIDTH SPACE.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }
}
