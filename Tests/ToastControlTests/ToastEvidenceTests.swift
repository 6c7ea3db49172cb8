import Accessibility
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

/// The toast on every platform with every reader: the message spoken where the reader is, a
/// snackbar's action reached while it is shown and gone after, the toast nobody hears, each
/// from the evidence the variants and pack rules cite (Documentation/Evidence.md, "The
/// toast"). Every time is the simulated clock's.
@Suite("Toast evidence")
struct ToastEvidenceTests {
  func component(_ name: String) throws -> String {
    try String(contentsOfFile: "Scenarios/components/\(name).yml", encoding: .utf8)
  }

  /// `text @ time` for each utterance.
  func timed(_ run: ReaderSimulation) -> [String] {
    run.transcript.map {
      "\($0.text) @ \($0.time.milliseconds) ms"
    }
  }

  @Test("Every reader says the toast's message after the trigger and stays on the trigger")
  func everyReaderSpeaksWithoutMoving() throws {
    let toast = try component("toast")
    let cases: [(Platform, String, String, [String], String)] = [
      (
        .ios, "voiceover-ios", "swipe right; double-tap",
        ["Copy link. Button. @ 0 ms", "Copied to clipboard @ 1200 ms"], "voiceover-ios/announcement"
      ),
      (
        .macos, "voiceover-macos", "press VO+Right; press VO+Space",
        ["Copy link, button @ 0 ms", "Copied to clipboard @ 1100 ms"],
        "voiceover-macos/announcement"
      ),
      (
        .android, "talkback", "swipe right; double-tap",
        [
          "Copy link, Button @ 0 ms", "Double-tap to activate @ 1129 ms",
          "Copied to clipboard @ 2158 ms",
        ],
        "talkback/announcement.toast"
      ),
      (
        .windows, "narrator", "press Tab; press Space",
        ["Copy link, button @ 0 ms", "Copied to clipboard @ 1100 ms"], "narrator/announcement"
      ),
      (
        .windows, "nvda", "press Tab; press Enter",
        ["Copy link button @ 0 ms", "Copied to clipboard @ 1000 ms"], "nvda/announcement"
      ),
      (
        .linux, "orca", "press Tab; press Space",
        ["Copy link button @ 0 ms", "Copied to clipboard @ 1000 ms"], "orca/announcement"
      ),
    ]
    for (platform, reader, script, expected, rule) in cases {
      let run = try readerRun(toast, on: platform, reader: reader, script: script)
      #expect(timed(run) == expected, "\(reader)")
      #expect(run.transcript.last?.rule == rule, "\(reader)")
      #expect(run.focusID == "trigger", "\(reader): focus stays on the button")
      #expect(run.control.value == .toggle(.on), "\(reader): the toast is shown")
    }
  }

  @Test(
    "VoiceOver, SwiftUI's AccessibilityNotification.Announcement: the same speech as UIKit's post")
  func swiftUIAnnouncement() throws {
    let run = try readerRun(
      try component("toast"), on: .ios, reader: "voiceover-ios", script: "swipe right; double-tap",
      overrides: ["platforms.ios.variant=swiftui"])
    #expect(timed(run) == ["Copy link. Button. @ 0 ms", "Copied to clipboard @ 1200 ms"])
    #expect(run.transcript.last?.rule == "voiceover-ios/announcement")
    // The overlay is in the swipe order while it is shown.
    #expect(run.elements.map(\.id) == ["trigger", "toast"])
    #expect(run.elements.last?.isNavigable == true)
  }

  @Test("Android's Toast: no swipe reaches it, and it is gone 2 s after it appeared")
  func androidToastLength() throws {
    let toast = try component("toast")
    // The Toast's window takes no accessibility focus: the next swipe finds nothing after the
    // button, though the toast is shown.
    let swiped = try readerRun(
      toast, on: .android, reader: "talkback", script: "swipe right; double-tap; swipe right")
    #expect(swiped.transcript.count == 3)
    #expect(swiped.focusID == "trigger")
    #expect(swiped.elements.map(\.id) == ["trigger", "toast"])
    // Shown at 0 (the user does not wait): still there at 1.9 s, gone at 2 s.
    let early = try readerRun(
      toast, on: .android, reader: "talkback", script: "swipe right; double-tap; wait 1.9s",
      pace: .immediate)
    #expect(early.control.value == .toggle(.on))
    let late = try readerRun(
      toast, on: .android, reader: "talkback", script: "swipe right; double-tap; wait 2s",
      pace: .immediate)
    #expect(late.control.value == .toggle(.off))
    #expect(late.elements.map(\.id) == ["trigger"])
    // LENGTH_LONG: 3.5 s.
    let long = try readerRun(
      toast, on: .android, reader: "talkback", script: "swipe right; double-tap; wait 3.4s",
      pace: .immediate, overrides: ["duration=long"])
    #expect(long.control.value == .toggle(.on))
  }

  @Test(
    "TalkBack: a snackbar is a polite live region; its Undo is reached by swiping and dismisses it")
  func snackbarActionReached() throws {
    let run = try readerRun(
      try component("snackbar"), on: .android, reader: "talkback",
      script: "swipe right; double-tap; swipe right; swipe right; double-tap")
    #expect(
      timed(run) == [
        "Delete, Button @ 0 ms", "Double-tap to activate @ 786 ms", "Message deleted @ 1815 ms",
        "Message deleted @ 2501 ms", "Undo, Button @ 3187 ms", "Double-tap to activate @ 3973 ms",
      ])
    #expect(run.transcript[2].rule.hasPrefix("talkback/liveRegion.polite"))
    #expect(run.control.value == .toggle(.off), "Undo dismissed it")
    #expect(
      run.log.contains {
        if case .event(.activated(let part)) = $0.kind {
          part.rawValue.hasSuffix("action")
        } else {
          false
        }
      })
  }

  @Test("TalkBack: a Compose snackbar is the same polite live region; Short keeps Undo 4 s")
  func composeSnackbar() throws {
    let run = try readerRun(
      try component("snackbar-short"), on: .android, reader: "talkback",
      script: "swipe right; double-tap; swipe right; swipe right; double-tap",
      overrides: ["platforms.android.variant=compose-snackbar"])
    #expect(run.transcript[2].text == "Message deleted")
    #expect(run.transcript[2].rule.hasPrefix("talkback/liveRegion.polite"))
    // Shown at 1.815 s, it stays until 5.815 s: the double-tap reaches Undo, which dismisses it.
    #expect(
      run.log.contains {
        if case .event(.activated(let part)) = $0.kind {
          part.rawValue.hasSuffix("action")
        } else {
          false
        }
      })
    #expect(run.control.value == .toggle(.off))
  }

  @Test(
    "MISCONFIGURED: a LENGTH_SHORT snackbar is gone 1.5 s after it appeared, before Undo is used")
  func shortSnackbarTimesOut() throws {
    let run = try readerRun(
      try component("snackbar-short"), on: .android, reader: "talkback",
      script: "swipe right; double-tap; swipe right; swipe right; double-tap")
    // The same speech as the indefinite one, but the snackbar went at 1.815 + 1.5 = 3.315 s,
    // while "Undo, Button" was being said: the double-tap finds nothing.
    #expect(
      timed(run) == [
        "Delete, Button @ 0 ms", "Double-tap to activate @ 786 ms", "Message deleted @ 1815 ms",
        "Message deleted @ 2501 ms", "Undo, Button @ 3187 ms", "Double-tap to activate @ 3973 ms",
      ])
    #expect(run.control.value == .toggle(.off))
    #expect(run.elements.map(\.id) == ["trigger"])
    #expect(run.log.contains { $0.kind == .note("nothing is focused to activate") })
  }

  @Test("MISCONFIGURED: a toast drawn but never announced: every reader says only the button")
  func silentToast() throws {
    let silent = try component("toast-silent")
    let cases: [(Platform, String, String, String)] = [
      (.ios, "voiceover-ios", "swipe right; double-tap", "Copy link. Button."),
      (.macos, "voiceover-macos", "press VO+Right; press VO+Space", "Copy link, button"),
      (.windows, "narrator", "press Tab; press Space", "Copy link, button"),
      (.windows, "nvda", "press Tab; press Enter", "Copy link button"),
      (.linux, "orca", "press Tab; press Space", "Copy link button"),
    ]
    for (platform, reader, script, trigger) in cases {
      let run = try readerRun(silent, on: platform, reader: reader, script: script)
      #expect(run.transcript.map(\.text) == [trigger], "\(reader)")
      #expect(run.control.value == .toggle(.on), "\(reader): drawn all the same")
    }
    // The snackbar without its live region: TalkBack says the button and its hint only.
    #expect(
      try said(silent, on: .android, reader: "talkback", script: "swipe right; double-tap")
        == ["Copy link, Button", "Double-tap to activate"])
  }

  @Test("A toast nobody hears: NVDA and Orca queue it behind speech the next Tab cuts off")
  func nobodyHearsIt() throws {
    let screen = try ScreenLoader.load(path: "Scenarios/screens/outbox.yml")
    func run(_ reader: String, _ platform: Platform, _ script: String, announcedAs: String? = nil)
      throws -> [String]
    {
      var run = try ReaderSimulation(
        screen: screen, platform: platform, pack: try RulePacks.resolve(reader, on: platform),
        pace: .immediate, catalog: .shipped)
      try run.run(try InteractionParser.parse(script))
      return run.transcript.map { $0.text + ($0.isInterrupted ? " [cut off]" : "") }
    }
    #expect(
      try run("nvda", .windows, "press Tab; press Enter; press Tab")
        == ["Send button [cut off]", "Cancel button"])
    #expect(
      try run("orca", .linux, "press Tab; press Space; press Tab")
        == ["Send button [cut off]", "Cancel button"])
    // TalkBack's Toast cannot be cut by new speech: heard whole, the next item waits.
    #expect(
      try run("talkback", .android, "swipe right; double-tap; swipe right")
        == ["Send, Button [cut off]", "Message sent", "Cancel, Button", "Double-tap to activate"])
  }

  @Test(
    "MISCONFIGURED: the wrong priority: NVDA drops a standard notification the user Tabs past; MostRecent is heard"
  )
  func wrongPriority() throws {
    func said(_ announcedAs: String) throws -> [String] {
      let screen = try ScreenLoader.parse(
        """
        screen: Outbox
        elements:
          - component:
              control: toast
              trigger: Send
              message: Message sent
              platforms: { windows: { variant: winui, announcedAs: \(announcedAs) } }
          - component: { control: button, label: Cancel }
        """, source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"),
        schema: .shipped)
      var run = try ReaderSimulation(
        screen: screen, platform: .windows, pack: try RulePacks.resolve("nvda", on: .windows),
        pace: .immediate, catalog: .shipped)
      try run.run(try InteractionParser.parse("press Tab; press Enter; press Tab"))
      return run.transcript.map(\.text)
    }
    // CurrentThenMostRecent (the default) waits for the current speech, which Tab cuts off.
    #expect(try said("standard") == ["Send button", "Cancel button"])
    // MostRecent cancels NVDA's speech and is spoken at once.
    #expect(try said("mostRecent").contains("Message sent"))
  }

  /// microsoft/microsoft-ui-xaml@3cae15f: InfoBar::UpdateVisibility raises
  /// "%1!s! %2!s! %3!s!" (severity icon name, title, message) when IsOpen turns true and
  /// "InfoBar dismissed" when it turns false; InfoBarAutomationPeer makes a warning ImportantAll.
  @Test("WinUI InfoBar: NVDA and Narrator say 'Warning icon', the title and the message; it stays")
  func infoBarArrival() throws {
    let infoBar = try component("infobar")
    let nvda = try readerRun(
      infoBar, on: .windows, reader: "nvda", script: "press Tab; press Enter; wait 60s")
    #expect(
      timed(nvda) == [
        "Sync now button @ 0 ms",
        "Warning icon Storage almost full Free up space to keep syncing. @ 1000 ms",
      ])
    #expect(nvda.transcript.last?.rule == "nvda/announcement")
    #expect(nvda.focusID == "trigger")
    #expect(nvda.control.value == .toggle(.on), "no timer: still open after a minute")
    #expect(
      nvda.elements.map(\.id) == [
        "trigger", "toast-icon", "toast-title", "toast", "toast-action", "toast-close",
      ])
    let narrator = try readerRun(
      infoBar, on: .windows, reader: "narrator", script: "press Tab; press Space")
    #expect(
      timed(narrator) == [
        "Sync now, button @ 0 ms",
        "Warning icon Storage almost full Free up space to keep syncing. @ 1100 ms",
      ])
    #expect(narrator.transcript.last?.rule == "narrator/announcement.important")
  }

  @Test(
    "MISCONFIGURED: an error left Informational: Narrator (low) queues it behind speech the next Tab cuts; Error interrupts"
  )
  func infoBarWrongSeverity() throws {
    func said(_ reader: String, _ extra: String) throws -> [String] {
      try ToastEvidenceTests.immediate(
        try component("infobar-informational-error") + extra, reader: reader,
        script: "press Tab; press Enter; press Tab")
    }
    // NVDA queues CurrentThenMostRecent and ImportantAll alike: Tab, which goes to the open
    // InfoBar's Close button (a tab stop in its template), cuts either off unheard.
    #expect(try said("nvda", "") == ["Save button [cut off]", "Close button"])
    #expect(try said("nvda", "severity: error\n") == ["Save button [cut off]", "Close button"])
    // Narrator (low): only the Important kinds interrupt, so only an Error one is begun.
    #expect(try said("narrator", "") == ["Save, button [cut off]", "Close, button"])
    #expect(
      try said("narrator", "severity: error\n") == [
        "Save, button [cut off]", "Error icon Couldn't save The file is read-only. [cut off]",
        "Close, button",
      ])
  }

  /// What `reader` says to a user who does not wait, on a screen of the component and a
  /// Cancel button.
  static func immediate(_ yaml: String, reader: String, script: String) throws -> [String] {
    let indented = yaml.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    let screen = try ScreenLoader.parse(
      "screen: Editor\nelements:\n  - component:\n" + indented
        + "\n  - component: { control: button, label: Cancel }\n",
      source: "test.yml", folder: URL(fileURLWithPath: "Scenarios/screens"), schema: .shipped)
    var run = try ReaderSimulation(
      screen: screen, platform: .windows, pack: try RulePacks.resolve(reader, on: .windows),
      pace: .immediate, catalog: .shipped)
    try run.run(try InteractionParser.parse(script))
    return run.transcript.map { $0.text + ($0.isInterrupted ? " [cut off]" : "") }
  }

  @Test(
    "On a screen, a shown toast's clock runs with the screen's: gone after 2 s, however the reader is busy"
  )
  func screenClock() throws {
    let screen = try ScreenLoader.load(path: "Scenarios/screens/outbox.yml")
    var run = try ReaderSimulation(
      screen: screen, platform: .android, pack: try RulePacks.resolve("talkback", on: .android),
      pace: .immediate, catalog: .shipped)
    try run.run(try InteractionParser.parse("swipe right; double-tap; wait 1.9s"))
    #expect(run.elements.map(\.id) == ["1/trigger", "1/toast", "2/button"])
    try run.run(try InteractionParser.parse("wait 100ms"))
    #expect(run.elements.map(\.id) == ["1/trigger", "2/button"])
  }

  @Test("A live region that appears with text is announced as its change; one without is not")
  func appearingLiveRegion() throws {
    let live = AccessibleElement(
      id: "toast", role: .staticText, name: "Message deleted", liveRegion: .polite)
    #expect(
      AccessibilityNotifier.notifications(for: [], before: [], after: [live]) == [
        .liveRegionChanged(elementID: "toast", politeness: .polite, text: "Message deleted"),
        .elementsChanged(added: ["toast"], removed: []),
      ])
    let plain = AccessibleElement(id: "toast", role: .staticText, name: "Message deleted")
    #expect(
      AccessibilityNotifier.notifications(for: [], before: [], after: [plain]) == [
        .elementsChanged(added: ["toast"], removed: [])
      ])
  }
}
