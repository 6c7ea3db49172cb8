import ComponentFile
import ControlRegistry
import Core
import Interactions
import ScreenReaders
import Screens
import Simulation
import TestSupport
import Testing

/// The legal screen (Scenarios/screens/legal.yml): two links among text, a heading and a
/// button. VoiceOver's rotor on Links (AccessibilitySnapshot's rotor.link.description) and
/// TalkBack's Links reading control (CursorGranularity LINK, granularity_native_link) make swipe
/// down and up go from link to link; past the last one, both are silent.
@Suite("Moving between links with VoiceOver's rotor and TalkBack's reading control")
struct LinkNavigationTests {
  private func heard(on platform: Platform, reader: String, _ script: [String]) throws
    -> [String]
  {
    try heardPerStep(screen: "Scenarios/screens/legal.yml", on: platform, reader: reader, script)
  }

  private static let script = [
    "rotor links", "swipe down", "swipe down", "swipe down", "swipe up", "rotor links",
    "rotor headings", "swipe up",
  ]

  @Test("VoiceOver on iOS: \"Links\", then each link, silence past the last, back up")
  func voiceOver() throws {
    #expect(
      try heard(on: .ios, reader: "voiceover", Self.script) == [
        "Links", "Terms of service. Link.", "Privacy policy. Link.", "",
        "Terms of service. Link.", "", "Headings", "Before you sign up. Heading.",
      ])
  }

  @Test("TalkBack: \"Links\", then each link with its hint, silence past the last")
  func talkBack() throws {
    let link = { (name: String) in
      name + " / Double-tap to activate, Links available, use Tap with 3 fingers to view"
    }
    #expect(
      try heard(on: .android, reader: "talkback", Self.script) == [
        "Links", link("Terms of service"), link("Privacy policy"), "", link("Terms of service"),
        "", "Headings", "Before you sign up, Heading",
      ])
  }
}
