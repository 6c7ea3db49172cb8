import Core
import ScreenReaders
import StepperControl
import Testing

/// Pack conditions name settings by typed keys; this holds each pack to its own settings.
@Suite("Reader setting keys: conditions use only the pack's settings and their values")
struct ReaderSettingKeyTests {
  /// Every (key, value) a condition compares, with where it is.
  static func comparisons(in condition: Condition, at place: String) -> [(
    String, ReaderSettingKey, String
  )] {
    switch condition {
    case .setting(let key, let value): [(place, key, value)]
    case .not(let inner): comparisons(in: inner, at: place)
    case .all(let conditions), .any(let conditions):
      conditions.flatMap { comparisons(in: $0, at: place) }
    default: []
    }
  }

  /// Every condition of `pack`, with where it is.
  static func conditions(of pack: RulePack) -> [(String, Condition)] {
    pack.focusRules.map { ("focus rule \($0.id)", $0.condition) }
      + pack.hintRules.map { ("hint rule \($0.id)", $0.condition) }
      + pack.inputRules.map { ("input rule \($0.id)", $0.condition) }
      + pack.reactionRules.map { ("reaction rule \($0.id)", $0.condition) }
      + pack.containers.rules.map { ("container rule \($0.id)", $0.when) }
      + [
        ("unlabelledWhen", pack.vocabulary.unlabelledWhen),
        ("driving.adjustsWhen", pack.driving.adjustsWhen),
        ("driving.focusFollowsCursor", pack.driving.focusFollowsCursor.when),
      ]
  }

  /// What is wrong with `pack`'s settings in its conditions, one line each.
  static func problems(of pack: RulePack) -> [String] {
    conditions(of: pack).flatMap { comparisons(in: $1, at: $0) }.compactMap {
      place, key, value in
      guard let setting = pack.setting(key) else {
        return "\(pack.id) \(place): setting '\(key)' is not one of the pack's"
      }
      guard setting.values.contains(value) else {
        return "\(pack.id) \(place): '\(value)' is not a value of \(key) ("
          + setting.values.joined(separator: ", ") + ")"
      }
      return nil
    }
  }

  @Test(
    "Every setting a condition compares is the pack's, with one of its values",
    arguments: RulePacks.all.map(\.id))
  func conditionsUseDeclaredSettings(id: String) throws {
    let pack = try #require(RulePacks.named(id))
    #expect(Self.problems(of: pack) == [])
  }

  @Test("The check finds comparisons nested in all/any/not: VoiceOver's hintKeys")
  func nestedComparisonsAreFound() {
    let found = Self.conditions(of: RulePacks.voiceOverMac).flatMap {
      Self.comparisons(in: $1, at: $0)
    }.map { "\($0.0): \($0.1)=\($0.2)" }
    #expect(found.contains("hint rule hint.stepper.voModifier: hintKeys=voModifier"))
  }

  @Test("A key the pack does not declare, or a value it does not take, is found")
  func badKeyOrValueIsFound() {
    var pack = RulePacks.orca
    pack.hintRules[0].condition = .setting(.hintKeys, is: "forum")
    let seedOrder = pack.focusRules.firstIndex { $0.id == "focus.seedOrder" }!
    pack.focusRules[seedOrder].condition = .all([.editable, .setting(.order, is: "sideways")])
    #expect(
      Self.problems(of: pack) == [
        "orca focus rule focus.seedOrder: 'sideways' is not a value of order (roleBeforeValue, valueBeforeRole)",
        "orca hint rule hint.off: setting 'hintKeys' is not one of the pack's",
      ])
  }

  @Test("Settings read by typed key; a name no pack has is nil, not an empty string")
  func typedReads() throws {
    var settings = ReaderSettings(pack: RulePacks.talkBack)
    #expect(settings[.hints] == "on")
    #expect(settings[.hintKeys] == nil)
    try settings.set("HINTS", to: "OFF")
    #expect(settings[.hints] == "off")
    #expect(settings.value(named: "Hints") == "off")
    #expect(settings.value(named: "verbosity") == nil)
  }

  @Test("Setting errors carry what is wrong and keep their messages")
  func errors() {
    var settings = ReaderSettings(pack: RulePacks.talkBack)
    #expect(
      throws: ReaderSettingError.valueNotAllowed("maybe", setting: "hints", allowed: ["on", "off"])
    ) {
      try settings.set("hints", to: "maybe")
    }
    #expect(
      ReaderSettingError.valueNotAllowed("maybe", setting: "hints", allowed: ["on", "off"])
        .description == "'maybe' is not a value of hints; expected one of on, off")
    do {
      try settings.set("verbosity", to: "high")
      Issue.record("verbosity was accepted")
    } catch {
      #expect(
        error
          == .unknownSetting(
            "verbosity",
            available: [
              "descriptionOrder", "hints", "rotor", "sheetArrival", "singleTap", "speakRoles",
              "typingEcho",
            ]))
      #expect(
        error.description
          == "unknown setting 'verbosity'; this reader has descriptionOrder, hints, rotor, sheetArrival, singleTap, speakRoles, typingEcho"
      )
    }
    #expect(throws: ReaderSettingError.osVersionMoved) { try settings.set("osVersion", to: "26") }
    #expect(
      ReaderSettingError.unknownSetting("x", available: []).description
        == "unknown setting 'x'; this reader has no settings")
  }

  @Test(
    "A throttle's interval setting is its pack's and takes a whole number",
    arguments: RulePacks.all.map(\.id))
  func throttleIntervalsAreDeclared(id: String) throws {
    let pack = try #require(RulePacks.named(id))
    for rule in pack.reactionRules {
      guard case .setting(let key) = rule.throttle?.interval else { continue }
      #expect(pack.setting(key)?.wholeNumbers != nil, "\(pack.id) \(rule.id): \(key)")
    }
  }

  /// GNOME/orca@672b8f4 speech_presenter_preferences_grid.py: the progress-bar interval is a
  /// whole number of seconds from 0 to 100.
  @Test("A setting that takes a whole number takes one in its range and refuses others")
  func wholeNumberSettings() throws {
    var settings = ReaderSettings(pack: RulePacks.orca)
    #expect(settings[.progressBarUpdateInterval] == "10")
    try settings.set("progressbarupdateinterval", to: "05")
    #expect(settings[.progressBarUpdateInterval] == "5")
    try settings.set("progressBarUpdateInterval", to: "0")
    #expect(settings[.progressBarUpdateInterval] == "0")
    for bad in ["101", "-1", "2.5", "often"] {
      #expect(
        throws: ReaderSettingError.numberNotAllowed(
          bad, setting: "progressBarUpdateInterval", range: 0...100)
      ) {
        try settings.set("progressBarUpdateInterval", to: bad)
      }
    }
    #expect(
      ReaderSettingError.numberNotAllowed(
        "101", setting: "progressBarUpdateInterval", range: 0...100
      )
      .description
        == "'101' is not a value of progressBarUpdateInterval; expected a whole number from 0 to 100"
    )
    #expect(
      throws: ReaderSettingError.valueNotAllowed(
        "desktop", setting: "progressBarVerbosity", allowed: ["all", "application", "window"])
    ) {
      try settings.set("progressBarVerbosity", to: "desktop")
    }
  }
}
