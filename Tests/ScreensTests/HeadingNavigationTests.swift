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

/// The heading and first/last intents on a screen with two headings
/// (Tests/Fixtures/screens/two-headings.yml: Checkout level 1, text, a checkbox, Payment
/// level 2, a button): VoiceOver's rotor and TalkBack's reading control set to Headings then
/// swipe down/up, VoiceOver on macOS's VO+Cmd+H, Narrator's scan-mode H, Orca's structural
/// navigation (off for an app's controls; in GUI mode it wraps and says so), NVDA's H, which a
/// native app gets, as no browse mode runs there.
@Suite("Screens: next and previous heading, first and last item, per reader")
struct HeadingNavigationTests {
  static let twoHeadings = "Tests/Fixtures/screens/two-headings.yml"

  private func run(
    _ reader: String, on platform: Platform, _ script: String,
    settings: [String: String] = [:], path: String = Self.twoHeadings
  ) throws -> ReaderSimulation {
    try screenRun(path, on: platform, reader: reader, settings: settings, script: script)
  }

  private func notes(_ simulation: ReaderSimulation) -> [String] {
    simulation.log.compactMap { entry in
      switch entry.kind {
      case .note(let text), .silence(let text): text
      default: nil
      }
    }
  }

  static let walk = "next heading; next heading; next heading; previous heading"

  @Test(
    "Next and previous heading speak each heading as the reader speaks it; past the last, silence",
    arguments: [
      (
        "voiceover", Platform.ios, [String: String](),
        ["Headings", "Checkout. Heading.", "Payment. Heading.", "Checkout. Heading."]
      ),
      (
        "talkback", .android, [:],
        ["Headings", "Checkout, Heading", "Payment, Heading", "Checkout, Heading"]
      ),
      (
        "voiceover", .macos, [:],
        ["Checkout, heading level 1", "Payment, heading level 2", "Checkout, heading level 1"]
      ),
      (
        "narrator", .windows, ["scanMode": "on"],
        ["Checkout, heading level 1", "Payment, heading level 2", "Checkout, heading level 1"]
      ),
      (
        "orca", .linux, ["structuralNavigation": "gui"],
        [
          "Checkout heading 1", "Payment heading 2", "Wrapping to top.", "Checkout heading 1",
          "Wrapping to bottom.", "Payment heading 2",
        ]
      ),
    ])
  func headings(reader: String, platform: Platform, settings: [String: String], expected: [String])
    throws
  {
    let simulation = try run(reader, on: platform, Self.walk, settings: settings)
    #expect(simulation.transcript.map(\.text) == expected)
  }

  @Test("VoiceOver says the rotor's choice once: turning it to Headings again says nothing")
  func rotorOnce() throws {
    let simulation = try run("voiceover", on: .ios, Self.walk)
    #expect(simulation.compositor.settings[.rotor] == "headings")
    #expect(notes(simulation).contains("no next heading; focus stays"))
  }

  @Test("NVDA's H and Orca's H by default go to the app: no browse mode, no structural navigation")
  func keysGoToTheApp() throws {
    for (reader, platform) in [
      ("nvda", Platform.windows), ("orca", .linux), ("narrator", .windows),
    ] {
      let simulation = try run(reader, on: platform, "next heading; previous heading")
      #expect(simulation.transcript.isEmpty, "\(reader)")
      #expect(simulation.focusID == nil, "\(reader)")
      #expect(
        simulation.log.contains { entry in
          if case .event(.inputIgnored(let reason, _)) = entry.kind {
            reason == "H does nothing: keyboard focus is on nothing on the screen"
          } else {
            false
          }
        }, "\(reader)")
    }
  }

  @Test("A component alone has no heading: Orca says so, VoiceOver only names the rotor")
  func noHeadings() throws {
    let save = "Scenarios/components/save-button.yml"
    let orca = try run(
      "orca", on: .linux, "next heading", settings: ["structuralNavigation": "gui"], path: save)
    #expect(orca.transcript.map(\.text) == ["No more headings."])
    let voiceOver = try run("voiceover", on: .ios, "next heading", path: save)
    #expect(voiceOver.transcript.map(\.text) == ["Headings"])
  }

  @Test("NVDA's object navigation reads every exposed element; keyboard focus stays")
  func nvdaObjectNavigation() throws {
    let simulation = try run(
      "nvda", on: .windows, "", settings: ["navigation": "object"],
      path: "Scenarios/screens/checkout.yml")
    #expect(try simulation.readingOrder() == Self.nvdaObjectOrder)
    let moved = try run(
      "nvda", on: .windows, "next item; next item; next item; next item",
      settings: ["navigation": "object"], path: "Scenarios/screens/checkout.yml")
    #expect(moved.focusedElement?.name == "Quantity Minimum0 Maximum10")
    #expect(moved.control.focusedPart == nil)
  }

  static let nvdaObjectOrder = [
    "Checkout heading level 1", "Review your order before you pay.", "Quantity",
    "Quantity Minimum0 Maximum10 edit 2", "Increase button", "Decrease button",
    "Accept terms check box not checked", "Save button",
  ]

  @Test(
    "First and last item: VoiceOver's four-finger taps and VO+Cmd+Home/End; TalkBack has none",
    arguments: [
      ("voiceover", Platform.ios, ["Checkout. Heading.", "Save. Button.", "Saves your draft"]),
      ("voiceover", .macos, ["Checkout, heading level 1", "Save, button", "Saves your draft"]),
      ("talkback", .android, []),
      ("nvda", .windows, []),
    ])
  func firstAndLast(reader: String, platform: Platform, expected: [String]) throws {
    let simulation = try run(reader, on: platform, "first item; last item")
    #expect(simulation.transcript.map(\.text) == expected)
    if expected.isEmpty {
      #expect(
        notes(simulation).first?.hasPrefix(
          "\(simulation.pack.name) has no default command for first item: ") == true)
    }
  }
}
