import ComponentFile
import ControlRegistry
import Core
import Foundation
import Interactions
import ScreenReaders
import Screens
import Simulation
import TestSupport
import Testing

/// The shipping screen (Scenarios/screens/shipping.yml): the Shipping details disclosure
/// `reveals:` the section below it. Collapsed, the section is not in the tree (next item and
/// Tab go past it); expanded, it is read where the app put it, right after the disclosure, and
/// focus stays on the disclosure (MagentaA11y's expandable page and its TalkBack recording,
/// which swipes from "Expanded" into the revealed check box).
@Suite("A disclosure's revealed content in the reading order, per reader")
struct RevealedContentTests {
  private func heard(on platform: Platform, reader: String, _ script: [String]) throws
    -> [String]
  {
    try heardPerStep(screen: "Scenarios/screens/shipping.yml", on: platform, reader: reader, script)
  }

  @Test(
    "TalkBack: collapsed, the swipe after the disclosure reaches Continue; expanded, the section")
  func talkBack() throws {
    let said = try heard(
      on: .android, reader: "talkback",
      [
        "swipe right", "swipe right", "swipe right", "swipe left", "double-tap", "swipe right",
        "swipe right", "swipe right",
      ])
    #expect(
      said == [
        "Shipping, Heading",
        "collapsed, Shipping details, Button / Double-tap to activate",
        "Continue, Button / Double-tap to activate",
        "collapsed, Shipping details, Button / Double-tap to activate",
        "expanded",
        "Delivery in 3 to 5 working days.",
        "not checked, Leave at the door, Check box / Double-tap to toggle",
        "Continue, Button / Double-tap to activate",
      ])
  }

  @Test("VoiceOver on iOS: focus stays on the disclosure; collapsing it hides the section again")
  func voiceOver() throws {
    let said = try heard(
      on: .ios, reader: "voiceover",
      [
        "swipe right", "swipe right", "double-tap", "swipe right", "swipe left", "double-tap",
        "swipe right",
      ])
    #expect(
      said == [
        "Shipping. Heading.",
        "Shipping details. Button. Collapsed. / Double tap to expand.",
        "Expanded",
        "Delivery in 3 to 5 working days.",
        "Shipping details. Button. Expanded. / Double tap to collapse.",
        "Collapsed",
        "Continue. Button. / Goes to payment",
      ])
  }

  @Test("NVDA and Orca: Tab skips the hidden check box and reaches it once expanded")
  func tab() throws {
    let script = ["press Tab", "press Tab", "press Shift+Tab", "press Space", "press Tab"]
    #expect(
      try heard(on: .windows, reader: "nvda", script) == [
        "Shipping details button collapsed", "Continue button",
        "Shipping details button collapsed", "expanded",
        "Leave at the door check box not checked",
      ])
    #expect(
      try heard(on: .linux, reader: "orca", script) == [
        "Shipping details collapsed button", "Continue button / Goes to payment",
        "Shipping details collapsed button", "expanded",
        "Leave at the door check box not checked / Leave it if nobody answers",
      ])
  }
}

/// `reveals:` in a screen file: where it may be given and what it may name.
@Suite("A screen's reveals: key")
struct RevealsKeyTests {
  private func error(_ yaml: String) -> String? {
    do {
      _ = try ScreenLoader.parse(
        yaml, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
        schema: .shipped)
      return nil
    } catch {
      return "\(error)"
    }
  }

  private func screen(on component: String = "shipping-details.yml", reveals: String) -> String {
    """
    screen: Bad
    elements:
      - component: ../components/\(component)
        reveals: \(reveals)
        id: disclosure
      - group:
          elements:
            - text: Delivery in 3 to 5 working days.
        id: details
    """
  }

  @Test("reveals: on a disclosure naming another element is taken")
  func taken() {
    #expect(error(screen(reveals: "details")) == nil)
  }

  @Test("reveals: naming no id, on a button, or naming the disclosure itself is refused")
  func refused() {
    #expect(
      error(screen(reveals: "detials"))
        == "test.yml:4:14: error: 'reveals' names 'detials', which is no element's id (did "
        + "you mean 'details'?); ids on this screen: details, disclosure")
    #expect(
      error(screen(on: "save-button.yml", reveals: "details"))
        == "test.yml:4:14: error: 'reveals' expects to be on a component that shows and hides "
        + "content (a disclosure), found a button component")
    #expect(
      error(screen(reveals: "disclosure"))
        == "test.yml:4:14: error: 'reveals' expects the id of another element (the content "
        + "the disclosure shows and hides), found 'disclosure', the disclosure itself")
  }
}
