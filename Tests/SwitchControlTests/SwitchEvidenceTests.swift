import Accessibility
import ComponentFile
import Controls
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The on/off switch on every platform with every reader: exact speech for focus, toggle,
/// disabled and unlabelled, each from the evidence its pack rules cite (Documentation/
/// Evidence.md, "The switch").
@Suite("Switch evidence")
struct SwitchEvidenceTests {
  let wifi = "control: switch\nlabel: Wi-Fi\n"

  @Test(
    "VoiceOver iOS, UISwitch: 'Wi-Fi. Switch Button. Off.', the switch hint, 'On' after a toggle")
  func voiceOverUISwitch() throws {
    // AccessibilitySnapshot accessibilityDescription: label, "Switch Button." (switch-button
    // trait with .button), "Off."; hint "Double tap to toggle setting.".
    let run = try readerRun(
      wifi + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Wi-Fi. Switch Button. Off.", "Double tap to toggle setting.", "On",
      ])
    #expect(run.control.value == .toggle(.on))
    // The app's hint comes first: "%@. Double tap to toggle setting.".
    #expect(
      try said(
        wifi + "accessibility: { hint: Saves battery }\n" + platformLine(.ios, "uikit"), on: .ios,
        reader: "voiceover-ios", script: "swipe right")
        == ["Wi-Fi. Switch Button. Off.", "Saves battery. Double tap to toggle setting."])
    // Dimmed: "Dimmed." before the traits, no switch hint; double-tap does nothing.
    let dimmed = try readerRun(
      wifi + "on: true\nenabled: false\n" + platformLine(.ios, "uikit"), on: .ios,
      reader: "voiceover-ios",
      script: "swipe right; double-tap")
    #expect(dimmed.transcript.map(\.text) == ["Wi-Fi. Dimmed. Switch Button. On."])
    #expect(dimmed.control.value == .toggle(.on))
    // No label: the traits alone.
    #expect(
      try said(
        "control: switch\n" + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right") == ["Switch Button. Off.", "Double tap to toggle setting."])
  }

  @Test("VoiceOver iOS, SwiftUI Toggle: no role word, 'Wi-Fi. Off.' (MagentaA11y)")
  func voiceOverSwiftUI() throws {
    #expect(
      try said(
        wifi + platformLine(.ios, "swiftui"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; double-tap")
        == ["Wi-Fi. Off.", "Double tap to toggle setting.", "On"])
    #expect(
      try said(
        wifi + "enabled: false\n" + platformLine(.ios, "swiftui"), on: .ios,
        reader: "voiceover-ios",
        script: "swipe right") == ["Wi-Fi. Dimmed. Off."])
  }

  @Test("TalkBack, SwitchCompat: 'OFF, Wi-Fi, Switch', 'Double-tap to toggle', then 'ON'")
  func talkBackSwitchCompat() throws {
    // SwitchCompat sets its state description to abc_capital_on/off on Android 11+; TalkBack
    // speaks it as the state (SwitchDescription) and, after a click, through the
    // state-description change (EventTypeWindowContentChangedFeedbackRule), not value_on.
    let run = try readerRun(
      wifi + platformLine(.android, "switch-compat"), on: .android, reader: "talkback",
      script: "swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == ["OFF, Wi-Fi, Switch", "Double-tap to toggle", "ON"])
    #expect(run.transcript[2].rule == "talkback/stateDescriptionChanged")
    // Disabled: "disabled" last, no hint (AccessibilityFocusHint needs isEnabled).
    #expect(
      try said(
        wifi + "on: true\nenabled: false\n" + platformLine(.android, "switch-compat"), on: .android,
        reader: "talkback", script: "swipe right; double-tap") == ["ON, Wi-Fi, Switch, disabled"])
    // No text: the state and the role (a Switch is not an image, so no "Unlabelled").
    #expect(
      try said(
        "control: switch\n" + platformLine(.android, "switch-compat"), on: .android,
        reader: "talkback",
        script: "swipe right") == ["OFF, Switch", "Double-tap to toggle"])
    // The app's state description replaces "ON"/"OFF"; name-role-state order puts it last.
    #expect(
      try said(
        wifi + "stateDescription: Connected\non: true\n" + platformLine(.android, "switch-compat"),
        on: .android, reader: "talkback", settings: ["descriptionOrder": "nameRoleState"],
        script: "swipe right") == ["Wi-Fi, Switch, Connected", "Double-tap to toggle"])
  }

  @Test("TalkBack, Compose Switch: 'Off, Wi-Fi, Switch' (Compose's state_off), 'On' after")
  func talkBackCompose() throws {
    #expect(
      try said(
        wifi + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "swipe right; double-tap") == ["Off, Wi-Fi, Switch", "Double-tap to toggle", "On"])
    // With a keyboard: Tab, the keyboard hint, Space toggles.
    #expect(
      try said(
        wifi + platformLine(.android, "compose"), on: .android, reader: "talkback",
        script: "press Tab; press Space") == [
          "Off, Wi-Fi, Switch", "Press Alt + ENTER to toggle", "On",
        ])
    // "Switch" is Compose's role description for Role.Switch (switch_role), the node's own role
    // text, which TalkBack says in place of a class's role word (AccessibilityNodeFeedbackUtils
    // .defaultRoleDescription at google/talkback@26a27dc); SwitchCompat has none.
    let run = try readerRun(
      wifi + platformLine(.android, "compose"), on: .android, reader: "talkback",
      script: "swipe right")
    #expect(run.elements.map(\.localizedControlType) == ["Switch"])
    #expect(
      try readerRun(
        wifi + platformLine(.android, "switch-compat"), on: .android, reader: "talkback",
        script: "swipe right"
      ).elements.map(\.localizedControlType) == [nil])
  }

  @Test("TalkBack without a state description says its own 'on'/'off' after a click")
  func talkBackClickWithoutStateDescription() throws {
    // EventTypeViewClickedFeedbackRule.getNodeCheckedStateText: value_on / value_off for a
    // checkable switch with no stateDescription.
    let pack = try #require(RulePacks.named("talkback"))
    let rule = try #require(pack.reactionRules.first { $0.id == "clicked.checkable" })
    #expect(rule.source.confidence == .high)
  }

  @Test("VoiceOver macOS, NSSwitch: 'off, Wi-Fi, switch' (assumed, low); Tab needs FKA")
  func voiceOverMac() throws {
    for variant in ["appkit", "swiftui-macos"] {
      let yaml = wifi + platformLine(.macos, variant)
      #expect(
        try said(
          yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right; press VO+Space")
          == ["off, Wi-Fi, switch", "on"])
      #expect(try said(yaml, on: .macos, reader: "voiceover-macos", script: "press Tab") == [])
      #expect(
        try said(
          yaml, on: .macos, reader: "voiceover-macos", script: "press VO+Right; press VO+Space",
          overrides: ["enabled=false"]) == ["off, Wi-Fi, switch, dimmed"])
    }
    #expect(
      try said(
        "control: switch\n" + platformLine(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right") == ["off, switch"])
  }

  @Test("Narrator, WinUI ToggleSwitch: 'Wi-Fi, toggle switch, off', 'on' after Space")
  func narrator() throws {
    let yaml = wifi + platformLine(.windows, "winui")
    // Role before state, as microsoft/calculator #947 and microsoft-ui-xaml #9326 hear it.
    #expect(
      try said(yaml, on: .windows, reader: "narrator", script: "press Tab; press Space")
        == ["Wi-Fi, toggle switch, off", "on"])
    // The WinUI peer's comment (name, toggle state, control type) as the named other reading.
    #expect(
      try said(
        yaml, on: .windows, reader: "narrator", settings: ["toggleSwitchOrder": "stateThenRole"],
        script: "press Tab") == ["Wi-Fi, off, toggle switch"])
    // Tab skips a disabled switch; Narrator's scan keys still reach it.
    #expect(
      try said(
        yaml, on: .windows, reader: "narrator", script: "press Tab; press Narrator+Right",
        overrides: ["enabled=false"]) == ["Wi-Fi, toggle switch, off, disabled"])
    #expect(
      try said(
        "control: switch\n" + platformLine(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab") == ["toggle switch, off"])
  }

  @Test("NVDA, WinUI ToggleSwitch: 'Wi-Fi toggle button not pressed', then 'pressed'")
  func nvda() throws {
    let yaml = wifi + platformLine(.windows, "winui")
    #expect(
      try said(yaml, on: .windows, reader: "nvda", script: "press Tab; press Space; press Space")
        == ["Wi-Fi toggle button not pressed", "pressed", "not pressed"])
    #expect(
      try said(
        yaml, on: .windows, reader: "nvda", script: "press Tab", overrides: ["enabled=false"])
        == [])
    #expect(
      try said(
        "control: switch\non: true\n" + platformLine(.windows, "winui"), on: .windows,
        reader: "nvda",
        script: "press Tab") == ["toggle button pressed"])
  }

  @Test("Orca, GtkSwitch: GTK 4's bridge sends a check box, 'Wi-Fi check box not checked'")
  func orca() throws {
    // gtk_accessible_role_to_atspi_role maps GTK_ACCESSIBLE_ROLE_SWITCH to ATSPI_ROLE_CHECK_BOX
    // (GNOME/gtk@0064500146fc080dae1ef2b30bebf7bb8b35a52f:gtk/a11y/gtkatspiutils.c), so Orca
    // runs _generate_check_box and, on a checked change, says the new checked state.
    let yaml = wifi + platformLine(.linux, "gtk-switch")
    let run = try readerRun(
      yaml, on: .linux, reader: "orca", script: "press Tab; press Space; press Enter")
    #expect(
      run.transcript.map(\.text) == ["Wi-Fi check box not checked", "checked", "not checked"])
    #expect(
      run.transcript.map(\.rule) == [
        "orca/keyboardFocus+focus.checkBox", "orca/checkedChanged.checkBox",
        "orca/checkedChanged.checkBox",
      ])
    #expect(run.focusedElement?.role == .checkBox)
    // A stack whose bridge exposes ATSPI_ROLE_SWITCH (at-spi2-core 2.56+) is the named choice.
    #expect(
      try said(
        wifi + platformLine(.linux, "gtk-switch", ", atspiRole: switch"), on: .linux,
        reader: "orca",
        script: "press Tab; press Space; press Enter") == ["Wi-Fi off switch", "on", "off"])
    var gtk3 = PlatformEnvironment.standard
    try gtk3.setVersion(3, on: .linux)
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Space", environment: gtk3)
        == ["Wi-Fi toggle button not pressed", "pressed"])
    // GTK 3 has no AT-SPI bridge of its own to choose: the choice changes nothing there.
    #expect(
      try said(
        wifi + platformLine(.linux, "gtk-switch", ", atspiRole: switch"), on: .linux,
        reader: "orca",
        script: "press Tab", environment: gtk3) == ["Wi-Fi toggle button not pressed"])
    // Insensitive: no keyboard focus, nothing said.
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Space",
        overrides: ["enabled=false"]) == [])
    // No label: the tooltip names it (gtk_at_context_get_text_accumulate); without one, none.
    #expect(
      try said(
        "control: switch\ntooltip: Wi-Fi\n" + platformLine(.linux, "gtk-switch"), on: .linux,
        reader: "orca", script: "press Tab") == ["Wi-Fi check box not checked"])
    #expect(
      try said(
        "control: switch\n" + platformLine(.linux, "gtk-switch"), on: .linux, reader: "orca",
        script: "press Tab") == ["check box not checked"])
  }

  @Test("atspiRole is a GtkSwitch setting: another variant refuses it, a bad word is named")
  func atspiRoleSetting() {
    let other = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(
        wifi + "atspiRole: switch\n" + platformLine(.windows, "winui"), source: "test.yml")
    }
    #expect(
      other?.description
        == "test.yml:3:1: error: 'atspiRole' applies to gtk-switch, and this component uses none "
        + "of them")
    let word = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(
        wifi + platformLine(.linux, "gtk-switch", ", atspiRole: toggle"), source: "test.yml")
    }
    #expect(
      word?.description.contains("one of check-box, switch") == true, "\(String(describing: word))")
  }

  @Test("TalkBack, SwitchCompat before Android 11: its text ends in ON/OFF, 'Wi-Fi OFF, Switch'")
  func talkBackSwitchCompatBeforeAndroid11() throws {
    // Before API 30 SwitchCompat sets no state description; onInitializeAccessibilityNodeInfo
    // appends textOn/textOff (abc_capital_on/off) to the node text. SwitchDescription speaks
    // the node text as the state, and the name only from a content description (or a custom
    // label): "Wi-Fi OFF, Switch". A click says value_off / value_on (no state description).
    let yaml = wifi + platformLine(.android, "switch-compat")
    for version in [8, 9, 10] {
      var android = PlatformEnvironment.standard
      try android.setVersion(version, on: .android)
      let run = try readerRun(
        yaml, on: .android, reader: "talkback", script: "swipe right; double-tap",
        environment: android)
      #expect(
        run.transcript.map(\.text) == ["Wi-Fi OFF, Switch", "Double-tap to toggle", "on"],
        "Android \(version)")
      #expect(run.transcript.first?.rule == "talkback/focus.switchText.stateNameRole")
      #expect(run.transcript.last?.rule == "talkback/clicked.checkable")
      // Read again, the node text has the new state.
      #expect(
        try said(
          yaml, on: .android, reader: "talkback", script: "swipe right; double-tap; touch control",
          environment: android) == [
            "Wi-Fi OFF, Switch", "Double-tap to toggle", "on", "Wi-Fi ON, Switch",
            "Double-tap to toggle",
          ])
    }
    var android10 = PlatformEnvironment.standard
    try android10.setVersion(10, on: .android)
    // No text: the on/off text alone is the node text.
    #expect(
      try said(
        "control: switch\n" + platformLine(.android, "switch-compat"), on: .android,
        reader: "talkback",
        script: "swipe right", environment: android10) == ["OFF, Switch", "Double-tap to toggle"])
    // A content description is the name; the node text is still the state.
    #expect(
      try said(
        wifi + "accessibility: { label: Wireless }\n" + platformLine(.android, "switch-compat"),
        on: .android, reader: "talkback", script: "swipe right", environment: android10)
        == ["Wi-Fi OFF, Wireless, Switch", "Double-tap to toggle"])
    // The app's state description is the state; the node text becomes the name.
    #expect(
      try said(
        wifi + "stateDescription: Connected\non: true\n" + platformLine(.android, "switch-compat"),
        on: .android, reader: "talkback", script: "swipe right", environment: android10)
        == ["Connected, Wi-Fi ON, Switch", "Double-tap to toggle"])
    // Name-role-state order: the duplicate text is said once.
    #expect(
      try said(
        yaml, on: .android, reader: "talkback", settings: ["descriptionOrder": "nameRoleState"],
        script: "swipe right", environment: android10)
        == ["Wi-Fi OFF, Switch", "Double-tap to toggle"])
    // Android 11 keeps the state description.
    var android11 = PlatformEnvironment.standard
    try android11.setVersion(11, on: .android)
    #expect(
      try said(
        yaml, on: .android, reader: "talkback", script: "swipe right; double-tap",
        environment: android11) == ["OFF, Wi-Fi, Switch", "Double-tap to toggle", "ON"])
  }

  @Test("A UIA provider that never raises ToggleState changed: Narrator and NVDA say nothing")
  func noToggleStateEvent() throws {
    // UIA clients hear a toggle through the ToggleState property-changed event
    // (UiaRaiseAutomationPropertyChangedEvent); NVDA maps UIA_ToggleToggleStatePropertyId to
    // event_stateChange (nvaccess/nvda@122d72b10b4d274fb36ded36077d80adcdce78b0:
    // source/UIAHandler/__init__.py); Narrator is silent without it (microsoft-ui-xaml #615,
    // dotnet/winforms #9142). The state is heard when the element is read again.
    let silent = wifi + platformLine(.windows, "winui", ", raisesToggleStateChanged: false")
    let narrator = try readerRun(
      silent, on: .windows, reader: "narrator", script: "press Tab; press Space; press Narrator+Tab"
    )
    #expect(
      narrator.transcript.map(\.text) == ["Wi-Fi, toggle switch, off", "Wi-Fi, toggle switch, on"])
    #expect(narrator.control.value == .toggle(.on))
    #expect(
      narrator.log.contains {
        if case .note(let text) = $0.kind {
          text == "\"Wi-Fi\" changed state without raising a state-change event, so no reader "
            + "is told"
        } else {
          false
        }
      })
    #expect(
      try said(
        silent, on: .windows, reader: "nvda", script: "press Tab; press Space; press Insert+Tab")
        == ["Wi-Fi toggle button not pressed", "Wi-Fi toggle button pressed"])
    // With the event (WinUI's own peer), as before.
    #expect(
      try said(
        wifi + platformLine(.windows, "winui", ", raisesToggleStateChanged: true"), on: .windows,
        reader: "nvda", script: "press Tab; press Space")
        == ["Wi-Fi toggle button not pressed", "pressed"])
    // Only a UIA provider has this setting.
    let refused = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(
        wifi + "raisesToggleStateChanged: false\n" + platformLine(.android, "compose"),
        source: "test.yml")
    }
    #expect(
      refused?.description
        == "test.yml:3:1: error: 'raisesToggleStateChanged' applies to winui, and this component "
        + "uses none of them")
  }

  @Test("Hints off: no switch hint for VoiceOver or TalkBack")
  func hintsOff() throws {
    #expect(
      try said(
        wifi + platformLine(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        settings: ["hints": "off"],
        script: "swipe right") == ["Wi-Fi. Switch Button. Off."])
    #expect(
      try said(
        wifi + platformLine(.android, "compose"), on: .android, reader: "talkback",
        settings: ["hints": "off"], script: "swipe right") == ["Off, Wi-Fi, Switch"])
  }

  @Test("The app's announcement after a toggle is heard after the state")
  func announcement() throws {
    #expect(
      try said(
        wifi + "announcement: Wi-Fi turned on\n" + platformLine(.android, "compose"), on: .android,
        reader: "talkback", script: "swipe right; double-tap")
        == ["Off, Wi-Fi, Switch", "Double-tap to toggle", "On", "Wi-Fi turned on"])
  }
}
