/// A reader setting's name, typed: a pack declares each of its settings' keys once, as a
/// static member (`.hints`, `.descriptionOrder`), and its settings and conditions use them, so a
/// misspelt key does not compile. That a pack's conditions use only the keys and values its
/// settings declare is tested (`ReaderSettingKeyTests`).
package struct ReaderSettingKey: Hashable, Sendable, CustomStringConvertible {
  /// The name used with `--reader-setting` and `:set`: `hints`, `descriptionOrder`.
  package let rawValue: String

  /// A key named `rawValue`; packs declare theirs as static members.
  package init(_ rawValue: String) { self.rawValue = rawValue }

  /// The name.
  package var description: String { rawValue }
}

extension ReaderSettingKey {
  /// Whether hints are spoken (VoiceOver, TalkBack, Narrator, NVDA, Orca: `on`, `off`).
  package static let hints = ReaderSettingKey("hints")
  /// A reading order with no clear evidence, kept as a choice (VoiceOver on macOS, Orca).
  package static let order = ReaderSettingKey("order")
  /// Whether keyboard focus moves with the reader's cursor (Narrator's "Sync the Narrator
  /// cursor and system focus", VoiceOver on macOS's cursor tracking: `on`, `off`).
  package static let syncFocus = ReaderSettingKey("syncFocus")
  /// The rotor's choice (VoiceOver on iOS) or reading control (TalkBack): `headings` makes
  /// swiping down and up move by heading; the `rotor` gesture sets it.
  package static let rotor = ReaderSettingKey("rotor")
  /// Which commands a scenario's next and previous item use (`navigation`): `focus`, Tab,
  /// by default; NVDA's object navigation (`object`), Orca's flat review (`flatReview`).
  package static let navigation = ReaderSettingKey("navigation")
}

/// The values of a reader's settings: its defaults, with what the user changed.
package struct ReaderSettings: Equatable, Sendable {
  /// The settings the user changed, by name.
  package private(set) var overrides: [String: String] = [:]
  private let defaults: [String: String]
  private let allowed: [String: [String]]
  /// The settings that take a whole number, with the numbers they take.
  private let numbers: [String: ClosedRange<Int>]

  /// The defaults of `pack`.
  package init(pack: RulePack) {
    defaults = Dictionary(uniqueKeysWithValues: pack.settings.map { ($0.name, $0.defaultValue) })
    allowed = Dictionary(uniqueKeysWithValues: pack.settings.map { ($0.name, $0.values) })
    numbers = pack.settings.reduce(into: [:]) { $0[$1.name] = $1.wholeNumbers }
  }

  /// The value of the setting `key` (its default if unchanged); `nil` when the reader has no
  /// such setting.
  package subscript(key: ReaderSettingKey) -> String? {
    overrides[key.rawValue] ?? defaults[key.rawValue]
  }

  /// The value of the setting called `name`, ignoring case (a name a user typed); `nil` when
  /// the reader has no such setting.
  package func value(named name: String) -> String? {
    allowed.keys.first { $0.lowercased() == name.lowercased() }.flatMap {
      self[ReaderSettingKey($0)]
    }
  }

  /// Changes a setting, checking the name and the value (case-insensitive).
  package mutating func set(_ name: String, to value: String) throws(ReaderSettingError) {
    guard let values = allowed.first(where: { $0.key.lowercased() == name.lowercased() }) else {
      if name.lowercased() == "osversion" { throw .osVersionMoved }
      throw .unknownSetting(name, available: allowed.keys.sorted())
    }
    if let range = numbers[values.key] {
      guard let number = Int(value), range.contains(number) else {
        throw .numberNotAllowed(value, setting: values.key, range: range)
      }
      overrides[values.key] = String(number)
      return
    }
    guard let match = values.value.first(where: { $0.lowercased() == value.lowercased() }) else {
      throw .valueNotAllowed(value, setting: values.key, allowed: values.value)
    }
    overrides[values.key] = match
  }

  /// Whether the reader has a setting called `name`.
  package func has(_ name: String) -> Bool { allowed[name] != nil }
}

/// A setting the reader does not have, or a value the setting does not take.
package enum ReaderSettingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No setting is called this; `available` are the reader's settings (maybe none).
  case unknownSetting(String, available: [String])
  /// The setting does not take this value; `allowed` are the values it takes.
  case valueNotAllowed(String, setting: String, allowed: [String])
  /// The setting takes a whole number in `range`, and this is not one.
  case numberNotAllowed(String, setting: String, range: ClosedRange<Int>)
  /// `osVersion` was a reader setting; the OS version now belongs to the platform.
  case osVersionMoved

  /// What the user sees, saying what to do.
  package var description: String {
    switch self {
    case .unknownSetting(let name, let available):
      "unknown setting '\(name)'; "
        + (available.isEmpty
          ? "this reader has no settings"
          : "this reader has " + available.joined(separator: ", "))
    case .valueNotAllowed(let value, let setting, let allowed):
      "'\(value)' is not a value of \(setting); expected one of "
        + allowed.joined(separator: ", ")
    case .numberNotAllowed(let value, let setting, let range):
      "'\(value)' is not a value of \(setting); expected a whole number from "
        + "\(range.lowerBound) to \(range.upperBound)"
    case .osVersionMoved:
      "'osVersion' is not a reader setting: the OS version belongs to the platform "
        + "(--os-version ios=26, or 'Given the iOS version is 26')"
    }
  }

  /// The message (``description``).
  package var message: String { description }
}
