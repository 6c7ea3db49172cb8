import Accessibility
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The radio group on every platform with every reader: exact speech for focus, choosing,
/// moving with arrow keys, disabled, unlabelled and the misconfigured forms, each from the
/// evidence its pack rules cite (Documentation/Evidence.md, "The radio group").
@Suite("Radio group evidence")
struct RadioGroupEvidenceTests {
  let delivery =
    "control: radio-group\nlabel: Delivery\noptions: [Standard, Express, Overnight]\n"
    + "selected: Express\n"

  @Test("TalkBack, RadioGroup: MagentaA11y's caption order, 'selected' on a double-tap")
  func talkBack() throws {
    // MagentaA11y's caption: "Not selected Text message radio button one of three in list 3
    // items double tap to toggle", then "… e-mail radio button two of three …".
    let run = try readerRun(
      delivery + platformLine(.android, "radiogroup"), on: .android, reader: "talkback",
      script: "swipe right; swipe right; swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "not selected, Standard, Radio button, 1 of 3, In list, 3 items",
        "Double-tap to toggle",
        "selected, Express, Radio button, 2 of 3",
        "Double-tap to toggle",
        "not selected, Overnight, Radio button, 3 of 3",
        "Double-tap to toggle",
        "selected",
      ])
    #expect(run.transcript[6].rule == "talkback/stateDescriptionChanged")
    #expect(run.control.value == choice(2))
    // A keyboard: Tab reaches each option, arrows move without choosing, Enter chooses.
    #expect(
      try said(
        delivery + platformLine(.android, "radiogroup"), on: .android, reader: "talkback",
        script: "press Tab; press Down; press Down; press Enter")
        == [
          "not selected, Standard, Radio button, 1 of 3, In list, 3 items",
          "Press Alt + ENTER to toggle",
          "selected, Express, Radio button, 2 of 3", "Press Alt + ENTER to toggle",
          "not selected, Overnight, Radio button, 3 of 3", "Press Alt + ENTER to toggle",
          "selected",
        ])
    // Compose's selectableGroup is read as a RadioGroup.
    #expect(
      try said(
        delivery + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right")
        == [
          "not selected, Standard, Radio button, 1 of 3, In list, 3 items", "Double-tap to toggle",
        ])
  }

  @Test("TalkBack before Android 11: no state description, so its own 'checked'")
  func talkBackAndroid10() throws {
    #expect(
      try said(
        delivery + platformLine(.android, "radiogroup"), on: .android, reader: "talkback",
        script: "swipe right; swipe right", environment: PlatformEnvironment(androidVersion: 10))
        == [
          "not checked, Standard, Radio button, 1 of 3, In list, 3 items", "Double-tap to toggle",
          "checked, Express, Radio button, 2 of 3", "Double-tap to toggle",
        ])
  }

  @Test("TalkBack: disabled, unlabelled, and options that are not grouped")
  func talkBackMisconfigured() throws {
    #expect(
      try said(
        delivery + "enabled: false\n" + platformLine(.android, "radiogroup"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["not selected, Standard, Radio button, 1 of 3, disabled, In list, 3 items"])
    #expect(
      try said(
        delivery + "labelsOptions: false\n" + platformLine(.android, "radiogroup"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["not selected, Radio button, 1 of 3, In list, 3 items", "Double-tap to toggle"])
    // Not grouped: no place in the set and no list.
    #expect(
      try said(
        delivery + "grouped: false\n" + platformLine(.android, "radiogroup"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["not selected, Standard, Radio button", "Double-tap to toggle"])
  }

  @Test(
    "VoiceOver iOS: 'Selected: Express. Button.', no place in a set, 'Selected' on a double-tap")
  func voiceOver() throws {
    // MagentaA11y's caption: "Selected Net banking … button", "… dimmed button"; its "one of
    // four" and "Unselected" are the app's own words, which VoiceOver does not add itself.
    let run = try readerRun(
      delivery + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; swipe right; swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Standard. Button.", "Selected: Express. Button.", "Overnight. Button.", "Selected",
      ])
    #expect(run.transcript[3].rule == "voiceover-ios/stateChanged.selected")
    #expect(run.control.value == choice(2))
    #expect(
      try said(
        delivery + "enabled: false\n" + platformLine(.ios, "swiftui"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right; swipe right; double-tap")
        == ["Standard. Dimmed. Button.", "Selected: Express. Dimmed. Button."])
    #expect(
      try said(
        delivery + "labelsOptions: false\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios", script: "swipe right; swipe right")
        == ["Button.", "Selected. Button."])
    // Chosen only in how it is drawn: every option sounds alike.
    #expect(
      try said(
        delivery + "exposesSelection: false\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios", script: "swipe right; swipe right; double-tap")
        == ["Standard. Button.", "Express. Button."])
  }

  @Test("VoiceOver iOS: the app's 'Unselected' value on the options that are not chosen")
  func voiceOverUnchosenValue() throws {
    // MagentaA11y's radio-button page: set the accessibilityValue to "Unselected"; its caption
    // hears "Unselected debit card …". AccessibilitySnapshot reads a value after the label.
    #expect(
      try said(
        delivery + "platforms: { ios: { variant: swiftui, unchosenValue: Unselected } }\n",
        on: .ios, reader: "voiceover-ios",
        script: "swipe right; swipe right; swipe left; double-tap")
        == [
          "Standard: Unselected. Button.", "Selected: Express. Button.",
          "Standard: Unselected. Button.", "Selected",
        ])
  }

  @Test("NVDA, WinUI RadioButtons: the group's name, 'checked 2 of 3', arrows move and choose")
  func nvda() throws {
    let run = try readerRun(
      delivery + platformLine(.windows, "winui"), on: .windows, reader: "nvda",
      script: "press Tab; press Down; press Down")
    #expect(
      run.transcript.map(\.text) == [
        "Delivery grouping Express radio button checked 2 of 3",
        "Overnight radio button checked 3 of 3",
        "Standard radio button checked 1 of 3",
      ])
    #expect(run.control.value == choice(0))
    #expect(
      try said(
        delivery + "enabled: false\n" + platformLine(.windows, "winui"), on: .windows,
        reader: "nvda",
        script: "press Insert+Shift+Right")
        == ["Delivery grouping Standard radio button unavailable not checked 1 of 3"])
    #expect(
      try said(
        delivery + "labelsOptions: false\n" + platformLine(.windows, "winui"), on: .windows,
        reader: "nvda", script: "press Tab")
        == ["Delivery grouping radio button checked 2 of 3"])
    // Not grouped: each option a Tab stop, no group, no place; arrows do nothing.
    #expect(
      try said(
        delivery + "grouped: false\n" + platformLine(.windows, "winui"), on: .windows,
        reader: "nvda",
        script: "press Tab; press Down; press Tab")
        == ["Standard radio button not checked", "Express radio button checked"])
  }

  @Test("Narrator (low): the group, 'radio button, selected, 2 of 3'")
  func narrator() throws {
    #expect(
      try said(
        delivery + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab; press Down")
        == [
          "Delivery, group, Express, radio button, selected, 2 of 3",
          "Overnight, radio button, selected, 3 of 3",
        ])
    #expect(
      try said(
        delivery + "enabled: false\n" + platformLine(.windows, "winui"), on: .windows,
        reader: "narrator", script: "press Narrator+Right")
        == ["Delivery, group, Standard, radio button, not selected, disabled, 1 of 3"])
  }

  @Test("Orca, GTK 4: the group's label first, 'selected radio button', position only if set")
  func orca() throws {
    // Orca's _generate_radio_button: name, selected/not selected, role; the position with
    // speak-position-in-set.
    let run = try readerRun(
      delivery + platformLine(.linux, "gtk-check-button"), on: .linux, reader: "orca",
      script: "press Tab; press Down; press Up")
    #expect(
      run.transcript.map(\.text) == [
        "Delivery panel Express selected radio button", "Overnight selected radio button",
        "Express selected radio button",
      ])
    #expect(
      try said(
        delivery + platformLine(.linux, "gtk-radio-button"), on: .linux, reader: "orca",
        settings: ["positionInSet": "on"], script: "press Tab")
        == ["Delivery panel Express selected radio button 2 of 3"])
    // Disabled: an insensitive option takes no focus, so Tab finds nothing to say.
    #expect(
      try said(
        delivery + "enabled: false\n" + platformLine(.linux, "gtk-check-button"), on: .linux,
        reader: "orca", script: "press Tab") == [])
    #expect(
      try said(
        delivery + "grouped: false\n" + platformLine(.linux, "gtk-check-button"), on: .linux,
        reader: "orca", script: "press Tab; press Down")
        == ["Standard not selected radio button"])
  }

  @Test("VoiceOver macOS (low): 'selected' first for the chosen one, the place and the group")
  func voiceOverMac() throws {
    #expect(
      try said(
        delivery + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right; press VO+Right; press VO+Left; press VO+Space")
        == [
          "Standard, radio button, 1 of 3, Delivery, group",
          "selected, Express, radio button, 2 of 3",
          "Standard, radio button, 1 of 3",
          "selected",
        ])
    #expect(
      try said(
        delivery + "enabled: false\n" + platformLine(.macos, "swiftui-picker"), on: .macos,
        reader: "voiceover-macos", script: "press VO+Right")
        == ["Standard, radio button, dimmed, 1 of 3, Delivery, group"])
  }

  func choice(_ index: Int?) -> ControlValue {
    .choice(ChoiceValue(items: ["Standard", "Express", "Overnight"], selectedIndex: index))
  }
}
