import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import TestSupport
import Testing

/// The checkout screen (Scenarios/screens/checkout.yml) read by each reader: its heading and
/// text from the packs' new words (TalkBack's heading_template, AccessibilitySnapshot's header
/// trait, Orca's ROLE_HEADING_LEVEL_SPEECH, NVDA's role labels; Narrator and VoiceOver on macOS
/// low), each component as its own tests assert, the decorative image skipped.
@Suite("Screens: each reader reads a screen in order and acts on the component it is on")
struct ScreenReadingTests {
  static let checkout = "Scenarios/screens/checkout.yml"

  private func run(_ reader: String, on platform: Platform, _ script: String = "")
    throws -> ReaderSimulation
  {
    try screenRun(Self.checkout, on: platform, reader: reader, script: script)
  }

  @Test(
    "The reading order is every element each reader's next item reaches",
    arguments: [
      (
        "voiceover", Platform.ios,
        [
          "Checkout. Heading.", "Review your order before you pay.", "Quantity", "2",
          "Decrement. Button.", "Increment. Button.", "Accept terms. Button.", "Save. Button.",
        ]
      ),
      (
        "talkback", .android,
        [
          "Checkout, Heading", "Review your order before you pay.", "Quantity",
          "Unlabelled, Button", "2", "Unlabelled, Button",
          "not checked, Accept terms, Check box", "Save, Button",
        ]
      ),
      (
        "narrator", .windows,
        [
          "Checkout, heading level 1", "Review your order before you pay.", "Quantity",
          "Quantity Minimum0 Maximum10, edit 2", "Increase, button", "Decrease, button",
          "Accept terms, check box, not checked", "Save, button",
        ]
      ),
      (
        "nvda", .windows,
        [
          "Quantity Minimum0 Maximum10 edit 2", "Accept terms check box not checked",
          "Save button",
        ]
      ),
      (
        "orca", .linux,
        ["Quantity spin button | 2", "Accept terms check box not checked", "Save button"]
      ),
      (
        "voiceover", .macos,
        [
          "Checkout, heading level 1", "Review your order before you pay.", "Quantity",
          "2, Quantity, stepper", "Accept terms, unchecked, checkbox", "Save, button",
        ]
      ),
    ])
  func readingOrder(reader: String, platform: Platform, expected: [String]) throws {
    #expect(try run(reader, on: platform).readingOrder() == expected)
  }

  @Test("Tab visits only what takes keyboard focus, across components, and leaves at the end")
  func tabOrder() throws {
    let simulation = try run("orca", on: .linux, "press Tab; press Tab; press Tab; press Tab")
    #expect(
      simulation.transcript.map(\.text) == [
        "Quantity spin button", "2", "Accept terms check box not checked",
        "Required to continue", "Save button", "Saves your draft",
      ])
    #expect(simulation.control.focusedPart == nil)
  }

  @Test("Shift+Tab goes backwards from the last component that takes focus")
  func shiftTab() throws {
    let simulation = try run("nvda", on: .windows, "press Shift+Tab; press Shift+Tab")
    #expect(
      simulation.transcript.map(\.text) == ["Save button", "Accept terms check box not checked"])
  }

  @Test("Keys act on the component with keyboard focus: Up steps the stepper, Space the checkbox")
  func keysGoToTheFocusedComponent() throws {
    let simulation = try run("orca", on: .linux, "press Tab; press Up; press Tab; press Space")
    #expect(
      simulation.transcript.map(\.text) == [
        "Quantity spin button", "2", "3", "Accept terms check box not checked",
        "Required to continue", "checked",
      ])
  }

  @Test("A reader's activate acts on the component it is on: Save announces its draft")
  func activateInScreen() throws {
    let simulation = try run("voiceover", on: .ios, "focus \"Save\"; double-tap")
    #expect(
      simulation.transcript.map(\.text) == ["Save. Button.", "Saves your draft", "Draft saved"])
  }

  @Test("The increase intent acts on the component the reader is on")
  func increaseInScreen() throws {
    let simulation = try run("orca", on: .linux, "next item; increase")
    #expect(simulation.transcript.map(\.text) == ["Quantity spin button", "2", "3"])
  }

  @Test("A heading's level is spoken where the platform has one; iOS and Android have none")
  func headingLevels() throws {
    let screen = Screen(
      name: "levels",
      elements: [
        .heading("Delivery", level: 2), .image(label: "Logo"), .image(label: nil),
        .component(try ComponentLoader.load(path: "Scenarios/components/save-button.yml")),
      ])
    let heard = try [
      ("voiceover", Platform.ios), ("talkback", .android), ("narrator", .windows),
      ("nvda", .windows), ("orca", .linux), ("voiceover", .macos),
    ].map { reader, platform in
      var simulation = try ReaderSimulation(
        screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
        catalog: .shipped)
      try simulation.run(
        try InteractionParser.parse(
          "focus \"Delivery\"; focus \"Logo\"", parts: ControlCatalog.shipped.partVocabulary))
      return simulation.transcript.map(\.text)
    }
    #expect(
      heard == [
        ["Delivery. Heading.", "Logo. Image."], ["Delivery, Heading", "Logo, Image"],
        ["Delivery, heading level 2", "Logo, image"],
        ["Delivery heading level 2", "Logo graphic"], ["Delivery heading 2", "Logo image"],
        ["Delivery, heading level 2", "Logo, image"],
      ])
  }

  /// A screen of more elements than ``TreeIndex``'s threshold is walked through the index
  /// (each move finds its place by id, not by a scan): the same order, both ways, and the
  /// same "focus stays" at each end as a small screen's scan gives.
  @Test("A long screen is walked in order both ways, as a short one is", arguments: [5, 80])
  func longScreenWalk(count: Int) throws {
    let texts = (1...count).map { "Line \($0)" }
    let screen = Screen(
      name: "long",
      elements: texts.map { ScreenElement.text($0) } + [
        .component(try ComponentLoader.load(path: "Scenarios/components/save-button.yml"))
      ])
    var simulation = try ReaderSimulation(
      screen: screen, platform: .ios, pack: try RulePacks.resolve("voiceover", on: .ios),
      catalog: .shipped)
    let forward = Array(repeating: "swipe right", count: count + 2).joined(separator: "; ")
    let back = Array(repeating: "swipe left", count: count + 1).joined(separator: "; ")
    try simulation.run(
      try InteractionParser.parse(
        forward + "; " + back, parts: ControlCatalog.shipped.partVocabulary))
    let heard = simulation.transcript.filter { $0.kind != .hint }.map(\.text)
    #expect(heard == texts + ["Save. Button."] + texts.reversed())
    #expect(simulation.focusedElement?.name == "Line 1")
  }

  @Test("A decorative image exposes nothing: the reader's world skips it")
  func decorativeImage() throws {
    let simulation = try run("voiceover", on: .ios)
    #expect(!simulation.elements.contains { $0.role == .image })
    #expect(simulation.elements.count == 8)
  }

  @Test("A component file is a screen of one, run exactly as the component")
  func componentIsAScreenOfOne() throws {
    let screen = try ScreenLoader.load(path: "Scenarios/components/save-button.yml")
    #expect(screen.soleComponent != nil)
    var simulation = try ReaderSimulation(
      screen: screen, platform: .ios, pack: RulePacks.voiceOverIOS, catalog: .shipped)
    #expect(!(simulation.control is ScreenControl))
    try simulation.run(
      try InteractionParser.parse("swipe right", parts: .init(parts: [], aliases: [])))
    #expect(simulation.transcript.map(\.text) == ["Save. Button.", "Saves your draft"])
  }
}
