import Foundation

/// A step expression compiled to a matcher that works on the step text's UTF-8 bytes, with the
/// same result as the expression's anchored regular expression (ICU, through
/// `NSRegularExpression`) — the same match, the same captures — without converting the text to
/// UTF-16 or running the regex engine. Matching a step against every definition with ICU was
/// half of a run (issue 12).
///
/// It tries the alternatives of the regular expression in ICU's order (literal text, greedy
/// optional text, `a/b` in order, greedy parameters giving back one character at a time), so
/// the first match it finds is the one ICU finds. Where ICU's answer rests on Unicode data this
/// matcher does not model — a non-ASCII character where a case-insensitive word (`{direction}`,
/// `{part}`, … : ICU folds `ſ` to `s`) or a digit (`\d` is any decimal digit, and Unicode
/// versions differ) is expected — it answers ``Outcome/undecided`` and the caller asks ICU.
struct StepPattern: Sendable {
  /// One piece of the expression.
  enum Element: Sendable {
    /// Text that must be there, byte for byte (the regex is case-sensitive).
    case literal([UInt8])
    /// `(text)`: the text, or nothing (greedy: with it first).
    case optional([UInt8])
    /// `a/b`: one of the words, tried in order.
    case oneOf([[UInt8]])
    /// A parameter, captured.
    case capture(Capture)
  }

  /// What a parameter matches.
  enum Capture: Sendable, Equatable {
    /// `"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`: a quoted text with backslash escapes.
    case quoted
    /// `-?\d+`.
    case integer
    /// `-?(?:\d+\.?\d*|\.\d+)`.
    case decimal
    /// `[^\s]+`: a run of characters that are not white space.
    case nonSpace
    /// `(?i:a|b|…)`: one of the words (ASCII, lower-cased), ignoring case.
    case caseInsensitive([[UInt8]])
    /// `(?!)`: an unknown parameter type, which matches nothing.
    case never

    /// The capture for a parameter type's regular expression, or `nil` for one this matcher
    /// does not know (the expression then always uses ICU).
    init?(pattern: String) {
      switch pattern {
      case #""(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'"#: self = .quoted
      case #"-?\d+"#: self = .integer
      case #"-?(?:\d+\.?\d*|\.\d+)"#: self = .decimal
      case #"[^\s]+"#: self = .nonSpace
      case "(?!)": self = .never
      default:
        guard pattern.hasPrefix("(?i:"), pattern.hasSuffix(")") else { return nil }
        var words: [[UInt8]] = []
        for word in pattern.dropFirst(4).dropLast().split(
          separator: "|", omittingEmptySubsequences: false)
        {
          // Letters as they are, other ASCII only escaped (`\+`) or a plain `-`.
          var bytes: [UInt8] = []
          var escaped = false
          for byte in word.utf8 {
            if escaped {
              guard byte.isASCIIPunctuation else { return nil }
              bytes.append(byte)
              escaped = false
            } else if byte == UInt8(ascii: "\\") {
              escaped = true
            } else if byte.isASCIILetter || byte == UInt8(ascii: "-") {
              bytes.append(byte.isASCIILetter ? byte | 0x20 : byte)
            } else {
              return nil
            }
          }
          guard !escaped, !bytes.isEmpty else { return nil }
          words.append(bytes)
        }
        self = .caseInsensitive(words)
      }
    }
  }

  /// What matching a text gave.
  enum Outcome: Equatable {
    /// The whole text matches; each capture's first byte and the byte after it, in pairs, in
    /// order (offsets in a plain array: no generic array type to look up per match).
    case matched([Int])
    /// It does not match.
    case noMatch
    /// Only ICU can tell (see the type's documentation).
    case undecided
  }

  /// The pieces, in order.
  let elements: [Element]
  /// How many captures a match has.
  let captureCount: Int

  /// The text every match starts with (the leading literal text), for the index.
  var literalPrefix: [UInt8] {
    if case .literal(let bytes) = elements.first { return bytes }
    return []
  }

  /// Builds a pattern from its pieces, joining adjacent literal text.
  init(_ pieces: [Element]) {
    var elements: [Element] = []
    for piece in pieces {
      if case .literal(let bytes) = piece, case .literal(let before) = elements.last {
        elements[elements.count - 1] = .literal(before + bytes)
      } else if case .literal(let bytes) = piece, bytes.isEmpty {
        continue
      } else {
        elements.append(piece)
      }
    }
    self.elements = elements
    captureCount = elements.filter { if case .capture = $0 { true } else { false } }.count
  }

  /// Matches the whole of `text`.
  func match(_ text: String) -> Outcome {
    if let outcome = text.utf8.withContiguousStorageIfAvailable({ match(bytes: $0) }) {
      return outcome
    }
    var copy = text
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable { match(bytes: $0) } ?? .undecided
  }

  private func match(bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var matcher = Matcher(bytes: bytes, elements: elements, captureCount: captureCount)
    switch matcher.match(element: 0, at: 0) {
    case .success: return .matched(matcher.captures)
    case .failure: return .noMatch
    case .undecided: return .undecided
    }
  }
}

extension StepPattern {
  /// ICU's `\s`: Unicode's White_Space property.
  static func isWhiteSpace(_ scalar: UInt32) -> Bool {
    if scalar < 0x80 { return scalar == 0x20 || (0x09...0x0D).contains(scalar) }
    return Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
  }

  /// A line terminator, as ICU's `.` and `$` see them.
  static func isLineTerminator(_ scalar: UInt32) -> Bool {
    (0x0A...0x0D).contains(scalar) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
  }
}

/// One attempt to match a text: a backtracking search in ICU's order.
private struct Matcher {
  enum Result { case success, failure, undecided }

  let bytes: UnsafeBufferPointer<UInt8>
  let elements: [StepPattern.Element]
  /// Each capture's start and end, in pairs.
  var captures: [Int]
  var captureIndex = 0

  init(bytes: UnsafeBufferPointer<UInt8>, elements: [StepPattern.Element], captureCount: Int) {
    self.bytes = bytes
    self.elements = elements
    captures = Array(repeating: 0, count: 2 * captureCount)
  }

  /// Whether `elements[element...]` match from byte `position` to the end.
  mutating func match(element: Int, at position: Int) -> Result {
    guard element < elements.count else { return atEnd(position) ? .success : .failure }
    switch elements[element] {
    case .literal(let text):
      return has(text, at: position)
        ? match(element: element + 1, at: position + text.count)
        : .failure
    case .optional(let text):
      if has(text, at: position) {
        let result = match(element: element + 1, at: position + text.count)
        if result != .failure { return result }
      }
      return match(element: element + 1, at: position)
    case .oneOf(let words):
      for word in words where has(word, at: position) {
        let result = match(element: element + 1, at: position + word.count)
        if result != .failure { return result }
      }
      return .failure
    case .capture(let capture):
      let index = captureIndex
      captureIndex += 1
      defer { captureIndex -= 1 }
      var result = Result.failure
      let decided = ends(of: capture, at: position) { end in
        captures[2 * index] = position
        captures[2 * index + 1] = end
        result = match(element: element + 1, at: end)
        return result != .failure
      }
      return decided ? result : .undecided
    }
  }

  /// ICU's `$` without multi-line mode: the end of the text, or before a line terminator that
  /// ends it (`\r\n` counting as one; not between its `\r` and `\n`).
  func atEnd(_ position: Int) -> Bool {
    let rest = bytes.count - position
    if rest == 0 { return true }
    if rest == 2, bytes[position] == 0x0D, bytes[position + 1] == 0x0A { return true }
    let (scalar, length) = decode(at: position)
    guard length == rest, StepPattern.isLineTerminator(scalar) else { return false }
    return !(scalar == 0x0A && position > 0 && bytes[position - 1] == 0x0D)
  }

  func has(_ text: [UInt8], at position: Int) -> Bool {
    guard bytes.count - position >= text.count else { return false }
    for offset in text.indices where bytes[position + offset] != text[offset] { return false }
    return true
  }

  /// The scalar starting at byte `position` (valid UTF-8) and its length in bytes.
  func decode(at position: Int) -> (scalar: UInt32, length: Int) {
    let first = UInt32(bytes[position])
    if first < 0x80 { return (first, 1) }
    func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[position + offset] & 0x3F) }
    if first < 0xE0 { return ((first & 0x1F) << 6 | continuation(1), 2) }
    if first < 0xF0 {
      return ((first & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
    }
    return (
      (first & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4
    )
  }

  /// Offers each place `capture` can end, starting at `position`, in ICU's order (longest
  /// first), to `next` until it accepts one. Returns `false` when ICU's answer depends on
  /// something this matcher does not model before an end was accepted.
  func ends(
    of capture: StepPattern.Capture, at position: Int, _ next: (Int) -> Bool
  ) -> Bool {
    switch capture {
    case .never:
      return true
    case .quoted:
      // Deterministic: a closing quote can only follow the longest run of the body.
      guard position < bytes.count else { return true }
      let quote = bytes[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return true }
      var index = position + 1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == quote {
          _ = next(index + 1)
          return true
        }
        if byte == UInt8(ascii: "\\") {
          // `\\.`: the escaped character may be anything but a line terminator.
          guard index + 1 < bytes.count else { return true }
          let (scalar, length) = decode(at: index + 1)
          if StepPattern.isLineTerminator(scalar) { return true }
          index += 1 + length
        } else {
          index += 1
        }
      }
      return true
    case .nonSpace:
      var end = position
      while end < bytes.count {
        let (scalar, length) = decode(at: end)
        if StepPattern.isWhiteSpace(scalar) { break }
        end += length
      }
      // Longest first, giving back one character (not byte) at a time.
      while end > position {
        if next(end) { return true }
        end -= 1
        while end > position, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      }
      return true
    case .integer, .decimal:
      var start = position
      if start < bytes.count, bytes[start] == UInt8(ascii: "-") { start += 1 }
      // A non-ASCII character where a digit may be: ICU's `\d` is any decimal digit.
      func digits(from index: Int) -> Int? {
        var end = index
        while end < bytes.count {
          let byte = bytes[end]
          if byte >= 0x80 { return nil }
          guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
          end += 1
        }
        return end
      }
      guard let integerEnd = digits(from: start) else { return false }
      var longest = integerEnd
      if capture == .decimal, integerEnd < bytes.count, bytes[integerEnd] == UInt8(ascii: ".") {
        guard let fractionEnd = digits(from: integerEnd + 1) else { return false }
        // `\.\d+` needs a digit after the point; `\d+\.?\d*` a digit before it.
        if integerEnd > start || fractionEnd > integerEnd + 1 { longest = fractionEnd }
      }
      // Every place from the longest down to one character in is an end ICU tries (see
      // `-?(?:\d+\.?\d*|\.\d+)`), except after a lone point.
      let shortest = integerEnd > start ? start + 1 : start + 2
      var end = longest
      while end >= shortest {
        if next(end) { return true }
        end -= 1
      }
      return true
    case .caseInsensitive(let words):
      for word in words {
        var matches = true
        for offset in word.indices {
          guard position + offset < bytes.count else {
            matches = false
            break
          }
          let byte = bytes[position + offset]
          // ICU folds case fully: `ſ` matches `s`, `ﬀ` matches `ff`.
          if byte >= 0x80 { return false }
          if (byte.isASCIILetter ? byte | 0x20 : byte) != word[offset] {
            matches = false
            break
          }
        }
        if matches, next(position + word.count) { return true }
      }
      return true
    }
  }
}

extension UInt8 {
  fileprivate var isASCIILetter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
  }

  fileprivate var isASCIIPunctuation: Bool {
    self > 0x20 && self < 0x7F && !isASCIILetter
      && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
