import Accessibility
import CheckboxControl
import Controls
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The checkbox on every platform with every reader: exact speech for focus, toggle, disabled
/// and unlabelled, each from the evidence its pack rules cite (Documentation/Evidence.md, "The
/// checkbox").
@Suite("Checkbox evidence")
struct CheckboxEvidenceTests {
  let terms = "control: checkbox\nlabel: Accept terms\n"
  let unlabelled = "control: checkbox\n"

  @Test("VoiceOver iOS, selected-trait button: no state unchecked, 'Selected: …' checked")
  func voiceOverSelectedTrait() throws {
    // AccessibilitySnapshot accessibilityDescription: "Selected: %@" for .selected, nothing
    // for an unselected button; after a toggle "Selected" is assumed (low).
    for variant in ["uikit", "swiftui"] {
      let run = try readerRun(
        terms + platformLine(.ios, variant), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap; touch control; double-tap")
      #expect(
        run.transcript.map(\.text) == [
          "Accept terms. Button.", "Selected", "Selected: Accept terms. Button.",
        ])
      #expect(run.control.value == .toggle(.off))
    }
    #expect(
      try said(
        terms + "state: checked\nenabled: false\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios", script: "swipe right; double-tap")
        == ["Selected: Accept terms. Dimmed. Button."])
    // No label: "Selected." alone when checked (trait.selected.description), else the trait.
    #expect(
      try said(
        unlabelled + "state: checked\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right") == ["Selected. Button."])
    #expect(
      try said(
        unlabelled + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right")
        == ["Button."])
  }

  @Test("VoiceOver iOS, value recipe: 'Accept terms: Unchecked. Button.', then 'Checked'")
  func voiceOverValue() throws {
    #expect(
      try said(
        terms + platformLine(.ios, "uikit-value"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap; double-tap")
        == ["Accept terms: Unchecked. Button.", "Checked", "Unchecked"])
    #expect(
      try said(
        terms + "enabled: false\n" + platformLine(.ios, "uikit-value"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right; double-tap") == ["Accept terms: Unchecked. Dimmed. Button."])
  }

  @Test("TalkBack, CheckBox: 'not checked, Accept terms, Check box', 'Double-tap to toggle'")
  func talkBackCheckBox() throws {
    // TreeNodesDescription.nodeStatusDescription (value_not_checked), ClickableHint
    // checkableHint, EventTypeViewClickedFeedbackRule.getNodeCheckedStateText.
    let run = try readerRun(
      terms + platformLine(.android, "checkbox"), on: .android, reader: "talkback",
      script: "swipe right; double-tap; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "not checked, Accept terms, Check box", "Double-tap to toggle", "checked", "not checked",
      ])
    #expect(run.transcript[2].rule == "talkback/clicked.checkable")
    #expect(
      try said(
        terms + "state: checked\nenabled: false\n" + platformLine(.android, "checkbox"),
        on: .android,
        reader: "talkback", script: "swipe right; double-tap")
        == ["checked, Accept terms, Check box, disabled"])
    // getUnlabelledNodeDescription gives a checkable node no "Unlabelled".
    #expect(
      try said(
        unlabelled + platformLine(.android, "checkbox"), on: .android, reader: "talkback",
        script: "swipe right") == ["not checked, Check box", "Double-tap to toggle"])
    // The app's state description replaces the words, and is spoken after the change.
    #expect(
      try said(
        terms + "stateDescription: Agreed\nstate: checked\n" + platformLine(.android, "checkbox"),
        on: .android, reader: "talkback", script: "swipe right")
        == ["Agreed, Accept terms, Check box", "Double-tap to toggle"])
    // A CheckBox has no mixed state.
    #expect(throws: (any Error).self) {
      try said(
        terms + "state: mixed\n" + platformLine(.android, "checkbox"), on: .android,
        reader: "talkback",
        script: "swipe right")
    }
  }

  @Test("TalkBack, Compose TriStateCheckbox: 'Partially checked', then 'checked' (Compose string)")
  func talkBackCompose() throws {
    #expect(
      try said(
        terms + "state: mixed\n" + platformLine(.android, "compose"), on: .android,
        reader: "talkback",
        script: "swipe right; double-tap; double-tap")
        == [
          "Partially checked, Accept terms, Check box", "Double-tap to toggle", "checked",
          "not checked",
        ])
    #expect(
      try said(
        terms + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "press Tab; press Space")
        == ["not checked, Accept terms, Check box", "Press Alt + ENTER to toggle", "checked"])
  }

  @Test("VoiceOver macOS, NSButton: 'Accept terms, unchecked, checkbox' (low); mixed cycle")
  func voiceOverMac() throws {
    let yaml = terms + platformLine(.macos, "appkit")
    #expect(
      try said(
        yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right; press VO+Space")
        == ["Accept terms, unchecked, checkbox", "checked"])
    #expect(try said(yaml, on: .macos, reader: "voiceover-macos", script: "press Tab") == [])
    #expect(
      try said(
        yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right; press VO+Space",
        overrides: ["enabled=false"]) == ["Accept terms, unchecked, checkbox, dimmed"])
    // setNextState with allowsMixedState: off → mixed → on → off.
    #expect(
      try said(
        terms + platformLine(.macos, "appkit", ", allowsMixed: true"), on: .macos,
        reader: "voiceover-macos",
        script: "press VO+Right; press VO+Space; press VO+Space; press VO+Space")
        == ["Accept terms, unchecked, checkbox", "mixed", "checked", "unchecked"])
    #expect(
      try said(
        unlabelled + platformLine(.macos, "swiftui-macos"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["unchecked, checkbox"])
  }

  @Test("Narrator, WinUI CheckBox: 'Accept terms, check box, not checked' (low); Enter ignored")
  func narrator() throws {
    let yaml = terms + platformLine(.windows, "winui")
    #expect(
      try said(
        yaml, on: .windows, reader: "narrator", script: "press Tab; press Enter; press Space")
        == ["Accept terms, check box, not checked", "checked"])
    #expect(
      try said(
        yaml, on: .windows, reader: "narrator", script: "press Tab; press Narrator+Right",
        overrides: ["enabled=false"]) == ["Accept terms, check box, not checked, disabled"])
    #expect(
      try said(
        unlabelled + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab")
        == ["check box, not checked"])
  }

  @Test("NVDA, WinUI CheckBox: 'check box not checked'; IsThreeState cycles through half checked")
  func nvda() throws {
    let yaml = terms + platformLine(.windows, "winui", ", allowsMixed: true")
    #expect(
      try said(
        yaml, on: .windows, reader: "nvda",
        script: "press Tab; press Space; press Space; press Space")
        == ["Accept terms check box not checked", "checked", "half checked", "not checked"])
    #expect(
      try said(
        terms + platformLine(.windows, "winui"), on: .windows, reader: "nvda", script: "press Tab",
        overrides: ["enabled=false"]) == [])
    #expect(
      try said(
        unlabelled + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
        script: "press Tab")
        == ["check box not checked"])
  }

  @Test("WinUI CheckBox whose provider never raises ToggleState changed: silent after Space")
  func noToggleStateEvent() throws {
    // Without the ToggleState property-changed event neither reader is told (dotnet/winforms
    // #9142 hears Narrator say nothing until the event is raised; NVDA's UIAHandler maps only
    // that event to event_stateChange); reading the box again says its new state.
    let silent = terms + platformLine(.windows, "winui", ", raisesToggleStateChanged: false")
    #expect(
      try said(
        silent, on: .windows, reader: "narrator",
        script: "press Tab; press Space; press Narrator+Tab")
        == ["Accept terms, check box, not checked", "Accept terms, check box, checked"])
    #expect(
      try said(
        silent, on: .windows, reader: "nvda", script: "press Tab; press Space; press Insert+Tab")
        == ["Accept terms check box not checked", "Accept terms check box checked"])
  }

  @Test("Orca, GtkCheckButton: 'Accept terms check box not checked', 'checked' (its own tests)")
  func orca() throws {
    let yaml = terms + platformLine(.linux, "gtk-check-button")
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab; press Space; press Space")
        == ["Accept terms check box not checked", "checked", "not checked"])
    var gtk3 = PlatformEnvironment.standard
    try gtk3.setVersion(3, on: .linux)
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab", environment: gtk3)
        == ["Accept terms check box not checked"])
    #expect(
      try said(
        terms + "state: mixed\n" + platformLine(.linux, "gtk-check-button"), on: .linux,
        reader: "orca",
        script: "press Tab; press Space") == [
          "Accept terms check box partially checked", "checked",
        ])
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Space",
        overrides: ["enabled=false"]) == [])
    #expect(
      try said(
        unlabelled + "tooltip: Accept terms\n" + platformLine(.linux, "gtk-check-button"),
        on: .linux,
        reader: "orca", script: "press Tab") == ["Accept terms check box not checked"])
    #expect(
      try said(
        unlabelled + platformLine(.linux, "gtk-check-button"), on: .linux, reader: "orca",
        script: "press Tab") == ["check box not checked"])
  }

  @Test("Hints off: no checkable hint for TalkBack; the app's hint is gone for VoiceOver")
  func hintsOff() throws {
    let hinted = terms + "accessibility: { hint: Required }\n"
    #expect(
      try said(
        hinted + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        settings: ["hints": "off"],
        script: "swipe right") == ["Accept terms. Button."])
    #expect(
      try said(
        hinted + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right")
        == ["Accept terms. Button.", "Required"])
    #expect(
      try said(
        terms + platformLine(.android, "checkbox"), on: .android, reader: "talkback",
        settings: ["hints": "off"], script: "swipe right") == [
          "not checked, Accept terms, Check box"
        ])
  }

  @Test("The app's announcement after a toggle is heard after the state")
  func announcement() throws {
    #expect(
      try said(
        terms + "announcement: Terms accepted\n" + platformLine(.android, "checkbox"), on: .android,
        reader: "talkback", script: "swipe right; double-tap")
        == [
          "not checked, Accept terms, Check box", "Double-tap to toggle", "checked",
          "Terms accepted",
        ])
  }

  @Test("The cycles: AppKit off → mixed, WinUI checked → indeterminate, the app's mixed → checked")
  func cycles() {
    #expect(CheckboxCycle.appKit.next(after: .unchecked, allowsMixed: true) == .mixed)
    #expect(CheckboxCycle.appKit.next(after: .unchecked, allowsMixed: false) == .checked)
    #expect(CheckboxCycle.appKit.next(after: .mixed, allowsMixed: true) == .checked)
    #expect(CheckboxCycle.winUI.next(after: .checked, allowsMixed: true) == .mixed)
    #expect(CheckboxCycle.winUI.next(after: .mixed, allowsMixed: true) == .unchecked)
    #expect(CheckboxCycle.winUI.next(after: .checked, allowsMixed: false) == .unchecked)
    #expect(CheckboxCycle.app.next(after: .mixed, allowsMixed: false) == .checked)
  }
}
