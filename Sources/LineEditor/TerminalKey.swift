/// A key as a terminal sends it, decoded.
package enum TerminalKey: Equatable, Sendable {
  /// A printable character.
  case character(Character)
  /// Return.
  case enter
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Forward delete.
  case delete
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Home (or Ctrl-A).
  case home
  /// End (or Ctrl-E).
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Tab.
  case tab
  /// Shift-Tab.
  case shiftTab
  /// Escape on its own.
  case escape
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Ctrl-K: delete to the end of the line.
  case killToEnd
  /// Ctrl-U: delete to the start of the line.
  case killToStart
  /// Ctrl-W: delete the word before the cursor.
  case deleteWord
  /// Ctrl-L: redraw.
  case redraw
  /// Anything else.
  case unknown
}

/// Turns the bytes a terminal sends into keys (UTF-8 text, control characters, CSI and SS3
/// escape sequences).
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder.
  package init() {}

  /// Whether bytes are waiting for the rest of an escape sequence or character.
  package var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes`, keeping an incomplete sequence for the next call.
  package mutating func decode(_ bytes: [UInt8]) -> [TerminalKey] {
    pending += bytes
    var keys: [TerminalKey] = []
    while !pending.isEmpty {
      guard let (key, used) = Self.next(pending) else { break }
      keys.append(key)
      pending.removeFirst(used)
    }
    return keys
  }

  /// Ends a lone Escape (no more bytes came after it): returns what is pending as keys.
  package mutating func flush() -> [TerminalKey] {
    defer { pending = [] }
    if pending == [0x1B] { return [.escape] }
    return pending.isEmpty ? [] : [.unknown]
  }

  private static func next(_ bytes: [UInt8]) -> (TerminalKey, Int)? {
    let first = bytes[0]
    switch first {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x01: return (.home, 1)
    case 0x05: return (.end, 1)
    case 0x02: return (.left, 1)
    case 0x06: return (.right, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x0B: return (.killToEnd, 1)
    case 0x15: return (.killToStart, 1)
    case 0x17: return (.deleteWord, 1)
    case 0x0C: return (.redraw, 1)
    case 0x10: return (.up, 1)
    case 0x0E: return (.down, 1)
    case 0x1B: return escape(bytes)
    case 0x00..<0x20: return (.unknown, 1)
    default: return character(bytes)
    }
  }

  private static func escape(_ bytes: [UInt8]) -> (TerminalKey, Int)? {
    guard bytes.count >= 2 else { return nil }
    guard bytes[1] == 0x5B || bytes[1] == 0x4F else { return (.escape, 1) }
    // CSI / SS3: parameters then a final byte in 0x40…0x7E.
    var index = 2
    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    let parameters = String(decoding: bytes[2..<index], as: UTF8.self)
    let key: TerminalKey
    switch (bytes[index], parameters) {
    case (0x41, _): key = .up
    case (0x42, _): key = .down
    case (0x43, _): key = .right
    case (0x44, _): key = .left
    case (0x48, _): key = .home
    case (0x46, _): key = .end
    case (0x5A, _): key = .shiftTab
    case (0x7E, "1"), (0x7E, "7"): key = .home
    case (0x7E, "4"), (0x7E, "8"): key = .end
    case (0x7E, "3"): key = .delete
    case (0x7E, "5"): key = .pageUp
    case (0x7E, "6"): key = .pageDown
    default: key = .unknown
    }
    return (key, index + 1)
  }

  private static func character(_ bytes: [UInt8]) -> (TerminalKey, Int)? {
    let first = bytes[0]
    let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
    guard bytes.count >= length else { return nil }
    let text = String(decoding: bytes[0..<length], as: UTF8.self)
    guard let character = text.first, text != "\u{FFFD}" else { return (.unknown, length) }
    return (.character(character), length)
  }
}
