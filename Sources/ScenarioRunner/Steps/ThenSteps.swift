import Controls
import Core
import Foundation
import ScreenReaders

/// Comparing heard speech with expected text, the way a listener does.
package enum SpeechEquivalenceCheck {
  /// Whether `heard` matches `expected` as speech.
  package static func matches(_ heard: String, _ expected: String) -> Bool {
    SpeechEquivalence.spoken.matches(heard, expected)
  }

  /// Whether `heard` contains `expected` as whole words.
  package static func contains(_ heard: String, _ expected: String) -> Bool {
    let haystack = " " + SpeechEquivalence.normalize(heard) + " "
    return haystack.contains(" " + SpeechEquivalence.normalize(expected) + " ")
  }

  /// Utterances as a readable list for failure messages.
  package static func list(_ entries: [TranscriptEntry]) -> String {
    entries.isEmpty ? "nothing" : entries.map { "\"\($0.text)\"" }.joined(separator: ", ")
  }

  /// Strips a transcript line's `READER  0.00s  ` prefix, if any.
  package static func utteranceText(ofLine line: String) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
    if parts.count == 3, parts[1].hasSuffix("s"), Double(parts[1].dropLast()) != nil {
      return String(parts[2]).trimmingCharacters(in: .whitespaces)
    }
    return trimmed
  }
}

extension StepArguments {
  /// The `index`th value as expected speech: it must have a word or number in it, since
  /// speech is compared without case, punctuation and spacing (`","` would match nothing, so
  /// `I do not hear ","` would always pass).
  func spokenText(_ index: Int, _ what: String, instead: String? = nil) throws(StepFailure)
    -> String
  {
    let value = try nonEmptyText(index, what, instead: instead)
    guard !SpeechEquivalence.normalize(value).isEmpty else {
      throw StepFailure(
        "\(what) '\(value)' has no word in it, and speech is compared without punctuation")
    }
    return value
  }
}

extension StepLibrary {
  /// Steps that check what was heard and where focus is, whatever the control.
  static let thenSteps: [StepDefinition] = [
    StepDefinition(
      .then, "I hear {string}",
      summary:
        "The last interaction's speech has this utterance (or is it, all together); case, punctuation and spacing do not matter.",
      example: "Then I hear \"Increase quantity, Button\""
    ) { context, args throws(StepFailure) in
      try context.start()
      let heard = context.lastHeard
      let expected = args.text(0)
      let joined = heard.map(\.text).joined(separator: " ")
      guard
        heard.contains(where: { SpeechEquivalenceCheck.matches($0.text, expected) })
          || (!heard.isEmpty && SpeechEquivalenceCheck.matches(joined, expected))
      else {
        throw StepFailure(
          "expected to hear \"\(expected)\", heard \(SpeechEquivalenceCheck.list(heard))",
          expected: expected, actual: heard.map(\.text).joined(separator: "\n"))
      }
    }.checking { args throws(StepFailure) in
      _ = try args.spokenText(0, "the expected speech", instead: "Then I hear nothing")
    }.alsoWritten("I should hear {string}"),
    StepDefinition(
      .then, "I hear exactly {string}",
      summary: "The last interaction's speech has this utterance, character for character.",
      example: "Then I hear exactly \"Quantity: 2. Adjustable.\""
    ) { context, args throws(StepFailure) in
      try context.start()
      let heard = context.lastHeard
      guard heard.contains(where: { $0.text == args.text(0) }) else {
        throw StepFailure(
          "expected to hear exactly \"\(args.text(0))\", heard \(SpeechEquivalenceCheck.list(heard))",
          expected: args.text(0), actual: heard.map(\.text).joined(separator: "\n"))
      }
    }.checking { args throws(StepFailure) in
      _ = try args.nonEmptyText(0, "the expected speech", instead: "Then I hear nothing")
    }.alsoWritten("I should hear exactly {string}"),
    StepDefinition(
      .then, "I hear nothing", summary: "The last interaction made the reader say nothing.",
      example: "Then I hear nothing"
    ) { context, _ throws(StepFailure) in
      // Without a reader nothing is ever heard: silence would prove nothing.
      _ = try context.reader()
      let heard = context.lastHeard
      guard heard.isEmpty else {
        throw StepFailure(
          "expected silence, heard \(SpeechEquivalenceCheck.list(heard))", expected: "",
          actual: heard.map(\.text).joined(separator: "\n"))
      }
    }.alsoWritten("I should hear nothing"),
    StepDefinition(
      .then, "I do not hear {string}",
      summary: "No utterance of the last interaction contains this text.",
      example: "Then I do not hear \"Unlabelled\""
    ) { context, args throws(StepFailure) in
      _ = try context.reader()  // Without a reader, nothing heard would prove nothing.
      if let found = context.lastHeard.first(where: {
        SpeechEquivalenceCheck.contains($0.text, args.text(0))
      }) {
        throw StepFailure("did not expect to hear \"\(args.text(0))\", heard \"\(found.text)\"")
      }
    }.checking { args throws(StepFailure) in _ = try args.spokenText(0, "the unexpected speech")
    }.alsoWritten("I should not hear {string}"),
    StepDefinition(
      .then, "the hint is {string}", summary: "The last interaction's hint.",
      example: "Then the hint is \"Double-tap to activate\""
    ) { context, args throws(StepFailure) in
      try context.start()
      let hints = context.lastHeard.filter { $0.kind == .hint }
      guard hints.contains(where: { SpeechEquivalenceCheck.matches($0.text, args.text(0)) }) else {
        throw StepFailure(
          "expected the hint \"\(args.text(0))\", heard \(SpeechEquivalenceCheck.list(hints))",
          expected: args.text(0), actual: hints.map(\.text).joined(separator: "\n"))
      }
    }.checking { args throws(StepFailure) in _ = try args.spokenText(0, "the expected hint") }
      .alsoWritten("the hint should be {string}"),
    StepDefinition(
      .then, "there is no hint",
      summary: "The last interaction's speech has no hint (hints off, a disabled element, none).",
      example: "Then there is no hint"
    ) { context, _ throws(StepFailure) in
      try context.start()
      let hints = context.lastHeard.filter { $0.kind == .hint }
      guard hints.isEmpty else {
        throw StepFailure(
          "expected no hint, heard \(SpeechEquivalenceCheck.list(hints))", expected: "",
          actual: hints.map(\.text).joined(separator: "\n"))
      }
    }.alsoWritten("there should be no hint"),
    StepDefinition(
      .then, "{string} is heard within {float} second(s)",
      summary:
        "An utterance of the last interaction starts within this time of the interaction "
        + "(hint delays and queued speech count).",
      example: "Then \"Double-tap to activate\" is heard within 1 second"
    ) { context, args throws(StepFailure) in
      try context.start()
      let limit = try args.number(1)
      guard let started = context.lastInteractionTime else {
        throw StepFailure("no interaction has run yet, so nothing can be heard within a time")
      }
      guard
        let entry = context.lastHeard.first(where: {
          SpeechEquivalenceCheck.matches($0.text, args.text(0))
        })
      else {
        throw StepFailure(
          "expected to hear \"\(args.text(0))\", heard \(SpeechEquivalenceCheck.list(context.lastHeard))",
          expected: args.text(0), actual: context.lastHeard.map(\.text).joined(separator: "\n"))
      }
      let after = Double(entry.time.milliseconds - started.milliseconds) / 1000
      guard after <= limit + 1e-9 else {
        throw StepFailure(
          "\"\(entry.text)\" starts \(SimulatedDuration(milliseconds: Int((after * 1000).rounded()))) "
            + "after the interaction, later than \(DecimalStep.displayString(limit)) s",
          expected: "within \(DecimalStep.displayString(limit)) s",
          actual: "after \(SimulatedDuration(milliseconds: Int((after * 1000).rounded())))")
      }
    }.checking { args throws(StepFailure) in
      _ = try args.spokenText(0, "the expected speech")
      guard (try args.number(1)) >= 0 else {
        throw StepFailure("the time must not be negative, found \(args.text(1))")
      }
    },
    StepDefinition(
      .then, "{string} is cut off",
      summary: "An utterance of the last interaction was interrupted before it ended.",
      example: "Then \"Increase quantity, Button\" is cut off"
    ) { context, args throws(StepFailure) in
      let all = context.transcript
      guard
        all.contains(where: {
          $0.isInterrupted && SpeechEquivalenceCheck.matches($0.text, args.text(0))
        })
      else {
        throw StepFailure(
          "expected \"\(args.text(0))\" to be cut off; it was not (or was not said)")
      }
    }.checking { args throws(StepFailure) in _ = try args.spokenText(0, "the cut-off speech") },
    StepDefinition(
      .then, "the transcript is:",
      summary:
        "Everything said so far, one utterance per line (a 'READER  0.00s  ' prefix is allowed), "
        + "or a table with a text column and, optionally, a reader column.",
      example: "Then the transcript is:\n  \"\"\"\n  Quantity spin button\n  2\n  \"\"\"",
      takesDocString: true
    ) { context, args throws(StepFailure) in
      try context.start()
      let expected = try args.expectedEntries()
      let transcript = context.transcript
      guard expected.count == transcript.count,
        zip(transcript, expected).allSatisfy({ said(by: $0, matches: $1) })
      else {
        throw StepFailure(
          "the transcript differs", expected: expected.map(\.text).joined(separator: "\n"),
          actual: transcript.map(\.text).joined(separator: "\n"))
      }
    }.checking { args throws(StepFailure) in _ = try args.expectedEntries() }
      .acceptingDataTable(),
    StepDefinition(
      .then, "the transcript contains:",
      summary:
        "These utterances were said so far, in this order (others may come between); a doc "
        + "string, or a table with a text column and, optionally, a reader column.",
      example: "Then the transcript contains:\n  \"\"\"\n  Decrement. Dimmed. Button.\n  \"\"\"",
      takesDocString: true
    ) { context, args throws(StepFailure) in
      try context.start()
      let expected = try args.expectedEntries()
      var remaining = context.transcript[...]
      for entry in expected {
        guard let index = remaining.firstIndex(where: { said(by: $0, matches: entry) })
        else {
          throw StepFailure(
            "the transcript lacks \"\(entry.text)\"" + (entry.reader.map { " by \($0)" } ?? "")
              + " (in order)",
            expected: expected.map(\.text).joined(separator: "\n"),
            actual: context.transcript.map(\.text).joined(separator: "\n"))
        }
        remaining = remaining[remaining.index(after: index)...]
      }
    }.checking { args throws(StepFailure) in _ = try args.expectedEntries() }
      .acceptingDataTable(),
    StepDefinition(
      .then, "focus is on {string}",
      summary: "The screen reader's focus is on the element with this name (or part).",
      example: "Then focus is on \"Decrement\""
    ) { context, args throws(StepFailure) in
      let reader = try context.reader()
      let focused = reader.focusedElement
      let matches =
        focused.map {
          SpeechEquivalenceCheck.matches($0.name ?? "", args.text(0))
            || $0.part?.rawValue == args.text(0).lowercased() || $0.id == args.text(0).lowercased()
        } ?? false
      guard matches else {
        throw StepFailure(
          "expected focus on \"\(args.text(0))\", it is on "
            + (focused.map { "\"\($0.name ?? $0.id)\"" } ?? "nothing"))
      }
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the element's name") }
      .alsoWritten("focus should be on {string}"),
    StepDefinition(
      .then, "keyboard focus is on the {word}",
      summary: "Keyboard focus is on a part (increment, decrement, field, control) or outside.",
      example: "Then keyboard focus is on the field"
    ) { context, args throws(StepFailure) in
      let focused = try context.control().focusedPart
      let wanted = args.text(0).lowercased()
      guard
        (focused?.rawValue ?? "outside") == wanted
          || (context.catalog.partVocabulary.part(wanted) == .control && focused == .control)
      else {
        throw StepFailure(
          "expected keyboard focus on the \(wanted), it is on \(focused?.rawValue ?? "nothing in the control")"
        )
      }
    }.checking { args throws(StepFailure) in
      let places = args.library?.keyboardFocusPlaces ?? []
      guard places.contains(args.text(0).lowercased()) else {
        throw StepFailure(
          "'\(args.text(0))' is not a place for keyboard focus; expected one of "
            + places.joined(separator: ", "))
      }
    },
  ]
}

/// Whether `entry` is the expected utterance: the same words (as a listener hears them), and
/// the same reader when the expectation names one.
private func said(by entry: TranscriptEntry, matches expected: (reader: String?, text: String))
  -> Bool
{
  SpeechEquivalenceCheck.matches(entry.text, expected.text)
    && (expected.reader.map { $0.caseInsensitiveCompare(entry.reader) == .orderedSame } ?? true)
}
