import ComponentFile
import ControlRegistry
import Controls
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import Testing

/// A merged group holding one control (a settings row: SwiftUI's `.combine`, a UIKit cell as
/// one element, Compose's `toggleable` Row): on iOS, Android and macOS the row is one element
/// carrying the switch's role, state and actions, named by the row's texts and the switch's
/// own name in order; activating it toggles the switch. Windows and Linux do not merge.
@Suite("Screens: a merged group holding a control")
struct MergedControlTests {
  static let readers: [(String, Platform)] = [
    ("voiceover", .ios), ("talkback", .android), ("narrator", .windows), ("nvda", .windows),
    ("orca", .linux), ("voiceover", .macos),
  ]

  private func load(_ yaml: String) throws -> Screen {
    try ScreenLoader.parse(
      yaml, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
      schema: .shipped)
  }

  private func readingOrders(_ screen: Screen) throws -> [[String]] {
    try Self.readers.map { reader, platform in
      try ReaderSimulation(
        screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
        settings: [:], catalog: .shipped
      ).readingOrder()
    }
  }

  @Test("The shipped row: one element on iOS, Android and macOS; separate on Windows and Linux")
  func shippedRow() throws {
    let orders = try readingOrders(
      try ScreenLoader.load(path: "Scenarios/screens/settings-row.yml"))
    #expect(
      orders == [
        ["Wi-Fi, Connected to Home. Switch Button. Off.", "Save. Button."],
        ["OFF, Wi-Fi, Connected to Home, Switch", "Save, Button"],
        // Not merged: the switch and its text stay separate (NVDA and Orca Tab past the text).
        ["Wi-Fi, toggle switch, off", "Connected to Home", "Save, button"],
        ["Wi-Fi toggle button not pressed", "Save button"],
        ["Wi-Fi check box not checked", "Save button"],
        ["off, Wi-Fi, Connected to Home, switch", "Save, button"],
      ])
  }

  @Test("Text before an unlabelled switch names the row; the switch's name has its place")
  func textFirst() throws {
    let screen = try load(
      """
      screen: Row
      elements:
        - group:
            merge: true
            elements:
              - text: Airplane mode
              - component: { control: switch }
              - image: { decorative: true }
      """)
    let orders = try readingOrders(screen)
    #expect(orders[0] == ["Airplane mode. Switch Button. Off."])
    #expect(orders[1] == ["OFF, Airplane mode, Switch"])
    #expect(orders[5] == ["off, Airplane mode, switch"])
  }

  @Test(
    "Activating the merged row toggles its switch on every merging platform",
    arguments: [
      (
        "voiceover", Platform.ios,
        [
          "Wi-Fi, Connected to Home. Switch Button. Off.",
          "Uses more battery. Double tap to toggle setting.", "On",
        ]
      ),
      (
        "talkback", Platform.android,
        ["OFF, Wi-Fi, Connected to Home, Switch", "Double-tap to toggle", "ON"]
      ),
      (
        "voiceover", Platform.macos,
        ["off, Wi-Fi, Connected to Home, switch", "Uses more battery", "on"]
      ),
    ])
  func activateRow(reader: String, platform: Platform, heard: [String]) throws {
    var simulation = try ReaderSimulation(
      screen: try ScreenLoader.load(path: "Scenarios/screens/settings-row.yml"),
      platform: platform, pack: try RulePacks.resolve(reader, on: platform), catalog: .shipped)
    try simulation.run(
      try InteractionParser.parse(
        "next item; activate", parts: ControlCatalog.shipped.partVocabulary))
    #expect(simulation.transcript.map(\.text) == heard)
    #expect(simulation.control.value == .toggle(.on))
  }

  @Test("Adjusting a merged row moves its slider: the increase intent routes to the control")
  func adjustRow() throws {
    let screen = try load(
      """
      screen: Brightness
      elements:
        - group:
            merge: true
            elements:
              - text: Brightness
              - component: { control: slider }
      """)
    let heard = try [("voiceover", Platform.ios), ("talkback", .android)].map {
      reader, platform in
      var simulation = try ReaderSimulation(
        screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
        catalog: .shipped)
      try simulation.run(
        try InteractionParser.parse(
          "next item; increase", parts: ControlCatalog.shipped.partVocabulary))
      return simulation.transcript.map(\.text)
    }
    #expect(
      heard == [
        [
          "Brightness: 50%. Adjustable.",
          "Swipe up or down with one finger to adjust the value.", "60%",
        ],
        ["50%, Brightness, Slider", "Swipe up or Swipe down to adjust", "55%"],
      ])
  }
}
