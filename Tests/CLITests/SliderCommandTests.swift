import Foundation
import TestSupport
import Testing

/// The slider through the commands a user runs: compare, simulate with an Android version,
/// explain, session, run, check, and import of MagentaA11y's slider page.
@Suite("a11ysim with a slider")
struct SliderCommandTests {
  @Test("compare: every reader's focus and arrow-key speech for the same slider")
  func compare() throws {
    let result = try RunCLI.run([
      "compare", "Scenarios/components/volume-slider.yml", "--readers", "all", "--do",
      "press Tab", "--do", "press Right",
    ])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        """
        > press Tab
          iOS      VoiceOver  (silence: ignored: the UISlider takes keyboard focus only with Full Keyboard Access)
          macOS    VoiceOver  (silence: ignored: the NSSlider takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   50%, Volume, Slider | Swipe up or Swipe down to adjust
          Windows  Narrator   Volume, slider, 50%
          Windows  NVDA       Volume slider 50
          Linux    Orca       Volume horizontal slider 50 50 percent.
        > press Right
          iOS      VoiceOver  (silence: ignored: Right does nothing: keyboard focus is not on the slider)
          macOS    VoiceOver  (silence: ignored: Right does nothing: keyboard focus is not on the slider)
          Android  TalkBack   55%
          Windows  Narrator   51%
          Windows  NVDA       51
          Linux    Orca       51

        """))
  }

  @Test("compare: a slider from -1e300 to 1e300 is adjusted by every reader, no trap")
  func hugeRange() throws {
    // Orca's percent is the value over the width (0 ÷ 2e300), not the place in the range.
    let result = try RunCLI.run([
      "compare", "Scenarios/components/volume-slider.yml", "--set", "minimum=-1e300", "--set",
      "maximum=1e300", "--set", "value=0", "--readers", "all", "--reader-setting", "hints=off",
      "--do", "swipe right", "--do", "swipe up", "--do", "press Tab", "--do", "press Right",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        """
        > swipe up
          iOS      VoiceOver  60%
          macOS    VoiceOver  (silence: swipe up does nothing in VoiceOver here)
          Android  TalkBack   55%
          Windows  Narrator   (silence: swipe up does nothing in Narrator here)
          Windows  NVDA       (silence: swipe up does nothing in NVDA here)
          Linux    Orca       (silence: swipe up does nothing in Orca here)
        > press Tab
          iOS      VoiceOver  (silence: ignored: the UISlider takes keyboard focus only with Full Keyboard Access)
          macOS    VoiceOver  (silence: ignored: the NSSlider takes keyboard focus only with Full Keyboard Access)
          Android  TalkBack   (silence)
          Windows  Narrator   Volume, slider, 50%
          Windows  NVDA       Volume slider 0
          Linux    Orca       Volume horizontal slider 0 0 percent.
        > press Right
          iOS      VoiceOver  (silence: ignored: Right does nothing: keyboard focus is not on the slider)
          macOS    VoiceOver  (silence: ignored: Right does nothing: keyboard focus is not on the slider)
          Android  TalkBack   60%
          Windows  Narrator   50%
          Windows  NVDA       1
          Linux    Orca       1

        """))
  }

  @Test("simulate --os-version android=10: the raw progress, and the whole description on change")
  func android10() throws {
    let result = try RunCLI.run([
      "simulate", "Scenarios/components/volume-slider.yml", "--platform", "android", "--reader",
      "talkback", "--os-version", "android=10", "--reader-setting", "hints=off", "--do",
      "swipe right", "--do", "swipe up",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("TalkBack    0.00s  50, Volume, Slider"))
    #expect(result.stdout.contains("55, Volume, Slider"))
  }

  @Test("explain: TalkBack's change is the state-description rule, at the limit NumberAdjustor")
  func explain() throws {
    let result = try RunCLI.run([
      "explain", "Scenarios/components/volume-slider.yml", "--platform", "android", "--set",
      "value=100", "--do", "swipe right", "--do", "swipe up",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("rule: talkback/adjust.limit.stateDescription"))
    #expect(result.stdout.contains("actor/NumberAdjustor.java (adjustValue)"))
  }

  @Test("session: a swipe up moves it and :show draws the new value")
  func session() throws {
    let result = try RunCLI.run(
      ["session", "Scenarios/components/volume-slider.yml", "--platform", "android"],
      stdin: "swipe right\nswipe up\n:show\n:quit\n")
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("TalkBack    3.63s  55%"))
    #expect(result.stdout.contains("Android · SeekBar · \"Volume\" · value 55 · 0…100"))
    #expect(result.stdout.contains("Volume [======o----] 55"))
  }

  @Test("run: the shipped slider feature passes")
  func run() throws {
    let result = try RunCLI.run(["run", "Scenarios/slider.feature"])
    #expect(result.exitCode == 0)
    #expect(RunSummary(uniform: "passed", in: result.stdout) != nil, "\(result.stdout)")
  }

  @Test("check: MagentaA11y's slider criteria pass for the stock slider")
  func check() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/volume-slider.yml"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "gesture-adjust       MUST      PASS     n/a      PASS     n/a      n/a"))
    #expect(
      result.stdout.hasSuffix(
        "10 criteria × 5 platforms: 39 passed, 0 failed (0 MUST, 0 SHOULD), 11 not applicable\n"
          + "check passed\n"))
  }

  @Test("check: a slider on 0…10 passes the value criteria where readers say a percent (\"50%\")")
  func checkPercentOfANarrowRange() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try "control: slider\nlabel: Volume\nvalue: 5\nminimum: 0\nmaximum: 10\n".write(
      to: folder.appendingPathComponent("volume.yml"), atomically: true, encoding: .utf8)
    let result = try RunCLI.run(
      ["check", "volume.yml", "--format", "summary"], directory: folder)
    // VoiceOver, TalkBack and Narrator say "50%" for 5, then "60%": that expresses the value.
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "output-value         MUST      PASS     PASS     PASS     PASS     PASS"))
    #expect(
      result.stdout.contains(
        "output-value-change  MUST      PASS     PASS     PASS     PASS     PASS"))
  }

  @Test("check: a custom slider that exposes no value fails the value criteria")
  func checkNoValue() throws {
    let result = try RunCLI.run(["check", "Scenarios/components/custom-slider-no-value.yml"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdout.contains(
        "output-value         MUST      FAIL     FAIL     FAIL     FAIL     FAIL"))
    #expect(
      result.stdout.contains(
        "gesture-adjust       MUST      PASS     n/a      FAIL     n/a      n/a"))
  }

  /// The page's second swipe-up line ("android-volume or swipe up/down") is answered by the
  /// swipe-up check already written for the first, so it adds only the volume keys, pending
  /// on Android (ImportPageReadingTests).
  @Test("import magentaa11y: the slider page becomes a feature with no undefined step")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("slider.feature")
    let imported = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/slider.md", "--component",
      "Scenarios/components/volume-slider.yml", "-o", feature.path,
    ])
    #expect(imported.exitCode == 0, "\(imported.stderr)")
    #expect(
      imported.stdout
        == "wrote \(feature.path): 50 scenarios: 39 checked by A11ySim, 11 pending for a person "
        + "(@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", "--strict", feature.path])
    #expect(
      run.stdout.hasSuffix(
        "50 scenarios (39 passed, 11 pending)\n204 steps (193 passed, 11 pending)\n"
          + "39 passed, 11 failed\n"))
    #expect(!run.stdout.contains("undefined"))
  }
}
