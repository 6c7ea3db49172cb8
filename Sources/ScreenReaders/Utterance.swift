import Core

/// What a piece of speech is, as transcripts classify it.
package enum SpeechPartKind: String, Sendable, Codable, CaseIterable {
  /// An element's name.
  case name
  /// An element's value.
  case value
  /// A role word.
  case role
  /// A state word.
  case state
  /// Hint text.
  case hint
  /// A description.
  case description
  /// A notification's text (announcement, live region, error).
  case text
}

/// One piece of an utterance with what it is.
package struct SpeechPart: Equatable, Sendable, Codable {
  /// What the piece is.
  package var kind: SpeechPartKind
  /// Its words.
  package var text: String

  /// Creates a part.
  package init(_ kind: SpeechPartKind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// Why an utterance was spoken.
package enum UtteranceKind: String, Sendable, Codable, CaseIterable {
  /// The reader's focus landed on an element.
  case focus
  /// A value changed.
  case valueChange
  /// A live region changed.
  case liveRegion
  /// The app posted an announcement.
  case announcement
  /// A hint after focus.
  case hint
  /// An element's text changed.
  case textChange
  /// An element's state changed.
  case stateChange
  /// An error message appeared.
  case error
  /// Typed or deleted text read back, or the character at a moved caret.
  case typingEcho
}

/// An utterance the compositor built, before it is scheduled.
package struct ComposedUtterance: Equatable, Sendable {
  /// The words as this reader phrases them.
  package var text: String
  /// The structured pieces.
  package var parts: [SpeechPart]
  /// Why it is spoken.
  package var kind: UtteranceKind
  /// The rule that produced it (`pack/rule`).
  package var rule: String
  /// The rule's evidence.
  package var source: Source

  /// Creates an utterance.
  package init(
    text: String, parts: [SpeechPart], kind: UtteranceKind, rule: String, source: Source
  ) {
    self.text = text
    self.parts = parts
    self.kind = kind
    self.rule = rule
    self.source = source
  }
}
