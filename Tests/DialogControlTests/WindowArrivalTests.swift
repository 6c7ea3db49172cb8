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

@testable import DialogControl

/// A dialog's window is said when it becomes the active window, not when a reader's cursor
/// moves into it (issue 28). TalkBack speaks a window's title when its window event
/// interpreter finds the main window changed (google/talkback WindowEventInterpreter
/// .detectWindowChanges, ScreenFeedbackManager.composeFeedback), VoiceOver on iOS says "Alert"
/// with the screen change that presents the alert (MagentaA11y's caption), NVDA says a dialog
/// as a new focus ancestor when focus goes into its foreground window
/// (NVDAObject.event_foreground, doPreGainFocus), Orca when the window is activated
/// (default.py _on_window_activated); Narrator and VoiceOver on macOS are low. A dialog shown
/// from the start was in front before the reader's first move, so no move says it.
@Suite("A dialog's window is said when it appears, not when the cursor moves into it")
struct WindowArrivalTests {
  /// What `reader` says for each of `steps` on the component file `file` alone.
  private func heardAlone(
    _ file: String, on platform: Platform, reader: String, settings: [String: String] = [:],
    _ steps: [String]
  ) throws -> [String] {
    let component = try ComponentLoader.load(path: "Scenarios/components/\(file).yml")
    var run = try ReaderSimulation(
      component: component, platform: platform,
      pack: try RulePacks.resolve(reader, on: platform), settings: settings, catalog: .shipped)
    var heard: [String] = []
    for step in steps {
      let before = run.transcript.count
      try run.run(try InteractionParser.parse(step, parts: ControlCatalog.shipped.partVocabulary))
      heard.append(run.transcript[before...].map(\.text).joined(separator: " / "))
    }
    return heard
  }

  @Test("Shown from the start: TalkBack's first swipe says the title once, not \"Error, Error\"")
  func talkBackShownFromStart() throws {
    let activate = " / Double-tap to activate"
    #expect(
      try heardAlone(
        "sign-in-error", on: .android, reader: "talkback",
        ["swipe right", "swipe right", "swipe right", "swipe left", "swipe left"]) == [
          "Error", "The username or password is incorrect. Please try again.",
          "Cancel, Button" + activate, "The username or password is incorrect. Please try again.",
          "Error",
        ])
  }

  @Test("Shown from the start: VoiceOver on iOS and on macOS say no alert words on a move in")
  func voiceOverShownFromStart() throws {
    #expect(
      try heardAlone(
        "sign-in-error", on: .ios, reader: "voiceover",
        ["swipe right", "swipe right", "swipe right", "swipe right"]) == [
          "Error", "The username or password is incorrect. Please try again.", "Cancel. Button.",
          "OK. Button.",
        ])
    #expect(
      try heardAlone(
        "sign-in-error", on: .macos, reader: "voiceover", ["next item", "next item"]) == [
          "Error", "The username or password is incorrect. Please try again.",
        ])
  }

  @Test("Shown from the start: NVDA, Narrator and Orca's Tab moves among its buttons")
  func desktopShownFromStart() throws {
    #expect(
      try heardAlone("sign-in-error", on: .windows, reader: "nvda", ["press Tab", "press Tab"])
        == ["OK button", "Cancel button"])
    #expect(
      try heardAlone(
        "sign-in-error", on: .windows, reader: "narrator", ["press Tab", "press Tab"])
        == ["OK, button", "Cancel, button"])
    #expect(
      try heardAlone("sign-in-error", on: .linux, reader: "orca", ["press Tab", "press Tab"])
        == ["Cancel button", "OK button"])
  }

  @Test("TalkBack's sheetArrival windowTitle says a sheet shown from the start on no swipe")
  func talkBackSheetShownFromStart() throws {
    #expect(
      try heardAlone(
        "learn-more-sheet", on: .android, reader: "talkback",
        settings: ["sheetArrival": "windowTitle"], ["swipe right", "swipe right"]) == [
          "Adding device contacts, Heading", "Your contacts stay on this device.",
        ])
  }

  @Test("A screen whose alert shows from the start: its title once on TalkBack's swipe")
  func screenShownFromStart() throws {
    let screen = try ScreenLoader.parse(
      """
      screen: Sign in
      elements:
        - heading: Sign in
        - component: ../components/sign-in-error.yml
      """, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"), schema: .shipped)
    var run = try ReaderSimulation(
      screen: screen, platform: .android, pack: RulePacks.talkBack, catalog: .shipped)
    try run.run(try InteractionParser.parse("swipe right"))
    #expect(run.transcript.map(\.text) == ["Error"])
  }

  @Test("Presented twice: said each time it appears, once, even after focus was lost")
  func presentedAgain() throws {
    let open = ["swipe right", "swipe right", "swipe right", "double-tap"]
    let activate = " / Double-tap to activate"
    let arrival = "Error, The username or password is incorrect. Please try again."
    // Back gives focus back to Sign in; presenting again says the window again.
    #expect(
      try heardPerStep(
        screen: "Scenarios/screens/sign-in.yml", on: .android, reader: "talkback",
        open + ["swipe left", "back", "double-tap"]) == [
          "Sign in, Heading", "Use your account to continue.", "Sign in, Button" + activate,
          arrival, "Error", "Sign in, Button" + activate, arrival,
        ])
    // MISCONFIGURED returnsFocus: false: focus is lost with the window; presenting it again
    // still says it, as the window appears again.
    #expect(
      try heardPerStep(
        screen: "Scenarios/screens/sign-in-focus-lost.yml", on: .android, reader: "talkback",
        open + ["back"] + open
      ).suffix(2) == ["Sign in, Button" + activate, arrival])
  }
}
