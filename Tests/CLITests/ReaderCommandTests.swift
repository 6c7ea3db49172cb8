import Foundation
import Testing

@Suite("a11ysim simulate --reader, compare, explain, readers")
struct ReaderCommandTests {
  let quantity = "Scenarios/components/quantity.yml"

  @Test("simulate --reader prints the transcript: READER  TIME  TEXT, with the interactions")
  func simulateWithReader() throws {
    let result = try RunCLI.run([
      "simulate", quantity, "--platform", "linux", "--reader", "orca", "--do",
      "press Tab; press Up",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Linux · gtk-spinbutton (GtkSpinButton) · "Quantity" · value 2 · 0…10 · step 1 · Orca
        > press Tab
        Orca        0.00s  Quantity spin button
        Orca        1.00s  2
        > press Up
        Orca        1.33s  3

        """)
  }

  @Test("--events adds the control's events; --pace immediate cuts speech off")
  func eventsAndPace() throws {
    let result = try RunCLI.run([
      "simulate", quantity, "--platform", "android", "--reader", "talkback", "--events", "--pace",
      "immediate", "--set", "increment.label=Add", "--set",
      "accessibility.valueLiveRegion=assertive",
      "--do", "touch increment; double-tap",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("  · value changed 2 → 3 (increment)"))
    #expect(result.stdout.contains("TalkBack    0.00s  Add, Button  [interrupted at 0.00s]"))
    #expect(result.stdout.contains("TalkBack    0.00s  3\n"))
  }

  @Test("simulate --reader --format json has each entry's rule, source, confidence and references")
  func json() throws {
    let result = try RunCLI.run([
      "simulate", quantity, "--platform", "ios", "--reader", "voiceover-ios", "--do",
      "touch decrement",
      "--format", "json",
    ])
    #expect(result.exitCode == 0)
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let entry = try #require((runs.first?["transcript"] as? [[String: Any]])?.first)
    #expect(entry["text"] as? String == "Decrement. Button.")
    #expect(entry["rule"] as? String == "voiceover-ios/element")
    #expect(entry["confidence"] as? String == "medium")
    #expect(
      entry["references"] as? [String] == [
        "cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0:Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility+SnapshotAdditions.swift (accessibilityDescription)",
        "cashapp/AccessibilitySnapshot@5b03db81f49275312ea1a56914dbe9aa1608e3f0:Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings",
      ])
    #expect(entry["kind"] as? String == "focus")
    // The interactions with their start times, and the value the control ended at.
    let interactions = try #require(runs.first?["interactions"] as? [[String: Any]])
    #expect(interactions.map { $0["text"] as? String } == ["touch decrement"])
    #expect(interactions.map { $0["timeMilliseconds"] as? Int } == [0])
    #expect(runs.first?["finalValue"] as? Double == 2)
  }

  @Test("A reader on the wrong platform, an unknown reader, a bad setting")
  func readerErrors() throws {
    let wrong = try RunCLI.run(["simulate", quantity, "--platform", "ios", "--reader", "talkback"])
    #expect(wrong.exitCode == 2)
    #expect(wrong.stderr == "error: TalkBack runs on Android, not iOS\n")
    let unknown = try RunCLI.run(["simulate", quantity, "--reader", "jaws"])
    #expect(unknown.exitCode == 64)
    #expect(unknown.stderr.contains("unknown reader 'jaws'"))
    let setting = try RunCLI.run([
      "simulate", quantity, "--platform", "android", "--reader", "talkback", "--reader-setting",
      "hints=sometimes",
    ])
    #expect(setting.exitCode == 2)
    #expect(
      setting.stderr == "error: 'sometimes' is not a value of hints; expected one of on, off\n")
  }

  @Test("--reader voiceover means VoiceOver for the platform: on macOS, VoiceOver for macOS")
  func sharedReaderName() throws {
    let result = try RunCLI.run([
      "simulate", quantity, "--platform", "macos", "--reader", "voiceover", "--do", "press Tab",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        macOS · appkit (NSStepper) · "Quantity" · value 2 · 0…10 · step 1 · VoiceOver
        > press Tab
        VoiceOver   0.00s  2, Quantity, stepper
        VoiceOver   1.20s  You are currently on a stepper. To begin interacting with this stepper, press Control-Shift-Down Arrow.

        """)
    // On a platform without VoiceOver the name says where it runs.
    let android = try RunCLI.run([
      "simulate", quantity, "--platform", "android", "--reader", "voiceover",
    ])
    #expect(android.exitCode == 2)
    #expect(android.stderr == "error: VoiceOver runs on iOS and macOS, not Android\n")
    // compare --readers voiceover runs each platform's VoiceOver.
    let compared = try RunCLI.run([
      "compare", quantity, "--readers", "voiceover", "--do", "press Tab",
    ])
    #expect(compared.exitCode == 0)
    #expect(compared.stdout.hasPrefix("Quantity on iOS (VoiceOver), macOS (VoiceOver)\n"))
  }

  @Test("compare --readers all adds every reader of a platform: NVDA beside Narrator")
  func compareAllReaders() throws {
    let result = try RunCLI.run([
      "compare", quantity, "--platform", "windows", "--readers", "all", "--do",
      "press Tab; press Up",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Quantity on Windows (Narrator), Windows (NVDA)
        > press Tab
          Windows  Narrator  Quantity Minimum0 Maximum10, edit 2
          Windows  NVDA      Quantity Minimum0 Maximum10 edit 2
        > press Up
          Windows  Narrator  3
          Windows  NVDA      (silence: nvda/valueChanged.uiaEdit on valueChanged: NVDA event_valueChange returns early for UIA text objects (inferred) (low confidence))

        """)
    let listed = try RunCLI.run([
      "compare", quantity, "--readers", "nvda,orca", "--do", "press Tab",
    ])
    #expect(listed.exitCode == 0)
    #expect(listed.stdout.hasPrefix("Quantity on Windows (NVDA), Linux (Orca)\n"))
    // An unknown name on the command line is bad usage (64), as --reader and --platform are.
    let unknown = try RunCLI.run(["compare", quantity, "--readers", "jaws", "--do", "press Tab"])
    #expect(unknown.exitCode == 64)
    #expect(
      unknown.stderr.hasPrefix(
        "Error: unknown reader 'jaws' in --readers; expected default, all, or one of "
          + "voiceover-ios, voiceover-macos, talkback, narrator, nvda, orca\n"))
    let elsewhere = try RunCLI.run([
      "compare", quantity, "--platform", "ios", "--readers", "nvda", "--do", "press Tab",
    ])
    #expect(elsewhere.exitCode == 2)
    #expect(elsewhere.stderr == "error: none of the readers in --readers runs on iOS\n")
  }

  @Test("compare lines the platforms up per interaction")
  func compare() throws {
    let result = try RunCLI.run(["compare", quantity, "--do", "press Tab"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Quantity on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Linux (Orca)
        > press Tab
          iOS      VoiceOver  Decrement. Button.
          macOS    VoiceOver  2, Quantity, stepper | You are currently on a stepper. To begin interacting with this stepper, press Control-Shift-Down Arrow.
          Android  TalkBack   Unlabelled, Button | Press Alt + ENTER to activate
          Windows  Narrator   Quantity Minimum0 Maximum10, edit 2
          Linux    Orca       Quantity spin button | 2

        """)
  }

  @Test("explain names each utterance's rule, source and confidence")
  func explain() throws {
    let result = try RunCLI.run([
      "explain", quantity, "--platform", "linux", "--reader", "orca", "--do", "press Tab",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.contains(
        """
        Orca        0.00s  Quantity spin button
            rule: orca/keyboardFocus+focus.editable · focus · interrupt
            source: Orca tests/integration_tests/test_gui_spinbutton.py · confidence high
            evidence: GNOME/orca@672b8f4850a9125f3f584520e362271577d81b35:tests/integration_tests/test_gui_spinbutton.py (test_spin_button_value_changes)
            parts: name "Quantity", role "spin button"
        """))
  }

  @Test("explain says why nothing was said: the rule that keeps the reader silent, and its source")
  func explainSilence() throws {
    let result = try RunCLI.run([
      "explain", quantity, "--platform", "android", "--reader", "talkback", "--do",
      "swipe right; swipe right; double-tap",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > double-tap
        (nothing was said)
            why: talkback/clicked on clicked: TalkBack EventTypeViewClickedFeedbackRule: a plain \
        click says nothing (high confidence)
            why: talkback/notFocused on textChanged: TalkBack: a change outside a live region and \
        off focus is not spoken (high confidence)

        """))
  }

  @Test("readers lists every pack; readers ID prints one in full")
  func readers() throws {
    let list = try RunCLI.run(["readers"])
    #expect(list.exitCode == 0)
    let ids = list.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map {
      $0.split(separator: " ")[0]
    }
    #expect(
      ids == [
        "voiceover-ios", "voiceover-macos", "talkback", "narrator", "nvda", "orca", "environment",
      ])
    let one = try RunCLI.run(["readers", "talkback"])
    #expect(one.stdout.hasPrefix("## TalkBack on Android (`talkback`)"))
    #expect(
      one.stdout.contains(
        "| `hint.clickable` | clickable | [\"Double-tap to activate\"] joined by \", \" | TalkBack AccessibilityFocusHint, NodeRoleHint, strings (high): "
          + "[AccessibilityFocusHint.java (getHint)](https://github.com/google/talkback/blob/26a27dc009d5b3605e744222541f045a3c24e038/talkback/src/main/java/com/google/android/accessibility/talkback/compositor/hint/AccessibilityFocusHint.java), "
          + "[NodeRoleHint.java](https://github.com/google/talkback/blob/26a27dc009d5b3605e744222541f045a3c24e038/talkback/src/main/java/com/google/android/accessibility/talkback/compositor/hint/NodeRoleHint.java), "
          + "[strings_compositor.xml](https://github.com/google/talkback/blob/26a27dc009d5b3605e744222541f045a3c24e038/talkback/src/main/res/values/strings_compositor.xml) |"
      ))
  }
}
