import TestSupport
import Testing

/// TalkBack, reproducing TalkBack's source at google/talkback@26a27dc0 (TalkBack's own source and
/// strings) with exact wording.
@Suite("TalkBack evidence")
struct TalkBackEvidenceTests {
  /// A Material stepper whose app labels the buttons, as seed 004 asks.
  let labelled = labelledQuantity + "platforms: { android: { variant: material } }"

  @Test("Focus: state, name, role joined by ', '; the hint 400 ms later as its own utterance")
  func focusAndHint() throws {
    let run = try readerRun(
      labelled, on: .android, reader: "talkback", script: "touch \"Increase quantity\"")
    #expect(run.transcript.map(\.text) == ["Increase quantity, Button", "Double-tap to activate"])
    let focus = run.transcript[0]
    let hint = run.transcript[1]
    #expect(focus.kind == .focus && hint.kind == .hint)
    // DELAY_HINT = 400 ms after the focus event, and never before the description ends.
    #expect(hint.time.milliseconds == max(400, focus.end.milliseconds))
    #expect(focus.parts.map(\.kind) == [.name, .role])
    #expect(hint.rule == "talkback/hint.clickable")
  }

  @Test("With a keyboard the click hint names the key: 'Press Alt + ENTER to activate'")
  func keyboardHint() throws {
    // Tab moves input focus and TalkBack's focus with it; the last input was a key, so the hint
    // takes the keyboard template filled with the default keymap's click combo.
    let keyboard = try readerRun(labelled, on: .android, reader: "talkback", script: "press Tab")
    #expect(
      keyboard.transcript.map(\.text) == [
        "Decrease quantity, Button", "Press Alt + ENTER to activate",
      ])
    #expect(keyboard.transcript[1].rule == "talkback/hint.clickable.keyboard")
    // TalkBack's own keys (trigger Alt): Alt+Right moves on, Alt+Enter clicks.
    let keys = try readerRun(
      labelled, on: .android, reader: "talkback",
      script: "press Alt+Right; press Alt+Right; press Alt+Enter")
    #expect(
      keys.transcript.map(\.text) == [
        "Quantity", "Decrease quantity, Button", "Press Alt + ENTER to activate",
      ])
    #expect(keys.control.value == .number(1))
    // A gesture puts TalkBack back in touch mode: the hint is the double-tap one again.
    let back = try readerRun(
      labelled, on: .android, reader: "talkback", script: "press Tab; swipe right; swipe left")
    #expect(
      back.transcript.suffix(2).map(\.text) == [
        "Decrease quantity, Button", "Double-tap to activate",
      ])
  }

  @Test("Single-tap mode: the click hint is 'Tap to activate'")
  func singleTapHint() throws {
    let run = try readerRun(
      labelled, on: .android, reader: "talkback", settings: ["singleTap": "on"],
      script: "touch \"Increase quantity\"")
    #expect(run.transcript.map(\.text) == ["Increase quantity, Button", "Tap to activate"])
    #expect(run.transcript[1].rule == "talkback/hint.clickable.singleTap")
  }

  @Test("Disabled: 'disabled' last, and no hint for a disabled node")
  func disabled() throws {
    let yaml = labelled.replacingOccurrences(of: "value: 2", with: "value: 0")
    #expect(
      try said(yaml, on: .android, reader: "talkback", script: "touch \"Decrease quantity\"")
        == ["Decrease quantity, Button, disabled"])
  }

  @Test("An icon button without a content description is 'Unlabelled'")
  func unlabelled() throws {
    #expect(
      try said(
        "value: 2\nplatforms: { android: { variant: material } }", on: .android, reader: "talkback",
        script: "touch increment") == ["Unlabelled, Button", "Double-tap to activate"])
  }

  @Test("A click on a plain button says nothing; without a live region the new value is silent")
  func clickIsSilent() throws {
    let run = try readerRun(
      labelled, on: .android, reader: "talkback", script: "touch \"Increase quantity\"; double-tap")
    #expect(run.transcript.map(\.text) == ["Increase quantity, Button", "Double-tap to activate"])
    #expect(run.control.value == .number(3))
  }

  @Test("A polite live region is spoken after current speech; assertive interrupts")
  func liveRegions() throws {
    let polite = try readerRun(
      labelled, on: .android, reader: "talkback",
      script: "touch \"Increase quantity\"; double-tap", pace: .listen,
      overrides: ["accessibility.valueLiveRegion=polite"])
    #expect(
      polite.transcript.map(\.text) == ["Increase quantity, Button", "Double-tap to activate", "3"])
    #expect(polite.transcript[2].priority == .queue && polite.transcript[2].kind == .liveRegion)

    // Immediately after focus, before the hint: polite waits, assertive cuts in.
    let queued = try readerRun(
      labelled, on: .android, reader: "talkback", script: "touch \"Increase quantity\"; double-tap",
      pace: .immediate, overrides: ["accessibility.valueLiveRegion=polite"])
    #expect(
      queued.transcript.map(\.text) == ["Increase quantity, Button", "Double-tap to activate", "3"])
    #expect(!queued.transcript[0].isInterrupted)
    let assertive = try readerRun(
      labelled, on: .android, reader: "talkback", script: "touch \"Increase quantity\"; double-tap",
      pace: .immediate, overrides: ["accessibility.valueLiveRegion=assertive"])
    #expect(assertive.transcript.map(\.text) == ["Increase quantity, Button", "3"])
    #expect(assertive.transcript[0].isInterrupted)
    #expect(assertive.transcript[1].priority == .interrupt)
  }

  @Test(
    "A labelled edit box: '%1$s for %2$s' (template_labeled_item), hint 'Double-tap to edit text'")
  func labeledEditBox() throws {
    let yaml = """
      label: Quantity
      value: 5
      maximum: 10
      accessibility: { labelFor: true }
      platforms: { android: { variant: fiori } }
      """
    #expect(
      try said(yaml, on: .android, reader: "talkback", script: "touch field")
        == ["5, Edit box for Quantity", "Double-tap to edit text"])
  }

  @Test(
    "Description order setting: state-name-role (default), role-name-state, name-role-state",
    arguments: [
      ("stateNameRole", "Decrease quantity, Button, disabled"),
      ("roleNameState", "Button, Decrease quantity, disabled"),
      ("nameRoleState", "Decrease quantity, Button, disabled"),
    ])
  func descriptionOrder(order: String, expected: String) throws {
    let yaml = labelled.replacingOccurrences(of: "value: 2", with: "value: 0")
    #expect(
      try said(
        yaml, on: .android, reader: "talkback", settings: ["descriptionOrder": order],
        script: "touch \"Decrease quantity\"") == [expected])
  }

  @Test("Speak roles off drops 'Button'; hints off drops the hint")
  func rolesAndHintsOff() throws {
    #expect(
      try said(
        labelled, on: .android, reader: "talkback", settings: ["speakRoles": "off"],
        script: "touch \"Increase quantity\"") == ["Increase quantity", "Double-tap to activate"])
    #expect(
      try said(
        labelled, on: .android, reader: "talkback", settings: ["hints": "off"],
        script: "touch \"Increase quantity\"") == ["Increase quantity, Button"])
  }

  @Test("dedupJoin drops a piece equal to one already said, ignoring case")
  func dedup() throws {
    let yaml =
      "value: 2\nincrement: { label: button }\nplatforms: { android: { variant: material } }"
    #expect(
      try said(yaml, on: .android, reader: "talkback", script: "touch increment").first == "button")
  }

  @Test("A RangeInfo node is a 'Slider' whose value is spoken first as its state; swipe up adjusts")
  func slider() throws {
    let yaml = """
      label: Quantity
      value: 2
      maximum: 10
      accessibility: { presentation: adjustable, labelHidden: true }
      platforms: { android: { variant: material } }
      """
    let run = try readerRun(yaml, on: .android, reader: "talkback", script: "swipe right; swipe up")
    #expect(
      run.transcript.map(\.text) == [
        "2, Quantity, Slider", "Swipe up or Swipe down to adjust", "3",
      ])
    #expect(run.transcript[0].parts.map(\.kind) == [.value, .name, .role])
  }

  /// google/talkback@26a27dc0:…/compositor/hint/AccessibilityFocusHint.java (getHint) joins, with
  /// CompositorUtils' ", ", the hint for a child of an adjustable NumberPicker and the child's
  /// role hint (NodeRoleHint: a button's click hint; an edit box's "Double-tap to edit text").
  @Test("A NumberPicker child's hint: the adjust hint, then its click hint, joined by ', '")
  func adjustableChildHintJoinsTheRoleHint() throws {
    let yaml = "value: 5\nmaximum: 9\nplatforms: { android: { variant: numberpicker } }"
    let run = try readerRun(yaml, on: .android, reader: "talkback", script: "touch \"6\"")
    let hint = try #require(run.transcript.last)
    #expect(hint.text == "Swipe up or Swipe down to adjust, Double-tap to activate")
    #expect(
      hint.parts.map(\.text) == ["Swipe up or Swipe down to adjust", "Double-tap to activate"])
    #expect(hint.rule == "talkback/hint.adjustableChild+hint.clickable")
    // A slider is adjustable itself: its hint is the adjust hint alone (NodeRoleHint's seek bar).
    let slider = try readerRun(
      "label: Quantity\naccessibility: { presentation: adjustable, labelHidden: true }\n"
        + "platforms: { android: { variant: material } }",
      on: .android, reader: "talkback", script: "swipe right")
    #expect(slider.transcript.last?.text == "Swipe up or Swipe down to adjust")
    // With hints off, neither part is spoken.
    let off = try readerRun(
      yaml, on: .android, reader: "talkback", settings: ["hints": "off"], script: "touch \"6\"")
    #expect(off.transcript.map(\.text) == ["6, Button"])
  }

  @Test("A Material stepper without a label still shows its value between the buttons")
  func materialValueWithoutLabel() throws {
    let yaml = "value: 3\nplatforms: { android: { variant: material } }"
    let run = try readerRun(
      yaml, on: .android, reader: "talkback", settings: ["hints": "off"],
      script: "swipe right; swipe right; swipe right")
    #expect(run.transcript.map(\.text) == ["Unlabelled, Button", "3", "Unlabelled, Button"])
    // The app can still leave it out.
    let hidden = try readerRun(
      yaml, on: .android, reader: "talkback", settings: ["hints": "off"],
      script: "swipe right; swipe right", overrides: ["accessibility.valueText=false"])
    #expect(hidden.transcript.map(\.text) == ["Unlabelled, Button", "Unlabelled, Button"])
  }

  @Test("NumberPicker: virtual buttons named by the next/previous value, present only when usable")
  func numberPicker() throws {
    let yaml =
      "value: 0\nmaximum: 9\nwraps: false\nplatforms: { android: { variant: numberpicker } }"
    let run = try readerRun(
      yaml, on: .android, reader: "talkback", script: "swipe right; swipe right; swipe right")
    // At the minimum without wrap there is no decrement button: the edit box, then "1".
    #expect(
      run.transcript.map(\.text) == [
        "0, Edit box", "Swipe up or Swipe down to adjust, Double-tap to edit text", "1, Button",
        "Swipe up or Swipe down to adjust, Double-tap to activate",
      ])
    // Swipe up adjusts (ACTION_SCROLL_FORWARD); the focused virtual button now reads "2".
    let adjusted = try readerRun(
      yaml, on: .android, reader: "talkback", script: "touch \"1\"; swipe up")
    #expect(adjusted.control.value == .number(1))
    #expect(
      adjusted.transcript.map(\.text) == [
        "1, Button", "Swipe up or Swipe down to adjust, Double-tap to activate", "2",
      ])
    #expect(adjusted.transcript.last?.rule == "talkback/focusedText")
  }
}
