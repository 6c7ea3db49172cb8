import Accessibility
import Core
import ScreenReaders
import TestSupport
import Testing

/// The states an element exposes beyond name, role and value, as each reader speaks them
/// (issue #13: stateDescription and the RangeInfo kind). TalkBack's rules are read from its
/// compositor at google/talkback@26a27dc0; readers with no evidence for a state say nothing for
/// it (their vocabulary has no words).
@Suite("State evidence")
struct StateEvidenceTests {
  /// What `reader` says when `element` takes its focus, with `settings`.
  func focus(
    _ element: AccessibleElement, reader: String, settings: [String: String] = [:]
  ) throws -> String? {
    let pack = try #require(RulePacks.named(reader))
    var readerSettings = ReaderSettings(pack: pack)
    for (name, value) in settings { try readerSettings.set(name, to: value) }
    let compositor = Compositor(pack: pack, settings: readerSettings)
    let context = Compositor.Context(element: element, isFocused: true)
    return compositor.describe(element, context: context).map(\.text).first
  }

  let increase = AccessibleElement(
    id: "increment", role: .button, name: "Increase quantity", isClickable: true,
    states: ElementStates(stateDescription: "2"))

  @Test("TalkBack speaks stateDescription as the state, placed by the description order")
  func stateDescriptionOrder() throws {
    // RoleDescriptionExtractor.nodeRoleDescriptionText: DefaultDescription.nodeState is the
    // app's state description; state-name-role is the default order (donottranslate.xml).
    #expect(try focus(increase, reader: "talkback") == "2, Increase quantity, Button")
    #expect(
      try focus(increase, reader: "talkback", settings: ["descriptionOrder": "nameRoleState"])
        == "Increase quantity, Button, 2")
    #expect(
      try focus(increase, reader: "talkback", settings: ["descriptionOrder": "roleNameState"])
        == "Button, Increase quantity, 2")
  }

  @Test("TalkBack: a stateDescription replaces the value and the switch's own on/off words")
  func stateDescriptionReplaces() throws {
    let slider = AccessibleElement(
      id: "stepper", role: .slider, name: "Quantity", value: "2",
      states: ElementStates(stateDescription: "2 items"))
    #expect(try focus(slider, reader: "talkback") == "2 items, Quantity, Slider")
    let wifi = AccessibleElement(
      id: "switch", role: .toggleSwitch, name: "Wi-Fi", isClickable: true,
      states: ElementStates([.on], togglesOnActivation: true, stateDescription: "Connected"))
    #expect(try focus(wifi, reader: "talkback") == "Connected, Wi-Fi, Switch")
    var plain = wifi
    plain.states.stateDescription = nil
    // SwitchDescription falls back to value_on / value_off.
    #expect(try focus(plain, reader: "talkback") == "on, Wi-Fi, Switch")
  }

  @Test("TalkBack words a RangeInfo by its type: PERCENT, INT, FLOAT")
  func rangeKind() throws {
    // SeekBarDescription.seekBarPercentText: template_percent with String.valueOf(float) for
    // PERCENT ("50.0 percent"), String.valueOf((int) current) for INT, String.valueOf(current)
    // for FLOAT.
    func volume(_ kind: ElementStates.RangeInfo.Kind, _ value: Double) -> AccessibleElement {
      AccessibleElement(
        id: "slider", role: .slider, name: "Volume", value: "\(value)",
        states: ElementStates(range: .init(minimum: 0, maximum: 100, value: value, kind: kind)))
    }
    #expect(try focus(volume(.percent, 50), reader: "talkback") == "50.0 percent, Volume, Slider")
    #expect(try focus(volume(.int, 50.7), reader: "talkback") == "50, Volume, Slider")
    #expect(try focus(volume(.float, 0.5), reader: "talkback") == "0.5, Volume, Slider")
    #expect(try focus(volume(.float, 30), reader: "talkback") == "30.0, Volume, Slider")
    // A state description wins over the range (SeekBarDescription.stateDescription).
    var described = volume(.percent, 50)
    described.states.stateDescription = "Half"
    #expect(try focus(described, reader: "talkback") == "Half, Volume, Slider")
  }

  @Test("Without a range or state, TalkBack's state slot is the value, as before")
  func valueFallback() throws {
    let slider = AccessibleElement(id: "stepper", role: .slider, name: "Quantity", value: "2")
    #expect(try focus(slider, reader: "talkback") == "2, Quantity, Slider")
  }

  @Test("Readers without evidence for stateDescription do not speak it")
  func otherReaders() throws {
    // stateDescription is Android's; no other pack claims to speak it.
    for reader in ["voiceover-ios", "narrator", "nvda", "orca", "voiceover-macos"] {
      let pack = try #require(RulePacks.named(reader))
      #expect(pack.vocabulary.states.stateDescription == nil, "\(reader)")
      #expect(pack.vocabulary.states.range == nil, "\(reader)")
    }
  }

  /// The component settings (`increment.stateDescription`, `stateDescription`, `rangeKind`)
  /// reach TalkBack's speech end to end on the Material stepper, the one Android variant whose
  /// nodes the app builds (a NumberPicker builds its own).
  @Test(
    "A Material stepper's stateDescription and range type, from its component, as TalkBack says them"
  )
  func componentSettingsReachSpeech() throws {
    let buttons = """
      label: Quantity
      value: 2
      maximum: 10
      increment: { label: Increase quantity, stateDescription: "{value}" }
      platforms: { android: { variant: material } }
      """
    #expect(
      try said(buttons, on: .android, reader: "talkback", script: "touch increment").first
        == "2, Increase quantity, Button")
    let slider = """
      label: Quantity
      value: 5
      maximum: 10
      accessibility: { presentation: adjustable, labelHidden: true }
      platforms: { android: { variant: material } }
      """
    // PERCENT: SeekBarDescription formats the value as Java's String.valueOf(float).
    #expect(
      try said(
        slider, on: .android, reader: "talkback", script: "swipe right",
        overrides: [
          "rangeKind=percent"
        ]
      ).first == "5.0 percent, Quantity, Slider")
    #expect(
      try said(
        slider, on: .android, reader: "talkback", script: "swipe right",
        overrides: [
          "rangeKind=int"
        ]
      ).first == "5, Quantity, Slider")
    #expect(
      try said(
        slider + "\nstateDescription: \"{value} of 10\"", on: .android, reader: "talkback",
        script: "swipe right"
      ).first == "5 of 10, Quantity, Slider")
  }
}
