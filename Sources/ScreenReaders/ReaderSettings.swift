/// The values of a reader's settings: its defaults, with what the user changed.
public struct ReaderSettings: Equatable, Sendable {
  /// The settings the user changed, by name.
  public private(set) var overrides: [String: String] = [:]
  private let defaults: [String: String]
  private let allowed: [String: [String]]

  /// The defaults of `pack`.
  public init(pack: RulePack) {
    defaults = Dictionary(uniqueKeysWithValues: pack.settings.map { ($0.name, $0.defaultValue) })
    allowed = Dictionary(uniqueKeysWithValues: pack.settings.map { ($0.name, $0.values) })
  }

  /// The value of setting `name` (its default if unchanged; empty for an unknown name).
  public subscript(name: String) -> String { overrides[name] ?? defaults[name] ?? "" }

  /// Changes a setting, checking the name and the value (case-insensitive).
  public mutating func set(_ name: String, to value: String) throws(ReaderSettingError) {
    guard let values = allowed.first(where: { $0.key.lowercased() == name.lowercased() }) else {
      if name.lowercased() == "osversion" {
        throw ReaderSettingError(
          message: "'osVersion' is not a reader setting: the OS version belongs to the platform "
            + "(--os-version ios=26, or 'Given the iOS version is 26')")
      }
      throw ReaderSettingError(
        message: "unknown setting '\(name)'; "
          + (allowed.isEmpty
            ? "this reader has no settings"
            : "this reader has " + allowed.keys.sorted().joined(separator: ", ")))
    }
    guard let match = values.value.first(where: { $0.lowercased() == value.lowercased() }) else {
      throw ReaderSettingError(
        message: "'\(value)' is not a value of \(values.key); expected one of "
          + values.value.joined(separator: ", "))
    }
    overrides[values.key] = match
  }

  /// Whether the reader has a setting called `name`.
  public func has(_ name: String) -> Bool { allowed[name] != nil }
}

/// A setting that does not exist or a value it does not take.
public struct ReaderSettingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public var message: String
  /// The message.
  public var description: String { message }
}
