/// The device a control runs on, apart from the control and the screen reader: the operating
/// system's version, which decides what a platform exposes to assistive technology.
///
/// AccessibilitySnapshot keeps the OS version as part of the environment a snapshot is taken
/// in, not as a screen-reader option; A11ySim does the same, so "no screen reader on iOS 26"
/// builds the same accessibility tree as "VoiceOver on iOS 26".
package struct PlatformEnvironment: Equatable, Hashable, Sendable {
  /// The iOS version: 17 and 18 dim UIStepper's segment at a limit, 26 does not.
  package var iosVersion: Int
  /// The Android version (API level's marketing number): TalkBack's words for some roles
  /// depend on it.
  package var androidVersion: Int
  /// The GTK version on Linux: GTK 3's GtkSwitch is a toggle button to assistive technology,
  /// GTK 4's a switch.
  package var gtkVersion: Int

  /// Creates an environment; what is not given takes the documented default.
  package init(iosVersion: Int = 18, androidVersion: Int = 14, gtkVersion: Int = 4) {
    self.iosVersion = iosVersion
    self.androidVersion = androidVersion
    self.gtkVersion = gtkVersion
  }

  /// The environment when nothing is said: iOS 18, Android 14, GTK 4.
  package static let standard = PlatformEnvironment()

  /// One setting of the environment, as `--os-version` and the scenario steps name it.
  package struct Setting: Sendable {
    /// The platform it belongs to.
    package var platform: Platform
    /// The versions A11ySim has evidence for.
    package var values: [Int]
    /// The version used when none is given.
    package var defaultValue: Int
    /// What depends on it.
    package var summary: String
    /// Where the version's effect is documented.
    package var source: Source
    fileprivate var keyPath: WritableKeyPath<PlatformEnvironment, Int> & Sendable
  }

  /// Every setting, in platform order.
  package static let settings: [Setting] = [
    Setting(
      platform: .ios, values: [17, 18, 26], defaultValue: 18,
      summary: "17 and 18 dim UIStepper's segment at a limit; 26 does not.",
      source: Source(
        "AccessibilitySnapshot DefaultControlsTests testStepperAtMin reference images", .medium,
        .snapshot("Example/SnapshotTests/DefaultControlsTests.swift", "testStepperAtMin")),
      keyPath: \.iosVersion),
    Setting(
      platform: .android, values: Array(8...16), defaultValue: 14,
      summary:
        "The Android version the TalkBack rules assume; from 11 a SeekBar has its percent state "
        + "description (\"50%\"), before it TalkBack speaks the raw progress.",
      source: Source(
        "Android platform release notes", .medium,
        .page("https://developer.android.com/about/versions")),
      keyPath: \.androidVersion),
    Setting(
      platform: .linux, values: [3, 4], defaultValue: 4,
      summary: "The GTK version: GTK 3's GtkSwitch is a toggle button (pressed), GTK 4's a switch.",
      source: Source(
        "GTK 4 GtkSwitch uses GTK_ACCESSIBLE_ROLE_SWITCH; GTK 3 sets ATK_ROLE_TOGGLE_BUTTON", .high,
        .page("https://docs.gtk.org/gtk4/class.Switch.html"),
        .code(
          Repository("GNOME/gtk", commit: "fe45e8c0480ebbb96590ab7df43b8f545feb95fa"),
          path: "gtk/gtkswitch.c", symbol: "gtk_switch_class_init")),
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
