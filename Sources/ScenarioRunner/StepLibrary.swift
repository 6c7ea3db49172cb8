import Suggestions

/// The step vocabulary: every step a scenario may use, with an example each.
public enum StepLibrary {
  /// Every step definition, in the order `a11ysim steps` lists them.
  public static let all: [StepDefinition] =
    givenSteps + whenSteps + thenSteps + criteriaSteps + criteriaFocusSteps

  /// A step text matched to a definition.
  public struct Match: Sendable {
    /// The definition.
    public var definition: StepDefinition
    /// The parameter values.
    public var values: [String]
  }

  /// The definitions `text` matches (none: undefined; several: ambiguous).
  public static func matches(_ text: String) -> [Match] {
    all.compactMap { definition in
      definition.expression.match(text).map { Match(definition: definition, values: $0) }
    }
  }

  /// The examples of the steps closest to `text`, for an undefined step.
  public static func suggestions(for text: String) -> [String] {
    let examples = all.map {
      $0.example.split(separator: "\n").first.map(String.init) ?? $0.example
    }
    let bare = examples.map { example -> String in
      let words = example.split(separator: " ", maxSplits: 1)
      return words.count == 2 ? String(words[1]) : example
    }
    let scored = zip(examples, bare).map { example, candidate in
      (example, Suggestions.editDistance(text.lowercased(), candidate.lowercased()))
    }
    return scored.sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
  }
}
