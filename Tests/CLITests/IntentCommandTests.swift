import Foundation
import TestSupport
import Testing

/// Intents (`next item`, `activate`, `increase`) from the built binary: each reader carries
/// them out with its own gesture or keys (VoiceOver and TalkBack swipes, VO keys, Narrator's
/// next-item key, Tab and arrows for NVDA and Orca), so one script runs on every reader.
@Suite("Intents: one script, every reader's own gestures and keys")
struct IntentCommandTests {
  @Test("compare: moving to a button and activating it, on every reader")
  func button() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/save-button.yml", "--readers", "all", "--do",
      "next item; activate",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Save on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Windows (NVDA), Linux (Orca)
        > next item
          iOS      VoiceOver  Save. Button. | Saves your draft
          macOS    VoiceOver  Save, button | Saves your draft
          Android  TalkBack   Save, Button | Double-tap to activate
          Windows  Narrator   Save, button
          Windows  NVDA       Save button
          Linux    Orca       Save button | Saves your draft
        > activate
          iOS      VoiceOver  Draft saved
          macOS    VoiceOver  Draft saved
          Android  TalkBack   Draft saved
          Windows  Narrator   Draft saved
          Windows  NVDA       Draft saved
          Linux    Orca       Draft saved

        """)
  }

  /// NVDA's and Orca's activate is the app's Space: with Enter, a WinUI CheckBox and a
  /// GtkCheckButton (which ignore Enter) stayed unchecked and both readers were silent.
  @Test("compare: activating a checkbox checks it on every reader, the keyboard readers with Space")
  func checkbox() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/accept-terms.yml", "--readers", "all", "--do",
      "next item; activate",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > activate
          iOS      VoiceOver  Selected
          macOS    VoiceOver  checked
          Android  TalkBack   checked
          Windows  Narrator   checked
          Windows  NVDA       checked
          Linux    Orca       checked

        """))
  }

  @Test(
    "compare: increase and decrease a slider; Narrator's next-item key takes keyboard focus along")
  func slider() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/volume-slider.yml", "--readers", "all", "--do",
      "next item; increase; decrease",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > increase
          iOS      VoiceOver  60%
          macOS    VoiceOver  55
          Android  TalkBack   55%
          Windows  Narrator   51%
          Windows  NVDA       51
          Linux    Orca       51
        > decrease
          iOS      VoiceOver  50%
          macOS    VoiceOver  50
          Android  TalkBack   50%
          Windows  Narrator   50%
          Windows  NVDA       50
          Linux    Orca       50

        """))
  }

  @Test("compare: with syncFocus=off Narrator's cursor leaves keyboard focus outside the slider")
  func sliderSyncOff() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/volume-slider.yml", "--readers", "narrator",
      "--reader-setting", "syncFocus=off", "--do", "next item; increase",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Volume on Windows (Narrator)
        > next item
          Windows  Narrator  Volume, slider, 50%
        > increase
          Windows  Narrator  (silence: ignored: Up does nothing: keyboard focus is not on the slider)

        """)
  }

  @Test("simulate: the events show keyboard focus following Narrator's cursor onto the slider")
  func focusFollowsInEvents() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/volume-slider.yml", "--platform", "windows", "--reader",
      "narrator", "--do", "next item", "--events",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > next item
          · note: keyboard focus follows Narrator's cursor to "Volume"
          · focus moved to control
        Narrator    0.00s  Volume, slider, 50%

        """))
  }

  @Test("simulate: an intent with no reader is refused, with what to do (exit 2)")
  func noReader() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/save-button.yml", "--platform", "ios", "--do", "next item",
    ])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "error: 'next item' is an intent, which each screen reader carries out with its own "
        + "gesture or keys; choose a reader (--reader) to use it\n")
  }

  @Test(
    "Steps: the same scenario passes on a touch and a keyboard reader; a name never reached fails")
  func steps() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let component = RunCLI.packageRoot.appendingPathComponent(
      "Scenarios/components/volume-slider.yml"
    ).path
    try """
    Feature: Intents
      Scenario Outline: Move to the slider and raise it on <platform>
        Given the component "\(component)"
        And the platform is <platform>
        When I move to "Volume"
        And I increase it
        Then I hear "<heard>"
        When I decrease it
        And I move to the previous item

        Examples:
          | platform | heard |
          | iOS      | 60%   |
          | Linux    | 51    |

      Scenario: A name no move reaches
        Given the component "\(component)"
        And the platform is Android
        When I move to "Brightness"
    """.write(
      to: folder.appendingPathComponent("intents.feature"), atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["run", "intents.feature", "--format", "summary"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("3 scenarios (2 passed, 1 failed)"), "\(result.stdout)")
    #expect(
      result.stdout.contains("20 next-item moves never reached \"Brightness\""), "\(result.stdout)")
  }

  @Test("compare: next heading and first/last item, each reader its own way or not at all")
  func headingsAndFirstLast() throws {
    let result = try RunCLI.run([
      "compare", "Tests/Fixtures/screens/two-headings.yml", "--readers", "all", "--do",
      "next heading; next heading; next heading; first item",
    ])
    #expect(result.exitCode == 0)
    let ignored = "(silence: ignored: H does nothing: keyboard focus is on nothing on the screen)"
    #expect(
      result.stdout == """
        Order on iOS (VoiceOver), macOS (VoiceOver), Android (TalkBack), Windows (Narrator), Windows (NVDA), Linux (Orca)
        > next heading
          iOS      VoiceOver  Headings | Checkout. Heading.
          macOS    VoiceOver  Checkout, heading level 1
          Android  TalkBack   Headings | Checkout, Heading
          Windows  Narrator   \(ignored)
          Windows  NVDA       \(ignored)
          Linux    Orca       \(ignored)
        > next heading
          iOS      VoiceOver  Payment. Heading.
          macOS    VoiceOver  Payment, heading level 2
          Android  TalkBack   Payment, Heading
          Windows  Narrator   \(ignored)
          Windows  NVDA       \(ignored)
          Linux    Orca       \(ignored)
        > next heading
          iOS      VoiceOver  (silence: no next heading; focus stays)
          macOS    VoiceOver  (silence: no next heading; focus stays)
          Android  TalkBack   (silence: no next heading; focus stays)
          Windows  Narrator   \(ignored)
          Windows  NVDA       \(ignored)
          Linux    Orca       \(ignored)
        > first item
          iOS      VoiceOver  Checkout. Heading.
          macOS    VoiceOver  Checkout, heading level 1
          Android  TalkBack   (silence: TalkBack has no default command for first item: TalkBack GestureShortcutMapping FIRST_IN_SCREEN / LAST_IN_SCREEN: no default gesture in donottranslate.xml runs them (the user assigns one); nothing happens)
          Windows  Narrator   (silence: Narrator has no default command for first item: no Narrator command found for the first or last item of an app's window; nothing happens)
          Windows  NVDA       (silence: NVDA has no default command for first item: NVDA user guide: no command for the first or last object outside browse mode and review; nothing happens)
          Linux    Orca       (silence: Orca has no default command for first item: Orca: no first- or last-item command outside flat review was checked; nothing happens)

        """)
  }

  @Test("simulate: Narrator's H moves by heading once scan mode is on")
  func narratorScanMode() throws {
    let result = try RunCLI.run([
      "simulate", "Tests/Fixtures/screens/two-headings.yml", "--platform", "windows",
      "--reader", "narrator", "--reader-setting", "scanMode=on", "--do",
      "next heading; next heading; previous heading",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Windows · screen "Order" · 5 elements · 2 components · Narrator
        > next heading
        Narrator    0.00s  Checkout, heading level 1
        > next heading
        Narrator    1.43s  Payment, heading level 2
        > previous heading
        Narrator    2.87s  Checkout, heading level 1

        """)
  }
}
