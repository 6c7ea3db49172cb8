/// A key on a hardware keyboard, by the name people use for it.
package enum Key: String, CaseIterable, Sendable, Codable {
  /// The Up Arrow key.
  case up = "Up"
  /// The Down Arrow key.
  case down = "Down"
  /// The Left Arrow key.
  case left = "Left"
  /// The Right Arrow key.
  case right = "Right"
  /// Page Up.
  case pageUp = "PageUp"
  /// Page Down.
  case pageDown = "PageDown"
  /// Home.
  case home = "Home"
  /// End.
  case end = "End"
  /// Return / Enter.
  case enter = "Enter"
  /// Escape.
  case escape = "Escape"
  /// Tab.
  case tab = "Tab"
  /// The space bar.
  case space = "Space"
  /// Backspace.
  case backspace = "Backspace"
  /// Delete (forward delete).
  case delete = "Delete"
  /// The letter H: the next-heading key of the readers' quick navigation (NVDA's and
  /// Narrator's browse and scan modes, Orca's structural navigation).
  case h = "H"
  /// Keypad 7, 8 and 9 (Num Lock off): Orca's flat review moves to the previous line, speaks
  /// the current line and moves to the next line with them (desktop layout); with the Orca
  /// key, its first and last line.
  case keypad7 = "KP7"
  /// Keypad 8.
  case keypad8 = "KP8"
  /// Keypad 9.
  case keypad9 = "KP9"

  /// Other spellings accepted for a key name, lower-cased (`arrowup`, `pgup`, `return`, `esc`, …).
  static let aliases: [String: Key] = [
    "arrowup": .up, "uparrow": .up, "arrowdown": .down, "downarrow": .down,
    "arrowleft": .left, "leftarrow": .left, "arrowright": .right, "rightarrow": .right,
    "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pgdown": .pageDown,
    "pagedown": .pageDown, "return": .enter, "esc": .escape, "spacebar": .space,
    "del": .delete, "kp_7": .keypad7, "keypad7": .keypad7, "numpad7": .keypad7,
    "kp_8": .keypad8, "keypad8": .keypad8, "numpad8": .keypad8, "kp_9": .keypad9,
    "keypad9": .keypad9, "numpad9": .keypad9,
  ]

  /// Finds a key by name, ignoring case and accepting common aliases (`PgUp`, `Return`, `Esc`).
  package init?(named name: String) {
    let lowered = name.lowercased()
    if let key = Key.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
      self = key
    } else if let key = Key.aliases[lowered] {
      self = key
    } else {
      return nil
    }
  }
}

/// A modifier held together with a key.
package enum KeyModifier: String, CaseIterable, Sendable, Codable, Comparable {
  /// Control (Ctrl).
  case control = "Ctrl"
  /// Shift.
  case shift = "Shift"
  /// Alt / Option.
  case alt = "Alt"
  /// Command (⌘) on Apple keyboards.
  case command = "Cmd"
  /// The VoiceOver modifier (Control-Option, or Caps Lock).
  case voiceOver = "VO"
  /// The Narrator key (Caps Lock or Insert).
  case narrator = "Narrator"
  /// The NVDA / Orca key (Insert).
  case insert = "Insert"

  static let aliases: [String: KeyModifier] = [
    "control": .control, "option": .alt, "opt": .alt, "command": .command, "meta": .command,
    "super": .command, "win": .command, "capslock": .voiceOver, "ins": .insert,
    "nvda": .insert, "orca": .insert,
  ]

  /// Finds a modifier by name, ignoring case and accepting common aliases (`Control`, `Option`).
  package init?(named name: String) {
    let lowered = name.lowercased()
    if let modifier = KeyModifier.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
      self = modifier
    } else if let modifier = KeyModifier.aliases[lowered] {
      self = modifier
    } else {
      return nil
    }
  }

  private var order: Int { KeyModifier.allCases.firstIndex(of: self) ?? 0 }

  /// Orders modifiers as they are written in a chord: Ctrl, Shift, Alt, Cmd, VO, ….
  package static func < (lhs: KeyModifier, rhs: KeyModifier) -> Bool { lhs.order < rhs.order }
}

/// A key pressed with zero or more modifiers held, such as `Shift+Tab` or `VO+Right`.
package struct KeyChord: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The modifiers held down, in canonical order.
  package var modifiers: [KeyModifier]
  /// The key pressed.
  package var key: Key

  /// Creates a chord; the modifiers are put in canonical order and duplicates dropped.
  package init(_ key: Key, modifiers: [KeyModifier] = []) {
    self.key = key
    self.modifiers = Array(Set(modifiers)).sorted()
  }

  /// The chord as it is written: `Ctrl+PageUp`, `Shift+Tab`, `Up`.
  package var description: String {
    (modifiers.map(\.rawValue) + [key.rawValue]).joined(separator: "+")
  }
}
