import Calibration
import ScenarioRunner
import Testing

/// `--record-baseline` and `--record-feature`: what the devices said as a baseline, and the
/// scenarios whose identities key it.
@Suite("Recording captures as a baseline")
struct RecordTests {
  @Test(
    "Heard utterances become the baseline: agreeing ones as A11ySim renders them, others as heard")
  func baseline() throws {
    let agreeing = try calibrate(
      ComparisonTests.quantity(
        """
          - do: swipe right
            heard: [quantity.]
          - do: swipe right
            heard: ["Decrease quantity, Button"]
          - do: double-tap
            heard: ["1", "Quantity 1"]
        """))
    let silent = try calibrate(
      "name: Quantity\nplatform: android\nreader: talkback\ncontrol: button\n"
        + "set: [enabled=false]\nsteps:\n  - do: double-tap\n    heard: []\n")
    #expect(
      CalibrationRecord.baseline(for: [agreeing, silent]).text == """
        # a11ysim baseline: what the screen readers said, one section per scenario and platform.
        # Review changes to it like code. Re-record: a11ysim record PATHS -o FILE

        == Calibration › Quantity [Android]
        TalkBack  0.00s  Quantity
        TalkBack  0.34s  Decrease quantity, Button
        TalkBack  2.50s  1
        TalkBack  2.50s  Quantity 1

        == Calibration › Quantity [Android] #2
        (no speech)

        """)
  }

  @Test("The feature sets each capture up and does its interactions, one scenario each")
  func feature() throws {
    let file = try calibrate(
      ComparisonTests.quantity("  - do: swipe right\n    heard: [Quantity]\n"))
    let control = try calibrate(
      """
      name: Say "Save"
      platform: ios
      osVersion: "18.2"
      reader: voiceover
      control: button
      variant: swiftui
      set: [label=Save]
      readerSettings: { hints: "off" }
      steps:
        - do: swipe right
          heard: [Save, Button]
        - do: double-tap
          heard: []
      """)
    #expect(
      CalibrationRecord.feature(for: [file, control]) == """
        Feature: Calibration
          Device captures recorded by a11ysim calibrate: what the readers said on them is the
          baseline. Record again with: a11ysim calibrate CAPTURES --record-baseline FILE
          --record-feature FILE

          # capture.yml
          Scenario: Quantity
            Given the component "\(component("quantity-android.yml"))"
            And the platform is Android with TalkBack
            And the Android version is 14
            When I do "swipe right"

          # capture.yml
          Scenario: Say "Save"
            Given the component:
              \"\"\"
              control: button
              \"\"\"
            And the variant is swiftui
            And the setting "label" is "Save"
            And the platform is iOS with VoiceOver
            And the iOS version is 18
            And the reader setting "hints" is "off"
            When I do "swipe right"
            And I do "double-tap"

        """)
  }
}
