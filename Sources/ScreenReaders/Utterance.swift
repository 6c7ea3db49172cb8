import Core

/// What a piece of speech is, as transcripts classify it.
public enum SpeechPartKind: String, Sendable, Codable, CaseIterable {
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
public struct SpeechPart: Equatable, Sendable, Codable {
  /// What the piece is.
  public var kind: SpeechPartKind
  /// Its words.
  public var text: String

  /// Creates a part.
  public init(_ kind: SpeechPartKind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}

/// Why an utterance was spoken.
public enum UtteranceKind: String, Sendable, Codable, CaseIterable {
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
}

/// An utterance the compositor built, before it is scheduled.
public struct ComposedUtterance: Equatable, Sendable {
  /// The words as this reader phrases them.
  public var text: String
  /// The structured pieces.
  public var parts: [SpeechPart]
  /// Why it is spoken.
  public var kind: UtteranceKind
  /// The rule that produced it (`pack/rule`).
  public var rule: String
  /// The rule's evidence.
  public var source: Source

  /// Creates an utterance.
  public init(
    text: String, parts: [SpeechPart], kind: UtteranceKind, rule: String, source: Source
  ) {
    self.text = text
    self.parts = parts
    self.kind = kind
    self.rule = rule
    self.source = source
  }
}
