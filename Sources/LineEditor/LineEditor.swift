/// A single-line editor's state: text, cursor, history and completion, driven by keys. It does
/// no input or output itself; ``rendering(prompt:)`` says what to draw.
package struct LineEditor: Sendable {
  /// The text being edited.
  package private(set) var text: [Character] = []
  /// The cursor position in `text`.
  package private(set) var cursor = 0
  /// Earlier lines, oldest first.
  package private(set) var history: [String]
  private var historyIndex: Int?
  private var draft: [Character] = []
  private var lastKeyWasTab = false
  /// Whether a character was dropped from this line for ``lengthLimit``.
  private var overflowed = false
  /// The most characters a line takes: past it, typed or pasted characters are dropped, the
  /// first with ``Outcome/tooLong(_:)`` and the rest without a redraw each, so a paste of
  /// megabytes neither grows the line nor redraws it millions of times.
  package var lengthLimit = 4_096
  /// Completes the word before the cursor: given the line up to the cursor, returns whole
  /// candidate lines up to the cursor.
  package var completer: @Sendable (String) -> [String]

  /// What a key did.
  package enum Outcome: Equatable, Sendable {
    /// Redraw the line.
    case redraw
    /// The line is done.
    case submit(String)
    /// Ctrl-C: the line was dropped.
    case cancel
    /// Ctrl-D on an empty line: leave.
    case endOfInput
    /// Several completions: show them, then redraw.
    case candidates([String])
    /// Nothing changed.
    case none
    /// The line is at `limit` characters: the character was dropped (said once a line).
    case tooLong(Int)
  }

  /// Creates an editor with `history` and a completer.
  package init(
    history: [String] = [], completer: @escaping @Sendable (String) -> [String] = { _ in [] }
  ) {
    self.history = history
    self.completer = completer
  }

  /// The line as text.
  package var line: String { String(text) }

  /// Applies one key.
  package mutating func handle(_ key: TerminalKey) -> Outcome {
    let wasTab = lastKeyWasTab
    lastKeyWasTab = key == .tab
    switch key {
    case .character(let character):
      guard text.count < lengthLimit else {
        if overflowed { return .none }
        overflowed = true
        return .tooLong(lengthLimit)
      }
      text.insert(character, at: cursor)
      cursor += 1
    case .enter:
      let submitted = line
      if !submitted.trimmingCharacters(in: .whitespaces).isEmpty, history.last != submitted {
        history.append(submitted)
        // As many as the history file keeps: the oldest go.
        if history.count > HistoryFile.limit {
          history.removeFirst(history.count - HistoryFile.limit)
        }
      }
      reset()
      return .submit(submitted)
    case .backspace:
      guard cursor > 0 else { return .none }
      cursor -= 1
      text.remove(at: cursor)
    case .delete:
      guard cursor < text.count else { return .none }
      text.remove(at: cursor)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = text.count
    case .up: return recall(-1)
    case .down: return recall(1)
    case .killToEnd: text.removeSubrange(cursor...)
    case .killToStart:
      text.removeSubrange(..<cursor)
      cursor = 0
    case .deleteWord:
      var start = cursor
      while start > 0, text[start - 1] == " " { start -= 1 }
      while start > 0, text[start - 1] != " " { start -= 1 }
      text.removeSubrange(start..<cursor)
      cursor = start
    case .interrupt:
      reset()
      return .cancel
    case .endOfInput:
      if text.isEmpty { return .endOfInput }
      guard cursor < text.count else { return .none }
      text.remove(at: cursor)
    case .tab: return complete(showing: wasTab)
    case .redraw: return .redraw
    case .shiftTab, .escape, .pageUp, .pageDown, .unknown: return .none
    }
    return .redraw
  }

  private mutating func reset() {
    overflowed = false
    text = []
    cursor = 0
    historyIndex = nil
    draft = []
  }

  private mutating func recall(_ step: Int) -> Outcome {
    guard !history.isEmpty else { return .none }
    if historyIndex == nil {
      guard step < 0 else { return .none }
      draft = text
      historyIndex = history.count
    }
    guard let index = historyIndex else { return .none }
    let next = index + step
    if next < 0 { return .none }
    if next >= history.count {
      historyIndex = nil
      text = draft
    } else {
      historyIndex = next
      text = Array(history[next])
    }
    cursor = text.count
    return .redraw
  }

  private mutating func complete(showing: Bool) -> Outcome {
    let before = String(text[..<cursor])
    let candidates = completer(before)
    guard !candidates.isEmpty else { return .none }
    if candidates.count == 1, let only = candidates.first {
      replaceBeforeCursor(with: only + (only.hasSuffix(" ") ? "" : " "))
      return .redraw
    }
    let common = candidates.dropFirst().reduce(candidates[0]) { prefix, candidate in
      String(zip(prefix, candidate).prefix { $0 == $1 }.map(\.0))
    }
    if common.count > before.count {
      replaceBeforeCursor(with: common)
      return .redraw
    }
    return showing ? .candidates(candidates) : .none
  }

  private mutating func replaceBeforeCursor(with replacement: String) {
    text.replaceSubrange(..<cursor, with: Array(replacement))
    cursor = replacement.count
  }

  /// The escape codes that redraw the line after `prompt`, cursor included.
  package func rendering(prompt: String) -> String {
    var output = "\r\u{1B}[K" + prompt + line
    let back = text.count - cursor
    if back > 0 { output += "\u{1B}[\(back)D" }
    return output
  }
}
