import Core

/// What a reader echoes as the user types: each character, each word a separator ends, both
/// or nothing. Every reader has this as a setting (``ReaderSettingKey/typingEcho``), with its
/// own default.
package enum TypingEchoMode: String, Sendable, CaseIterable {
  /// Nothing is echoed.
  case none
  /// Each typed character.
  case characters
  /// Each word, when a space or punctuation ends it.
  case words
  /// Each character, and each word as it ends.
  case charactersAndWords

  /// Whether characters are echoed.
  package var echoesCharacters: Bool { self == .characters || self == .charactersAndWords }
  /// Whether words are echoed.
  package var echoesWords: Bool { self == .words || self == .charactersAndWords }
}

extension ReaderSettingKey {
  /// What the reader echoes as the user types (``TypingEchoMode``: `none`, `characters`,
  /// `words`, `charactersAndWords`).
  package static let typingEcho = ReaderSettingKey("typingEcho")
}

/// How a reader speaks what is typed, as data: its names for the characters it names rather
/// than reads (" " is "space"), its words around a capital letter, and how a word's echo sits
/// with the separator that ended it. The pack's reaction rules say when it echoes (on key
/// events, or on the text that went into the field); this says what.
package struct TypingEcho: Sendable {
  /// The names of characters spoken by name, by the character: " " → "space".
  package var characterNames: [Character: String]
  /// The words around a capital letter, `{}` standing for it ("Cap {}"), or `nil` where the
  /// reader says a capital as it says any letter.
  package var capitalTemplate: String?
  /// Whether a word's echo takes the place of the separator's and names it ("Ada Space",
  /// TalkBack's initial-word echo), rather than coming after the separator's own echo.
  package var wordNamesSeparator: Bool
  /// The fewest characters a word needs to be echoed as a word (TalkBack leaves a
  /// one-letter word to its characters).
  package var minimumWordLength: Int
  /// Where this comes from.
  package var source: Source
  /// What the reader says for each character typed into, deleted from or read back from a
  /// secure (password) field, where it never reads the text: TalkBack's "Bullet", NVDA's
  /// "star"; `nil` where it says nothing for them.
  package var secureCharacter: String?
  /// Where ``secureCharacter`` comes from.
  package var secureSource: Source?

  /// Creates a reader's typing echo.
  package init(
    characterNames: [Character: String], capitalTemplate: String? = nil,
    wordNamesSeparator: Bool = false, minimumWordLength: Int = 1, source: Source,
    secureCharacter: String? = nil, secureSource: Source? = nil
  ) {
    self.characterNames = characterNames
    self.capitalTemplate = capitalTemplate
    self.wordNamesSeparator = wordNamesSeparator
    self.minimumWordLength = minimumWordLength
    self.source = source
    self.secureCharacter = secureCharacter
    self.secureSource = secureSource
  }

  /// What the reader says, one utterance each, as `typed` goes into a secure field with echo
  /// `mode`: ``secureCharacter`` for each character, never a character or a word of the text.
  package func secureEcho(_ typed: String, mode: TypingEchoMode) -> [String] {
    guard mode != .none, let secureCharacter else { return [] }
    return typed.map { _ in secureCharacter }
  }

  /// How the reader reads back `text` of a secure field (a deleted character, the character
  /// at the caret): ``secureCharacter`` for each character, or nothing.
  package func secureSpoken(text: String) -> String {
    guard let secureCharacter, !text.isEmpty else { return "" }
    return text.map { _ in secureCharacter }.joined(separator: " ")
  }

  /// How the reader says `character` alone: its name where it has one, a capital in its
  /// template, else the character itself.
  package func spoken(_ character: Character) -> String {
    if let name = characterNames[character] { return name }
    if let capitalTemplate, character.isUppercase, character.isLetter {
      return capitalTemplate.replacingOccurrences(of: "{}", with: String(character))
    }
    return String(character)
  }

  /// How the reader says `text` it reads back whole (a deleted character, the character at
  /// the caret): one character by its name, more as they are.
  package func spoken(text: String) -> String {
    text.count == 1 ? spoken(text[text.startIndex]) : text
  }

  /// What the reader says, one utterance each, as `typed` goes in after `preceding` with
  /// echo `mode`: each character (by ``spoken(_:)``), and where a space or punctuation ends a
  /// word, the word.
  package func echo(_ typed: String, after preceding: String, mode: TypingEchoMode) -> [String] {
    guard mode != .none else { return [] }
    var said: [String] = []
    var word = Self.trailingWord(of: preceding)
    for character in typed {
      let separates = character.isWhitespace || character.isPunctuation || character.isSymbol
      let ended =
        separates && mode.echoesWords && word.count >= max(1, minimumWordLength) ? word : nil
      if let ended, wordNamesSeparator {
        said.append(ended + " " + spoken(character))
      } else {
        if mode.echoesCharacters { said.append(spoken(character)) }
        if let ended { said.append(ended) }
      }
      word = separates ? "" : word + String(character)
    }
    return said
  }

  /// The letters and digits at the end of `text`, after its last space or punctuation.
  static func trailingWord(of text: String) -> String {
    String(
      text.reversed().prefix { !($0.isWhitespace || $0.isPunctuation || $0.isSymbol) }.reversed())
  }
}
