import Accessibility
import ComponentFile
import ControlRegistry
import Controls
import Core
import Interactions
import ScreenReaders
import Screens
import Simulation
import Testing

/// Orca's flat review (help's flat review commands; flat_review.py's zones and lines): KP 7,
/// KP 8 and KP 9 read the previous, current and next line, Orca+KP 7 and Orca+KP 9 the first
/// and last, without moving focus; a line is its zones (text; role and value; state then
/// name; name, else role) joined with spaces; no wrap at the ends.
@Suite("Screens: Orca's flat review")
struct FlatReviewTests {
  private func run(
    _ script: String, reader: String = "orca", on platform: Platform = .linux,
    settings: [String: String] = [:], path: String = "Scenarios/screens/checkout.yml"
  ) throws -> ReaderSimulation {
    let screen = try ScreenLoader.load(path: path)
    var simulation = try ReaderSimulation(
      screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
      settings: settings, catalog: .shipped)
    try simulation.run(
      try InteractionParser.parse(script, parts: ControlCatalog.shipped.partVocabulary))
    return simulation
  }

  private func notes(_ simulation: ReaderSimulation) -> [String] {
    simulation.log.compactMap { entry in
      if case .note(let text) = entry.kind { text } else { nil }
    }
  }

  /// The checkout screen's lines: no frames, so a line an element, in reading order; the
  /// spin button's zone is its text, the check box's its state then its name.
  static let checkoutLines = [
    "Checkout", "Review your order before you pay.", "Quantity", "2",
    "not checked Accept terms", "Save",
  ]

  @Test("Next item in flat review reads the screen line by line")
  func readingOrder() throws {
    let simulation = try run("", settings: ["navigation": "flatReview"])
    #expect(try simulation.readingOrder() == Self.checkoutLines)
    // Tab's reading order (the default) is unchanged.
    #expect(try run("").readingOrder().first == "Quantity spin button | 2")
  }

  @Test("Review starts at the focus's line and leaves focus where it is")
  func startsAtFocus() throws {
    let simulation = try run("press Tab; press Tab; press KP8; press KP7; press KP7")
    #expect(
      simulation.transcript.map(\.text).suffix(3) == [
        "not checked Accept terms", "2", "Quantity",
      ])
    #expect(simulation.focusedElement?.name == "Accept terms")
    // Moving focus brings review back to the focus's line.
    let moved = try run("press Tab; press Tab; press KP9; press Shift+Tab; press KP8")
    #expect(moved.transcript.map(\.text).last == "2")
  }

  @Test("Past the last or the first line Orca says nothing: flat review does not wrap")
  func edges() throws {
    let last = try run("press Insert+KP9; press KP9")
    #expect(last.transcript.map(\.text) == ["Save"])
    #expect(notes(last).last == "last line reached; review stays, Orca says nothing")
    let first = try run("press Insert+KP7; press KP7")
    #expect(first.transcript.map(\.text) == ["Checkout"])
    #expect(notes(first).last == "first line reached; review stays, Orca says nothing")
  }

  @Test("First and last item in flat review are Orca+KP 7 and Orca+KP 9")
  func firstAndLast() throws {
    let simulation = try run(
      "last item; first item; next item", settings: ["navigation": "flatReview"])
    #expect(
      simulation.transcript.map(\.text) == [
        "Save", "Checkout", "Review your order before you pay.",
      ]
    )
    #expect(simulation.focusID == nil)
  }

  @Test(
    "A GTK 4 switch (a check box to AT-SPI) gives its state then its name; a slider its role and value"
  )
  func zones() throws {
    let settings = try run("press KP9; press KP9", path: "Tests/Fixtures/screens/flat-review.yml")
    #expect(settings.transcript.map(\.text) == ["checked Wi-Fi", "slider 50"])
  }

  @Test("With frames, a row's zones share a line, left to right, whatever their order in the file")
  func framesMakeLines() throws {
    let simulation = try run(
      "", settings: ["navigation": "flatReview"], path: "Tests/Fixtures/screens/flat-review-row.yml"
    )
    #expect(try simulation.readingOrder() == ["Settings", "Network checked Wi-Fi", "Save"])
    // Pay is drawn above the terms: flat review reads it first, as VoiceOver on iOS does.
    let pay = try run(
      "", settings: ["navigation": "flatReview"], path: "Scenarios/screens/order-frames.yml")
    #expect(try pay.readingOrder() == ["Checkout", "Pay", "not checked Accept terms"])
  }

  @Test("Other readers have no flat review: the keypad keys go to the app")
  func otherReaders() throws {
    let nvda = try run("press KP9; press KP8", reader: "nvda", on: .windows)
    #expect(nvda.transcript.isEmpty)
  }

  private static func element(_ name: String) -> AccessibleElement {
    AccessibleElement(id: name, role: .staticText, name: name, nameSource: .visibleText)
  }

  @Test("Zones whose middles are within 5 points and which overlap share a line, left to right")
  func lines() throws {
    let review = try #require(RulePacks.orca.review)
    let elements = ["Name", "Field", "Below", "Near", "Dot", "Unplaced"].map(Self.element)
    let frames: [String: ElementFrame] = [
      "Field": ElementFrame(x: 120, y: 10, width: 200, height: 30),
      "Name": ElementFrame(x: 10, y: 14, width: 100, height: 20),
      "Below": ElementFrame(x: 10, y: 60, width: 100, height: 20),
      // Its middle (76) is 6 points from Below's (70): a line of its own.
      "Near": ElementFrame(x: 200, y: 66, width: 100, height: 20),
      // No size: on the line its top falls in.
      "Dot": ElementFrame(x: 5, y: 65, width: 0, height: 0),
    ]
    let lines = review.lines(of: elements, frame: { frames[$0.id] })
    #expect(
      lines.map { $0.map { elements[$0].id } } == [
        ["Name", "Field"], ["Dot", "Below"], ["Near"], ["Unplaced"],
      ])
  }
}
