import Accessibility
import Core
import ScreenReaders
import Testing

/// A reader's state words are a table keyed by ``StateKey``: a control with a new state adds a
/// key and rows in the packs' tables, and the compositor speaks it with no code of its own; the
/// table's order is the reader's preference.
@Suite("State table")
struct StateTableTests {
  /// A state no control in the package has: made here, as a new control would make it.
  static let grabbed = StateKey("grabbed")
  /// Where the test's words come from.
  static let evidence = Source("test evidence", .low)

  /// `reader`'s pack speaking focus as `[name, state]` joined by ", ", with `rows` as its state
  /// table.
  func compositor(_ reader: String, rows: KeyValuePairs<StateKey, Word>) throws -> Compositor {
    var pack = try #require(RulePacks.named(reader))
    pack.vocabulary.states.words = rows.map { StateWord($0.key, $0.value) }
    pack.focusRules = [
      FocusRule("test", [UtteranceTemplate([.name, .state], joiner: ", ")], source: Self.evidence)
    ]
    return Compositor(pack: pack, settings: ReaderSettings(pack: pack))
  }

  /// What the compositor says when `element` takes its focus.
  func focus(_ element: AccessibleElement, _ compositor: Compositor) -> [String] {
    compositor.describe(element, context: Compositor.Context(element: element, isFocused: true))
      .map(\.text)
  }

  func handle(_ states: [StateKey]) -> AccessibleElement {
    AccessibleElement(
      id: "handle", role: .button, name: "Handle", isClickable: true,
      states: ElementStates(states))
  }

  @Test("A new state is a key and a row: the compositor speaks it, the documentation lists it")
  func newStateIsData() throws {
    var pack = try #require(RulePacks.named("orca"))
    pack.vocabulary.states.words.append(
      StateWord(Self.grabbed, Word("grabbed", Self.evidence)))
    let orca = Compositor(pack: pack, settings: ReaderSettings(pack: pack))
    #expect(orca.stateText(of: handle([Self.grabbed])) == "grabbed")
    #expect(orca.stateText(of: handle([])) == nil)
    // The documentation lists the row after the pack's own rows, in table order.
    let lines = RulePackDocumentation.markdown(pack).split(separator: "\n").map(String.init)
    let row = try #require(lines.firstIndex(of: "| grabbed | \"grabbed\" | test evidence (low) |"))
    #expect(lines[row - 1].hasPrefix("| collapsed | \"collapsed\" | "))
    // A pack without the row says nothing for the state.
    let without = try compositor("orca", rows: [:])
    #expect(focus(handle([Self.grabbed]), without) == ["Handle"])
    let with = try compositor("orca", rows: [Self.grabbed: Word("grabbed", Self.evidence)])
    #expect(focus(handle([Self.grabbed]), with) == ["Handle, grabbed"])
  }

  @Test("The compositor speaks the table's first row the element is in, whatever its own order")
  func tableOrder() throws {
    let element = handle([.checked, Self.grabbed])
    let grabbedFirst = try compositor(
      "nvda",
      rows: [
        Self.grabbed: Word("grabbed", Self.evidence), .checked: Word("ticked", Self.evidence),
      ])
    #expect(focus(element, grabbedFirst) == ["Handle, grabbed"])
    let checkedFirst = try compositor(
      "nvda",
      rows: [
        .checked: Word("ticked", Self.evidence), Self.grabbed: Word("grabbed", Self.evidence),
      ])
    #expect(focus(element, checkedFirst) == ["Handle, ticked"])
    // A row for a state the element is not in is skipped.
    let unused = try compositor(
      "nvda",
      rows: [.mixed: Word("half", Self.evidence), Self.grabbed: Word("grabbed", Self.evidence)])
    #expect(focus(element, unused) == ["Handle, grabbed"])
  }

  @Test("The app's state description, then a toggle's value description, come before the table")
  func precedence() throws {
    var talkBack = try compositor(
      "talkback", rows: [Self.grabbed: Word("grabbed", Self.evidence)])
    var element = handle([Self.grabbed])
    element.states.stateDescription = "Held"
    #expect(focus(element, talkBack) == ["Handle, Held"])
    element.states.stateDescription = nil
    #expect(focus(element, talkBack) == ["Handle, grabbed"])
    talkBack = try compositor("talkback", rows: [:])
    element.states.range = ElementStates.RangeInfo(minimum: 0, maximum: 10, value: 3, kind: .int)
    #expect(focus(element, talkBack) == ["Handle, 3"])

    let voiceOver = try compositor(
      "voiceover-ios", rows: [Self.grabbed: Word("grabbed", Self.evidence)])
    var toggle = handle([Self.grabbed])
    toggle.states.valueDescription = "Held"
    // Only a toggle's value description stands for its state word.
    #expect(focus(toggle, voiceOver) == ["Handle, grabbed"])
    toggle.states.togglesOnActivation = true
    #expect(focus(toggle, voiceOver) == ["Handle, Held"])
  }

  @Test("An element holds each state once, in the order its control gives them")
  func elementKeys() {
    var states = ElementStates([Self.grabbed, .checked, Self.grabbed])
    #expect(states.keys == [Self.grabbed, .checked])
    states.insert(.checked)
    states.insert(.busy)
    #expect(states.keys == [Self.grabbed, .checked, .busy])
    states.remove(Self.grabbed)
    #expect(states.keys == [.checked, .busy] && !states.contains(Self.grabbed))
    #expect(ElementStates([.checked, .busy]) != ElementStates([.busy, .checked]))
  }
}
