/// The device a control runs on, apart from the control and the screen reader: the operating
/// system's version, which decides what a platform exposes to assistive technology.
///
/// AccessibilitySnapshot keeps the OS version as part of the environment a snapshot is taken
/// in, not as a screen-reader option; A11ySim does the same, so "no screen reader on iOS 26"
/// builds the same accessibility tree as "VoiceOver on iOS 26".
package struct PlatformEnvironment: Equatable, Hashable, Sendable {
  /// The iOS version.
  package var iosVersion: Int
  /// The Android version (API level's marketing number).
  package var androidVersion: Int
  /// The GTK version on Linux.
  package var gtkVersion: Int
  /// The screen readers' versions chosen, by reader id (`orca` → 46); a reader not listed runs
  /// its documented default. Only `ScreenReaders` sets it, which knows each reader's versions
  /// (`RulePack.versions`).
  package var readerVersions: [String: Int] = [:]

  /// Creates an environment; what is not given takes the documented default.
  package init(iosVersion: Int = 18, androidVersion: Int = 14, gtkVersion: Int = 4) {
    self.iosVersion = iosVersion
    self.androidVersion = androidVersion
    self.gtkVersion = gtkVersion
  }

  /// The environment when nothing is said: iOS 18, Android 14, GTK 4.
  package static let standard = PlatformEnvironment()

  /// One setting of the environment, as `--os-version` and the scenario steps name it. What
  /// depends on it is the controls' (each control's ``VersionEffect``s), not the setting's.
  package struct Setting: Sendable {
    /// The platform whose OS version it is.
    package var platform: Platform
    /// The versions A11ySim has evidence for.
    package var values: [Int]
    /// The version used when none is given.
    package var defaultValue: Int
    /// What the version is, before the controls' effects are listed ("The GTK version:");
    /// empty where the effects say it all.
    package var subject: String
    fileprivate var keyPath: WritableKeyPath<PlatformEnvironment, Int> & Sendable

    /// What depends on the version: the subject, then each effect on this platform, in order.
    package func summary(_ effects: [VersionEffect]) -> String {
      ([subject] + effects.filter { $0.platform == platform }.map(\.summary))
        .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Where each effect on this platform is documented.
    package func sources(_ effects: [VersionEffect]) -> [Source] {
      effects.filter { $0.platform == platform }.map(\.source)
    }
  }

  /// Every setting, in platform order.
  package static let settings: [Setting] = [
    Setting(
      platform: .ios, values: [17, 18, 26], defaultValue: 18, subject: "", keyPath: \.iosVersion),
    Setting(
      platform: .android, values: Array(8...16), defaultValue: 14,
      subject: "The Android version the TalkBack rules assume;", keyPath: \.androidVersion),
    Setting(
      platform: .linux, values: [3, 4], defaultValue: 4, subject: "The GTK version:",
      keyPath: \.gtkVersion),
  ]

  /// The version for `platform`, or `nil` when A11ySim models none for it.
  package func version(on platform: Platform) -> Int? {
    Self.settings.first { $0.platform == platform }.map { self[keyPath: $0.keyPath] }
  }

  /// Sets the version of `platform`'s operating system.
  ///
  /// - Throws: ``EnvironmentError`` when the platform has no modelled version or the version
  ///   is not one A11ySim has evidence for.
  package mutating func setVersion(_ version: Int, on platform: Platform) throws(EnvironmentError) {
    guard let setting = Self.settings.first(where: { $0.platform == platform }) else {
      throw .noVersion(platform)
    }
    guard setting.values.contains(version) else {
      throw .unknownVersion(version, platform: platform, expected: setting.values)
    }
    self[keyPath: setting.keyPath] = version
  }
}

/// Why an environment setting was refused.
package enum EnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The platform's OS version changes nothing A11ySim models.
  case noVersion(Platform)
  /// The version is not one A11ySim has evidence for.
  case unknownVersion(Int, platform: Platform, expected: [Int])
  /// A `PLATFORM=VERSION` text that does not parse.
  case malformed(String)
  /// No reader has this name; `known` are the ids to choose from.
  case unknownReader(String, known: [String])
  /// The reader's versions change nothing A11ySim models; `modelled` are the readers whose
  /// versions do.
  case noReaderVersion(reader: String, modelled: [String])
  /// The reader's version is not one A11ySim has evidence for.
  case unknownReaderVersion(Int, reader: String, expected: [Int])
  /// A `READER=VERSION` text that does not parse.
  case malformedReaderVersion(String)

  /// The message for people.
  package var description: String {
    switch self {
    case .noVersion(let platform):
      let modelled = PlatformEnvironment.settings.map(\.platform.rawValue)
      return "A11ySim models no \(platform.displayName) versions; versions are set for "
        + modelled.joined(separator: " and ")
    case .unknownVersion(let version, let platform, let expected):
      return "\(platform.displayName) \(version) is not modelled; expected one of "
        + expected.map(String.init).joined(separator: ", ")
    case .malformed(let text):
      return "'\(text)' is not PLATFORM=VERSION (e.g. ios=26)"
    case .unknownReader(let name, let known):
      return "unknown reader '\(name)'; expected one of " + known.joined(separator: ", ")
    case .noReaderVersion(let reader, let modelled):
      return "A11ySim models no \(reader) versions; reader versions are set for "
        + modelled.joined(separator: " and ")
    case .unknownReaderVersion(let version, let reader, let expected):
      return "\(reader) \(version) is not modelled; expected one of "
        + expected.map(String.init).joined(separator: ", ")
    case .malformedReaderVersion(let text):
      return "'\(text)' is not READER=VERSION (e.g. orca=46)"
    }
  }
}

extension PlatformEnvironment {
  /// Reads `ios=26` or `android=11` into this environment.
  package mutating func set(parsing text: String) throws(EnvironmentError) {
    let pieces = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
      String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
    guard pieces.count == 2, let platform = Platform(named: pieces[0]),
      let version = Int(pieces[1])
    else { throw .malformed(text) }
    try setVersion(version, on: platform)
  }
}

/// Something a control does differently on some versions of a platform (UIStepper dims its
/// segment at a limit on iOS 17 and 18), with its evidence: the control declares it, and the
/// environment's documentation lists it under the platform's version.
package struct VersionEffect: Sendable {
  /// The platform whose version matters.
  package var platform: Platform
  /// What changes, in a sentence.
  package var summary: String
  /// Where it is documented.
  package var source: Source

  /// Creates an effect.
  package init(platform: Platform, summary: String, source: Source) {
    self.platform = platform
    self.summary = summary
    self.source = source
  }
}
