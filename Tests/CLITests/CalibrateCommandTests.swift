import Foundation
import TestSupport
import Testing

/// `a11ysim calibrate` as a user runs it: exact output and exit codes, bad captures, and
/// `--record-baseline` round trips through `run --baseline`.
@Suite("a11ysim calibrate")
struct CalibrateCommandTests {
  static let fixtures = "Tests/Fixtures/calibration"

  @Test("A capture that agrees prints each utterance with its rule and exits 0")
  func agrees() throws {
    let result = try RunCLI.run(["calibrate", "\(Self.fixtures)/talkback-quantity.yml"])
    #expect(result.stderr == "")
    #expect(result.exitCode == 0)
    #expect(
      result.stdout == """
        Tests/Fixtures/calibration/talkback-quantity.yml: Quantity stepper on a Pixel 8
        device: Android 14 · TalkBack 15.1 · A11ySim: TalkBack, material, Android 14
        > swipe right
          agrees        "Quantity"
                        rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml
        > swipe right
          agrees        "Decrease quantity, Button"
                        rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml
          agrees        "Double-tap to activate"
                        rule talkback/hint.clickable · high confidence · TalkBack AccessibilityFocusHint, NodeRoleHint, strings
        > double-tap
          agrees        "1"
                        rule talkback/liveRegion.polite+focus.stateNameRole · high confidence · TalkBack EventTypeWindowContentChangedFeedbackRule

        summary: 4 utterances in 1 capture: 4 agree, 0 disagree
        by reader:
          TalkBack 15.1  4 of 4 agree
        by rule:
          talkback/focus.stateNameRole                    2 of 2 agree
          talkback/hint.clickable                         1 of 1 agree
          talkback/liveRegion.polite+focus.stateNameRole  1 of 1 agree
        by confidence:
          high  4 of 4 agree

        """)
  }

  @Test("A capture that disagrees says where and why, and exits 1 so CI can gate on it")
  func disagrees() throws {
    let result = try RunCLI.run(["calibrate", "\(Self.fixtures)/talkback-disagrees.yml"])
    #expect(result.stderr == "")
    #expect(result.exitCode == 1)
    #expect(
      result.stdout == """
        Tests/Fixtures/calibration/talkback-disagrees.yml: Quantity stepper on a Galaxy A15
        device: Android 14 · TalkBack 14.2 · A11ySim: TalkBack, material, Android 14
        > swipe right
          DIFFERS       heard     "Quantity, 2"
                        predicted "Quantity"
                        rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml
                        one of them is wrong: the device contradicts a high-confidence rule (check the reader's version and settings, then the rule's evidence)
        > swipe right
          agrees        "Decrease quantity, Button"
                        rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml
          NOT HEARD     predicted "Double-tap to activate"
                        rule talkback/hint.clickable · high confidence · TalkBack AccessibilityFocusHint, NodeRoleHint, strings
                        one of them is wrong: the device contradicts a high-confidence rule (check the reader's version and settings, then the rule's evidence)
        > double-tap
          agrees        "1"
                        rule talkback/liveRegion.polite+focus.stateNameRole · high confidence · TalkBack EventTypeWindowContentChangedFeedbackRule
          NOT PREDICTED heard     "Quantity 1"
                        no rule predicts it: the model lacks something the device says

        summary: 5 utterances in 1 capture: 2 agree, 3 disagree (2 with a high-confidence rule: the device or the rule is wrong)
        by reader:
          TalkBack 14.2  2 of 5 agree
        by rule:
          talkback/focus.stateNameRole                    1 of 2 agree
          talkback/hint.clickable                         0 of 1 agree
          talkback/liveRegion.polite+focus.stateNameRole  1 of 1 agree
          (no rule: not predicted)                        0 of 1 agree
        by confidence:
          high  2 of 4 agree
          none  0 of 1 agree

        """)
  }

  @Test(
    "Each fixture's capture runs, agreeing or not as written",
    arguments: [
      ("talkback-logcat.yml", Int32(0)), ("orca-spinbutton.yml", 0), ("nvda-numberbox.yml", 1),
      ("guidepup-voiceover.yml", 0), ("xcui-voiceover.yml", 0),
    ])
  func fixtures(name: String, exitCode: Int32) throws {
    let result = try RunCLI.run(["calibrate", "\(Self.fixtures)/\(name)"])
    #expect(result.stderr == "")
    #expect(result.exitCode == exitCode)
    #expect(result.stdout.hasPrefix("\(Self.fixtures)/\(name): "))
  }

  @Test(
    "A capture that cannot be used is one error line at FILE:LINE:COLUMN, exit 2, nothing on stdout"
  )
  func badCapture() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try
      "platform: android\nreader: talkback\ncontrol: button\nsteps:\n  - do: swipe sideways\n    heard: []\n"
      .write(to: folder.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
    try
      "platform: android\nreader: talkback\ncontrol: button\nsteps:\n  - do: double-tap\n    heard: []\n"
      .write(to: folder.appendingPathComponent("good.yml"), atomically: true, encoding: .utf8)
    // Every capture runs before anything is printed: a bad one leaves no half report.
    let result = try RunCLI.run(["calibrate", "good.yml", "bad.yml"], directory: folder)
    #expect(result.exitCode == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "bad.yml:5:15: error: expected a direction (right or left or up or down), found 'sideways'\n"
    )
    let missing = try RunCLI.run(["calibrate", "nowhere.yml"], directory: folder)
    #expect(missing.exitCode == 2)
    #expect(missing.stderr == "error: cannot read 'nowhere.yml': no such file\n")
    let log = try RunCLI.run([
      "calibrate", "\(Self.fixtures)/talkback-quantity.yml", "--record-baseline",
      "\(Self.fixtures)/talkback-quantity.yml",
    ])
    #expect(log.exitCode == 64)
  }

  @Test(
    "--record-baseline: the recorded captures pass 'run --baseline'; a disagreeing one fails it")
  func recordBaselineRoundTrip() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let baseline = folder.appendingPathComponent("calibration.txt").path
    let feature = folder.appendingPathComponent("calibration.feature").path
    let captures = [
      "talkback-quantity.yml", "talkback-logcat.yml", "orca-spinbutton.yml",
      "guidepup-voiceover.yml", "xcui-voiceover.yml",
    ].map { "\(Self.fixtures)/\($0)" }
    let recorded = try RunCLI.run(
      ["calibrate"] + captures + ["--record-baseline", baseline, "--record-feature", feature])
    #expect(recorded.exitCode == 0)
    #expect(
      recorded.stdout.hasSuffix(
        "recorded 5 captures to \(baseline)\nwrote the scenarios to \(feature)\n"))
    let run = try RunCLI.run(["run", feature, "--baseline", baseline])
    #expect(run.exitCode == 0, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasSuffix("5 scenarios (5 passed)\n29 steps (29 passed)\n5 passed, 0 failed\n"))

    // A device that said otherwise: its speech is what the baseline keeps, so the model
    // fails the check until one of them is corrected.
    let disagreeing = try RunCLI.run([
      "calibrate", "\(Self.fixtures)/talkback-disagrees.yml", "--record-baseline", baseline,
      "--record-feature", feature,
    ])
    #expect(disagreeing.exitCode == 1)
    #expect(
      try String(contentsOfFile: baseline, encoding: .utf8).hasSuffix(
        """
        == Calibration › Quantity stepper on a Galaxy A15 [Android]
        TalkBack  0.00s  Quantity, 2
        TalkBack  0.34s  Decrease quantity, Button
        TalkBack  2.50s  1
        TalkBack  2.50s  Quantity 1

        """))
    let failing = try RunCLI.run(["run", feature, "--baseline", baseline])
    #expect(failing.exitCode == 1)
    #expect(
      failing.stdout.contains("-TalkBack  0.00s  Quantity, 2\n    +TalkBack  0.00s  Quantity\n"))
  }

  @Test("Each worked example in Documentation/Calibration.md prints what the page shows")
  func documentedOutput() throws {
    let page = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("Documentation/Calibration.md"),
      encoding: .utf8)
    let blocks = page.components(separatedBy: "```sh\n").dropFirst()
    var checked = 0
    for block in blocks {
      let command = block.prefix { $0 != "\n" }
      guard command.hasPrefix("swift run a11ysim calibrate "),
        let text = block.range(of: "```\n\n```text\n"),
        let end = block.range(of: "\n```", range: text.upperBound..<block.endIndex)
      else { continue }
      let shown = String(block[text.upperBound..<end.lowerBound]) + "\n"
      let arguments = command.dropFirst("swift run a11ysim ".count).split(separator: " ")
        .map(String.init).prefix { $0 != "#" }
      let result = try RunCLI.run(Array(arguments))
      #expect(result.stdout == shown, "\(command)")
      checked += 1
    }
    #expect(checked >= 6)
  }
}
