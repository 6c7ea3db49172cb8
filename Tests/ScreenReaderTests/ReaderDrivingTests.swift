import Accessibility
import ControlRegistry
import Core
import Interactions
import ScreenReaders
import StepperControl
import Testing

/// A pack's driving data (how a user reaches, activates and adjusts) is what `check` writes
/// into criteria; these tests hold it to the pack's own input rules.
@Suite("Reader driving: input mode, modifier keys, reach, activate and adjust come from the pack")
struct ReaderDrivingTests {
  /// The input-rule actions `input` triggers in `pack` for some focused element; empty when no
  /// rule claims it (a key then goes to the app).
  private static func actions(of input: Input, in pack: RulePack) -> Set<ReaderAction> {
    Set(pack.inputRules.filter { $0.input == input }.map(\.action))
  }

  private static func inputs(_ text: String) throws -> [Input] {
    try InteractionParser.parse(text).map { statement in
      switch statement.interaction {
      case .press(let chord): return .key(chord)
      case .gesture(let gesture): return .gesture(gesture.kind)
      default:
        Issue.record("'\(statement.text)' is neither a key nor a gesture")
        return .gesture(.touch)
      }
    }
  }

  @Test(
    "The gesture to the next element and the hints that convey a role come from the pack",
    arguments: RulePacks.all)
  func nextGestureAndRoleHints(pack: RulePack) throws {
    // A touch reader names its next-element gesture, and its input rules move to the next
    // element on it; a keyboard reader has none (its reach is a key).
    if pack.driving.inputMode == .touch {
      let next = try #require(pack.driving.next, "\(pack.id) has no next gesture")
      let inputs = try Self.inputs(next)
      #expect(inputs.count == 1)
      for input in inputs {
        #expect(Self.actions(of: input, in: pack).contains(.moveNext), "\(pack.id): \(next)")
      }
    } else {
      #expect(pack.driving.next == nil, "\(pack.id)")
    }
    // Only the touch readers' hints stand for the role (MagentaA11y's expected announcements:
    // "Double-tap to activate", "double tap to toggle"); the criteria ask the pack, not the
    // platform.
    let expected: [String: [String]] = [
      "talkback": ["to activate", "to toggle"], "voiceover-ios": ["to toggle"],
    ]
    #expect(pack.driving.roleHints == expected[pack.id, default: []], "\(pack.id)")
  }

  @Test(
    "Each intent is inputs the reader claims for it, or keys the app gets (Tab, arrows)",
    arguments: RulePacks.all)
  func intents(pack: RulePack) throws {
    let readerModifiers = Set(pack.driving.modifiers.map(\.modifier))
    let claimed: [UserIntent: ReaderAction] = [
      .nextItem: .moveNext, .previousItem: .movePrevious, .activate: .activate,
      .increase: .increment, .decrease: .decrement, .nextHeading: .moveNextHeading,
      .previousHeading: .movePreviousHeading, .firstItem: .moveFirst, .lastItem: .moveLast,
    ]
    for intent in UserIntent.allCases {
      // Only the new intents may have no default command, and then say why.
      guard let command = pack.driving.intents[intent] else {
        #expect(pack.driving.intents.source(of: intent) != nil, "\(pack.id) \(intent)")
        continue
      }
      let inputs = try Self.inputs(command)
      let last = try #require(inputs.last, "\(pack.id): no command for \(intent)")
      for input in inputs {
        let actions = Self.actions(of: input, in: pack)
        if case .key(let chord) = input, readerModifiers.isDisjoint(with: chord.modifiers) {
          // A plain key goes to the app, which moves keyboard focus or the value, unless a
          // mode of the reader claims it (Orca's structural navigation, Narrator's scan mode).
          #expect(
            actions.isEmpty || actions == [.passToApp] || actions.contains(claimed[intent]!),
            "\(pack.id) \(intent): \(input)")
        } else if input == last {
          #expect(
            actions.contains(claimed[intent]!), "\(pack.id) \(intent): \(input) does \(actions)")
        } else {
          #expect(
            actions.contains(.startInteracting) || actions.contains(.chooseRotor),
            "\(pack.id) \(intent): \(input)")
        }
      }
    }
    // A navigation mode's commands are keys the reader claims for moving its focus, or its
    // review cursor (Orca's flat review).
    for mode in pack.driving.intents.modes {
      #expect(pack.settings.contains { $0.key == mode.setting && $0.values.contains(mode.value) })
      let moves: [(String?, Set<ReaderAction>)] = [
        (mode.nextItem, [.moveNext, .reviewNextLine]),
        (mode.previousItem, [.movePrevious, .reviewPreviousLine]),
        (mode.firstItem, [.moveFirst, .reviewFirstLine]),
        (mode.lastItem, [.moveLast, .reviewLastLine]),
      ]
      for case (let command?, let allowed) in moves {
        for input in try Self.inputs(command) {
          let actions = Set(Self.actions(of: input, in: pack))
          #expect(!actions.isDisjoint(with: allowed), "\(pack.id): \(input) does \(actions)")
        }
      }
    }
    // The touch readers' next-item intent is their next gesture.
    if let next = pack.driving.next { #expect(pack.driving.intents.nextItem == next) }
  }

  @Test(
    "Activate and adjust are inputs the reader claims for that, or keys the app gets",
    arguments: RulePacks.all)
  func activateAndAdjust(pack: RulePack) throws {
    let readerModifiers = Set(pack.driving.modifiers.map(\.modifier))
    for input in try Self.inputs(pack.driving.activate) {
      let actions = Self.actions(of: input, in: pack)
      if case .key(let chord) = input, readerModifiers.isDisjoint(with: chord.modifiers) {
        #expect(actions.isEmpty || actions == [.passToApp], "\(pack.id): \(input)")
      } else {
        #expect(actions.contains(.activate), "\(pack.id) activate: \(input) does \(actions)")
      }
    }
    let adjust = try Self.inputs(pack.driving.adjust)
    let last = try #require(adjust.last)
    for input in adjust {
      let actions = Self.actions(of: input, in: pack)
      if case .key(let chord) = input, readerModifiers.isDisjoint(with: chord.modifiers) {
        #expect(actions.isEmpty, "\(pack.id): \(input) is claimed by the reader")
      } else if input == last {
        #expect(actions.contains(.increment), "\(pack.id) adjust: \(input) does \(actions)")
      } else {
        #expect(actions.contains(.startInteracting), "\(pack.id) adjust: \(input) does \(actions)")
      }
    }
  }

  @Test(
    "Touch readers reach by touch; keyboard readers by a key that moves them",
    arguments: RulePacks.all)
  func reach(pack: RulePack) {
    switch pack.driving.reach {
    case .touch:
      #expect(pack.driving.inputMode == .touch)
      #expect(Self.actions(of: .gesture(.touch), in: pack) == [.touch])
    case .keys(let next, let disabled):
      #expect(pack.driving.inputMode == .keyboard)
      // Tab moves keyboard focus, which the reader follows; a reader key must move the reader.
      for key in [next] + (disabled.map { [$0] } ?? []) where !key.modifiers.isEmpty {
        #expect(Self.actions(of: .key(key), in: pack) == [.moveNext], "\(pack.id): \(key)")
      }
    }
  }

  @Test(
    "Every reader modifier a key rule uses is declared, with the keys that act as it",
    arguments: RulePacks.all)
  func modifiers(pack: RulePack) {
    let declared = Set(pack.driving.modifiers.map(\.modifier))
    let readerKeys: Set<KeyModifier> = [.voiceOver, .narrator, .insert]
    for rule in pack.inputRules {
      guard case .key(let chord) = rule.input else { continue }
      for modifier in chord.modifiers where readerKeys.contains(modifier) {
        #expect(declared.contains(modifier), "\(pack.id) \(rule.id) uses undeclared \(modifier)")
      }
    }
    #expect(pack.driving.modifiers.allSatisfy { !$0.keys.isEmpty })
  }

  @Test("The data each reader gives the criteria, and the platform's own reader per platform")
  func table() {
    let rows = RulePacks.all.map { pack in
      let reach =
        switch pack.driving.reach {
        case .touch: "touch"
        case .keys(let next, let disabled): "\(next)" + (disabled.map { " / \($0)" } ?? "")
        }
      let modifiers = pack.driving.modifiers.map {
        "\($0.modifier.rawValue)=\($0.keys.joined(separator: "|"))"
      }
      return "\(pack.id): \(pack.driving.inputMode.rawValue), \(modifiers.joined()), \(reach), "
        + "\(pack.driving.activate), \(pack.driving.adjust), \(pack.voice.voice.rawValue)"
    }
    #expect(
      rows == [
        "voiceover-ios: touch, VO=Control+Option|Caps Lock, touch, double-tap, swipe up, female1",
        "voiceover-macos: keyboard, VO=Control+Option|Caps Lock, VO+Right, press VO+Space, press VO+Shift+Down; press VO+Up, female1",
        "talkback: touch, Alt=Alt, touch, double-tap, swipe up, female2",
        "narrator: keyboard, Narrator=Caps Lock|Insert, Tab / Narrator+Right, press Narrator+Enter, press Up, male1",
        "nvda: keyboard, Insert=Insert, Tab, press Space, press Up, male3",
        "orca: keyboard, Insert=Insert|Caps Lock, Tab, press Space, press Up, male2",
      ])
  }

  @Test("Which interaction changes a focused element's value, per reader")
  func valueChange() throws {
    func interaction(_ reader: String, _ element: AccessibleElement) throws -> String {
      let pack = try #require(RulePacks.named(reader))
      return Compositor(pack: pack, settings: ReaderSettings(pack: pack))
        .valueChangeInteraction(for: element)
    }
    let button = AccessibleElement(id: "increment", role: .button, name: "Increment")
    let adjustable = AccessibleElement(id: "stepper", role: .adjustable, name: "Quantity")
    let slider = AccessibleElement(id: "stepper", role: .slider, name: "Quantity")
    let field = AccessibleElement(id: "field", role: .editText, name: "Quantity")
    #expect(try interaction("voiceover-ios", adjustable) == "swipe up")
    #expect(try interaction("voiceover-ios", button) == "double-tap")
    #expect(try interaction("talkback", slider) == "swipe up")
    #expect(try interaction("talkback", button) == "double-tap")
    #expect(try interaction("voiceover-macos", button) == "press VO+Shift+Down; press VO+Up")
    #expect(try interaction("narrator", button) == "press Narrator+Enter")
    #expect(try interaction("narrator", field) == "press Up")
    #expect(try interaction("orca", field) == "press Up")
  }
}
