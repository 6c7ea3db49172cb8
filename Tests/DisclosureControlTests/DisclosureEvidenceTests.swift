import Accessibility
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The disclosure on every platform with every reader: exact speech for focus, expanding and
/// collapsing, disabled, and the two misconfigured forms, each from the evidence its pack rules
/// cite (Documentation/Evidence.md, "The disclosure").
@Suite("Disclosure evidence")
struct DisclosureEvidenceTests {
  let details = "control: disclosure\nlabel: Details\n"

  @Test(
    "VoiceOver iOS, DisclosureGroup: 'Details. Button. Collapsed.', the expand hint, the new state"
  )
  func voiceOverDisclosureGroup() throws {
    // AccessibilitySnapshot PR 324: the status after the traits, "Double tap to expand.".
    let run = try readerRun(
      details + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Details. Button. Collapsed.", "Double tap to expand.", "Expanded", "Collapsed",
      ])
    #expect(run.transcript[2].rule == "voiceover-ios/stateChanged.expandedStatus")
    #expect(run.control.value == .toggle(.off))
    // Expanded: the collapse hint, after the app's own hint.
    #expect(
      try said(
        details + "expanded: true\naccessibility: { hint: Address and delivery }\n"
          + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios", script: "swipe right")
        == ["Details. Button. Expanded.", "Address and delivery. Double tap to collapse."])
    // A DisclosureGroup has its status on iOS 17 too (the PR's iOS 17.5 reference image).
    #expect(
      try said(
        details + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        script: "swipe right",
        environment: PlatformEnvironment(iosVersion: 17))
        == ["Details. Button. Collapsed.", "Double tap to expand."])
    // Dimmed: no hint, double-tap does nothing.
    let dimmed = try readerRun(
      details + "enabled: false\n" + platformLine(.ios, "swiftui"), on: .ios,
      reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(dimmed.transcript.map(\.text) == ["Details. Dimmed. Button. Collapsed."])
    #expect(dimmed.control.value == .toggle(.off))
  }

  @Test("VoiceOver iOS, UIButton: the expanded status from iOS 18; on iOS 17 no state at all")
  func voiceOverUIButton() throws {
    #expect(
      try said(
        details + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap")
        == ["Details. Button. Collapsed.", "Double tap to expand.", "Expanded"])
    #expect(
      try said(
        details + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap", environment: PlatformEnvironment(iosVersion: 17))
        == ["Details. Button."])
  }

  @Test("TalkBack, Compose: 'collapsed, Details, Button', 'Double-tap to activate', the new state")
  func talkBackCompose() throws {
    // getCollapsedOrExpandedStateText, first in state-name-role; a click speaks it again.
    let run = try readerRun(
      details + platformLine(.android, "compose"), on: .android, reader: "talkback",
      script: "swipe right; double-tap; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "collapsed, Details, Button", "Double-tap to activate", "expanded", "collapsed",
      ])
    #expect(run.transcript[2].rule == "talkback/clicked.expandable")
    // Name-role-state puts the node status last.
    #expect(
      try said(
        details + platformLine(.android, "compose"), on: .android, reader: "talkback",
        settings: ["descriptionOrder": "nameRoleState"], script: "swipe right")
        == ["Details, Button, collapsed", "Double-tap to activate"])
    // A keyboard: Tab, the keyboard hint, Enter expands it.
    #expect(
      try said(
        details + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "press Tab; press Enter")
        == ["collapsed, Details, Button", "Press Alt + ENTER to activate", "expanded"])
    // Disabled: "disabled" last, no hint; double-tap does nothing.
    #expect(
      try said(
        details + "enabled: false\n" + platformLine(.android, "compose"), on: .android,
        reader: "talkback",
        script: "swipe right; double-tap") == ["collapsed, Details, Button, disabled"])
  }

  @Test("VoiceOver macOS, NSButton disclosure: 'Details, collapsed, disclosure triangle' (low)")
  func voiceOverMac() throws {
    let yaml = details + platformLine(.macos, "appkit")
    #expect(
      try said(
        yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right; press VO+Space")
        == ["Details, collapsed, disclosure triangle", "expanded"])
    // Without Full Keyboard Access Tab does not reach it.
    #expect(try said(yaml, on: .macos, reader: "voiceover-macos", script: "press Tab") == [])
    let pack = try #require(RulePacks.named("voiceover-macos"))
    let rule = try #require(pack.focusRules.first { $0.id == "focus.disclosureTriangle" })
    #expect(rule.source.confidence == .low)
  }

  @Test("Narrator, WinUI Expander: 'Details, button, collapsed', then 'expanded' (low)")
  func narrator() throws {
    let yaml = details + platformLine(.windows, "winui")
    #expect(
      try said(yaml, on: .windows, reader: "narrator", script: "press Tab; press Space")
        == ["Details, button, collapsed", "expanded"])
    #expect(
      try said(
        details + "expanded: true\nenabled: false\n" + platformLine(.windows, "winui"),
        on: .windows,
        reader: "narrator", script: "press Narrator+Right")
        == ["Details, button, expanded, disabled"])
  }

  @Test("NVDA, WinUI Expander: 'Details button collapsed', 'expanded', 'collapsed'")
  func nvda() throws {
    let yaml = details + platformLine(.windows, "winui")
    #expect(
      try said(yaml, on: .windows, reader: "nvda", script: "press Tab; press Space; press Enter")
        == ["Details button collapsed", "expanded", "collapsed"])
    // state.py's bit order: "unavailable" before "collapsed".
    #expect(
      try said(
        yaml, on: .windows, reader: "nvda", script: "press Insert+Shift+Right",
        overrides: ["enabled=false"]) == ["Details button unavailable collapsed"])
  }

  @Test("Orca, GtkExpander: 'Details collapsed button', then 'expanded' and 'collapsed'")
  func orca() throws {
    let yaml = details + platformLine(.linux, "gtk-expander")
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab; press Space; press Enter")
        == ["Details collapsed button", "expanded", "collapsed"])
    // Orca 46 calls the role "push button".
    var orca46 = PlatformEnvironment.standard
    orca46.readerVersions["orca"] = 46
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab", environment: orca46)
        == ["Details collapsed push button"])
    // An insensitive expander takes no focus.
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab", overrides: ["enabled=false"])
        == [])
  }

  @Test("MISCONFIGURED: a disclosure drawn as a plain button never says expanded or collapsed")
  func plainButton() throws {
    let yaml = details + "exposesExpandedState: false\n"
    let cases: [(Platform, String, String, String, [String])] = [
      (.ios, "uikit", "voiceover-ios", "swipe right; double-tap", ["Details. Button."]),
      (
        .android, "compose", "talkback", "swipe right; double-tap",
        ["Details, Button", "Double-tap to activate"]
      ),
      (.macos, "appkit", "voiceover-macos", "press VO+Right; press VO+Space", ["Details, button"]),
      (.windows, "winui", "narrator", "press Tab; press Space", ["Details, button"]),
      (.windows, "winui", "nvda", "press Tab; press Space", ["Details button"]),
      (.linux, "gtk-expander", "orca", "press Tab; press Space", ["Details button"]),
    ]
    for (platform, variant, reader, script, expected) in cases {
      let run = try readerRun(
        yaml + platformLine(platform, variant), on: platform, reader: reader, script: script)
      #expect(run.transcript.map(\.text) == expected, "\(reader) on \(platform)")
      // The content did open: only the readers were not told.
      #expect(run.control.value == .toggle(.on), "\(reader) on \(platform)")
    }
  }

  @Test("MISCONFIGURED: a state that never updates: silence on the change, the old state after")
  func staleState() throws {
    let yaml = details + "updatesExpandedState: false\n"
    #expect(
      try said(
        yaml + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap; touch control")
        == [
          "Details. Button. Collapsed.", "Double tap to expand.", "Details. Button. Collapsed.",
          "Double tap to expand.",
        ])
    // TalkBack's click reads the node, which still offers "expand": "collapsed" again.
    #expect(
      try said(
        yaml + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right; double-tap")
        == ["collapsed, Details, Button", "Double-tap to activate", "collapsed"])
    #expect(
      try said(
        yaml + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab; press Space"
      )
        == ["Details button collapsed"])
    #expect(
      try said(
        yaml + platformLine(.linux, "gtk-expander"), on: .linux, reader: "orca",
        script: "press Tab; press Space") == ["Details collapsed button"])
  }

  @Test("Every reader has a word for expanded and collapsed, each with a source")
  func everyPackWordsTheStates() throws {
    for pack in RulePacks.all {
      let keys = pack.vocabulary.states.words.map(\.key)
      #expect(keys.contains(.expanded) && keys.contains(.collapsed), "\(pack.id)")
    }
  }
}
