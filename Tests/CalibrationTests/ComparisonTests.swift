import Calibration
import Core
import ScreenReaders
import Testing

/// Heard against predicted: agreement, a disagreement with a high-confidence rule, a missing
/// and an extra utterance, and how the report and its summary say so.
@Suite("Comparing captures with predictions")
struct ComparisonTests {
  /// The Quantity stepper on Android with TalkBack, the steps given.
  static func quantity(_ steps: String) -> String {
    """
    name: Quantity
    platform: android
    osVersion: "14"
    reader: talkback
    readerVersion: "15.1"
    component: \(component("quantity-android.yml"))
    steps:
    \(steps)
    """
  }

  static func verdicts(_ result: CalibrationResult) -> [String] {
    result.comparisons.map {
      "\($0.verdict.rawValue): \($0.heard ?? "-") / \($0.predicted?.text ?? "-")"
    }
  }

  @Test("A capture that says what A11ySim predicts agrees, punctuation and case aside")
  func agreement() throws {
    let result = try calibrate(
      Self.quantity(
        """
          - do: swipe right
            heard: [quantity.]
          - do: swipe right
            heard: ["Decrease quantity Button", "Double tap to activate"]
          - do: double-tap
            heard: ["1"]
        """))
    #expect(result.agrees)
    #expect(
      Self.verdicts(result) == [
        "agrees: quantity. / Quantity",
        "agrees: Decrease quantity Button / Decrease quantity, Button",
        "agrees: Double tap to activate / Double-tap to activate",
        "agrees: 1 / 1",
      ])
    #expect(
      CalibrationFormat.lines(for: result) == [
        "capture.yml: Quantity",
        "device: Android 14 · TalkBack 15.1 · A11ySim: TalkBack, material, Android 14",
        "> swipe right",
        "  agrees        \"quantity.\"",
        "                predicted \"Quantity\"",
        "                rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml",
        "> swipe right",
        "  agrees        \"Decrease quantity Button\"",
        "                predicted \"Decrease quantity, Button\"",
        "                rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml",
        "  agrees        \"Double tap to activate\"",
        "                predicted \"Double-tap to activate\"",
        "                rule talkback/hint.clickable · high confidence · TalkBack AccessibilityFocusHint, NodeRoleHint, strings",
        "> double-tap",
        "  agrees        \"1\"",
        "                rule talkback/liveRegion.polite+focus.stateNameRole · high confidence · TalkBack EventTypeWindowContentChangedFeedbackRule",
      ])
  }

  @Test("Other words where a high-confidence rule speaks: one of them is wrong")
  func highConfidenceDisagreement() throws {
    let result = try calibrate(
      Self.quantity(
        """
          - do: swipe right
            heard: ["Quantity, 2"]
        """))
    #expect(!result.agrees)
    let row = try #require(result.comparisons.first)
    #expect(row.verdict == .differs)
    #expect(row.predicted?.rule == "talkback/focus.stateNameRole")
    #expect(row.confidence == .high)
    #expect(row.contradictsHighConfidence)
    #expect(
      Array(CalibrationFormat.lines(for: result).suffix(5)) == [
        "> swipe right",
        "  DIFFERS       heard     \"Quantity, 2\"",
        "                predicted \"Quantity\"",
        "                rule talkback/focus.stateNameRole · high confidence · TalkBack TreeNodesDescription, RoleDescriptionExtractor; donottranslate.xml",
        "                one of them is wrong: the device contradicts a high-confidence rule (check the reader's version and settings, then the rule's evidence)",
      ])
  }

  @Test(
    "A predicted utterance the device did not say is missing; one it said extra is not predicted")
  func missingAndExtra() throws {
    let result = try calibrate(
      Self.quantity(
        """
          - do: swipe right
            heard: [Quantity]
          - do: swipe right
            heard: ["Decrease quantity, Button"]
          - do: double-tap
            heard: ["1", "Quantity 1"]
        """))
    #expect(
      Self.verdicts(result) == [
        "agrees: Quantity / Quantity",
        "agrees: Decrease quantity, Button / Decrease quantity, Button",
        "notHeard: - / Double-tap to activate",
        "agrees: 1 / 1",
        "notPredicted: Quantity 1 / -",
      ])
    #expect(result.comparisons[2].contradictsHighConfidence)
    #expect(!result.comparisons[4].contradictsHighConfidence)
    #expect(
      Array(CalibrationFormat.lines(for: result).suffix(8)) == [
        "  NOT HEARD     predicted \"Double-tap to activate\"",
        "                rule talkback/hint.clickable · high confidence · TalkBack AccessibilityFocusHint, NodeRoleHint, strings",
        "                one of them is wrong: the device contradicts a high-confidence rule (check the reader's version and settings, then the rule's evidence)",
        "> double-tap",
        "  agrees        \"1\"",
        "                rule talkback/liveRegion.polite+focus.stateNameRole · high confidence · TalkBack EventTypeWindowContentChangedFeedbackRule",
        "  NOT PREDICTED heard     \"Quantity 1\"",
        "                no rule predicts it: the model lacks something the device says",
      ])
    #expect(
      CalibrationFormat.summary(for: [result]) == [
        "summary: 5 utterances in 1 capture: 3 agree, 2 disagree (1 with a high-confidence rule: the device or the rule is wrong)",
        "by reader:",
        "  TalkBack 15.1  3 of 5 agree",
        "by rule:",
        "  talkback/focus.stateNameRole                    2 of 2 agree",
        "  talkback/hint.clickable                         0 of 1 agree",
        "  talkback/liveRegion.polite+focus.stateNameRole  1 of 1 agree",
        "  (no rule: not predicted)                        0 of 1 agree",
        "by confidence:",
        "  high  3 of 4 agree",
        "  none  0 of 1 agree",
      ])
  }

  @Test("A disagreement with a low-confidence rule says the capture is evidence to correct it")
  func lowConfidenceDisagreement() throws {
    let result = try calibrate(
      """
      platform: macos
      reader: voiceover
      component: \(component("quantity-macos.yml"))
      steps:
        - do: press VO+Right
          heard: [Quantity, stepper]
      """)
    #expect(result.comparisons.map(\.verdict) == [.agrees, .notPredicted])
    let second = try calibrate(
      """
      platform: macos
      reader: voiceover
      component: \(component("quantity-macos.yml"))
      steps:
        - do: press VO+Right
          heard: ["Quantity, stepper"]
      """)
    #expect(second.comparisons.map(\.verdict) == [.differs])
    #expect(!second.comparisons[0].contradictsHighConfidence)
    #expect(
      CalibrationFormat.lines(for: second).last
        == "                the rule rests on low confidence evidence: this capture is evidence to correct it"
    )
  }

  @Test("Nothing heard where nothing is predicted agrees, and is counted as no utterance")
  func silence() throws {
    let result = try calibrate(
      """
      platform: android
      reader: talkback
      control: button
      set: [enabled=false]
      steps:
        - do: double-tap
          heard: []
      """)
    #expect(result.agrees)
    #expect(result.comparisons.isEmpty)
    #expect(
      Array(CalibrationFormat.lines(for: result).suffix(2)) == [
        "> double-tap", "  agrees        (nothing said)",
      ])
    #expect(
      CalibrationFormat.summary(for: [result]).first
        == "summary: 0 utterances in 1 capture: 0 agree, 0 disagree")
  }

  @Test("The alignment keeps the longest agreeing run and pairs what differs between it")
  func alignment() throws {
    let run = try calibrate(
      Self.quantity(
        """
          - do: swipe right
            heard: []
          - do: swipe right
            heard: []
        """))
    let predicted = run.steps[1].rows.compactMap(\.predicted)
    #expect(predicted.map(\.text) == ["Decrease quantity, Button", "Double-tap to activate"])
    func verdicts(_ heard: [String]) -> [String] {
      Calibration.align(heard: heard, predicted: predicted).map {
        "\($0.verdict.rawValue) \($0.heard ?? "-")/\($0.predicted?.text ?? "-")"
      }
    }
    #expect(
      verdicts(["Hello", "Double-tap to activate"]) == [
        "differs Hello/Decrease quantity, Button",
        "agrees Double-tap to activate/Double-tap to activate",
      ])
    #expect(
      verdicts(["A", "B", "C"]) == [
        "differs A/Decrease quantity, Button", "differs B/Double-tap to activate",
        "notPredicted C/-",
      ])
    #expect(
      verdicts([]) == [
        "notHeard -/Decrease quantity, Button", "notHeard -/Double-tap to activate",
      ])
  }
}
