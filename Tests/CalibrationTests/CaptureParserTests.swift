import Calibration
import ComponentFile
import Core
import TestSupport
import Testing

/// Capture files: what a good one reads as, and the exact error for each kind of bad one.
@Suite("Capture files")
struct CaptureParserTests {
  @Test("A capture of a shipped control reads every field, in file order")
  func readsEveryField() throws {
    let document = try CaptureParser.parse(
      """
      name: Save button on a Pixel
      platform: android
      osVersion: "14"
      reader: talkback
      readerVersion: "15.1"
      control: button
      variant: compose
      set: [label=Save, "accessibility.hint=Saves your draft"]
      readerSettings: { hints: "off" }
      steps:
        - do: swipe right
          heard: ["Save, Button"]
        - do: "double-tap"
          heard: []
      """, source: "save.yml")
    let capture = document.capture
    #expect(capture.name == "Save button on a Pixel")
    #expect(capture.platform == .android)
    #expect(capture.osVersion == "14")
    #expect(capture.reader == "talkback")
    #expect(capture.readerVersion == "15.1")
    #expect(
      capture.component
        == .control(
          kind: "button",
          variant: WrittenSetting(
            name: "compose", location: SourceLocation(source: "save.yml", line: 7, column: 10)),
          settings: [
            WrittenSetting(
              name: "label=Save", location: SourceLocation(source: "save.yml", line: 8, column: 7)),
            WrittenSetting(
              name: "accessibility.hint=Saves your draft",
              location: SourceLocation(source: "save.yml", line: 8, column: 19)),
          ], at: SourceLocation(source: "save.yml", line: 6, column: 10)))
    #expect(capture.readerSettings.map { "\($0.name)=\($0.value)" } == ["hints=off"])
    #expect(capture.steps.map(\.interaction) == ["swipe right", "double-tap"])
    #expect(capture.steps.map(\.heard) == [["Save, Button"], []])
    // A quoted interaction starts after its quote: errors point into it.
    #expect(
      capture.steps.map(\.location) == [
        SourceLocation(source: "save.yml", line: 11, column: 9),
        SourceLocation(source: "save.yml", line: 13, column: 10),
      ])
    #expect(document.log == nil)
  }

  @Test("A capture without a name is named after its file")
  func fallbackName() throws {
    let document = try CaptureParser.parse(
      "platform: ios\nreader: voiceover\ncontrol: switch\nsteps: [{do: double-tap, heard: [On]}]\n",
      source: "captures/wifi-switch.yml")
    #expect(document.capture.name == "wifi-switch")
  }

  @Test("A capture of a log says which log, its format and how many utterances each step takes")
  func logHeader() throws {
    let document = try CaptureParser.parse(
      """
      platform: linux
      reader: orca
      component: spin.yml
      log: orca-debug.log
      format: orca
      steps:
        - do: press Tab
          utterances: 2
        - do: press Up
        - do: press Down
          utterances: 0
      """, source: "orca.yml")
    #expect(
      document.log
        == CaptureLog(
          path: "orca-debug.log", format: .orca,
          location: SourceLocation(source: "orca.yml", line: 4, column: 6)))
    #expect(document.utteranceCounts == [2, 1, 0])
    #expect(document.capture.steps.allSatisfy { $0.heard.isEmpty })
  }

  static let head = "platform: android\nreader: talkback\ncontrol: button\n"
  static let step = "steps:\n  - do: double-tap\n    heard: []\n"

  @Test(
    "A capture that cannot be used is an error at FILE:LINE:COLUMN saying what to write",
    arguments: [
      (
        "platform: andriod\n",
        "capture.yml:1:11: error: expected a platform (ios, macos, android, windows, linux), found 'andriod'"
      ),
      (
        head + "steps:\n  - do: double-tap\n",
        "capture.yml:5:5: error: a step has no 'heard': add what the reader said, a list ('heard: [\"Quantity, 2\"]'; '[]' for nothing)"
      ),
      (
        head + "steps:\n  - do: double-tap\n    heard: Save\n",
        "capture.yml:6:12: error: expected a list of utterances ('[]' for nothing) for 'heard', found 'Save'"
      ),
      (
        head + "colour: red\n" + step,
        "capture.yml:4:1: error: unknown key 'colour' in the capture; expected one of name, platform, osVersion, reader, readerVersion, component, control, variant, set, readerSettings, log, format, steps"
      ),
      (
        "platform: android\nreader: [talkback\n",
        "capture.yml:3:1: error: the capture is not valid YAML: did not find expected ',' or ']'"
      ),
      (
        "- a\n- b\n",
        "capture.yml:1:1: error: not a capture: expected a YAML mapping (name:, platform:, reader:, component:, steps:), found a list"
      ),
      (
        "",
        "capture.yml:1:1: error: not a capture: expected a YAML mapping (name:, platform:, reader:, component:, steps:), found nothing"
      ),
      (
        head + "log: x.log\n" + step,
        "capture.yml:1:1: error: a capture with a 'log:' has no 'format': add the tool that wrote it (guidepup, orca, nvda, talkback, xcuivoiceover)"
      ),
      (
        head + "log: x.log\nformat: jaws\n" + step,
        "capture.yml:5:9: error: expected a log format (guidepup, orca, nvda, talkback, xcuivoiceover), found 'jaws'"
      ),
      (
        head + "component: a.yml\n" + step,
        "capture.yml:3:1: error: give either 'component:' (a component file) or 'control:' (a shipped control), not both"
      ),
      (
        "platform: android\nreader: talkback\n" + step,
        "capture.yml:1:1: error: the capture has no 'component': add 'component: PATH' (a component file) or 'control: button' (a shipped control)"
      ),
      (
        "platform: android\ncontrol: button\n" + step,
        "capture.yml:1:1: error: the capture has no 'reader': add the reader that spoke ('reader: talkback'; see 'a11ysim readers')"
      ),
      (
        head + "steps: []\n",
        "capture.yml:4:8: error: the capture lists no interaction: add 'steps:', a list of '- do: INTERACTION'"
      ),
      (
        head + "steps:\n  - do: \"swipe up\\nswipe down\"\n    heard: []\n",
        "capture.yml:5:9: error: expected text on one line, without control characters for 'do', found 'swipe up…'"
      ),
      (
        head + "steps:\n  - do: double-tap\n    heard: []\n    utterances: 1\n",
        "capture.yml:7:5: error: unknown key 'utterances' in a step of a capture without 'log:'; expected one of do, heard"
      ),
      (
        head + "log: x.log\nformat: orca\nsteps:\n  - do: double-tap\n    utterances: two\n",
        "capture.yml:8:17: error: expected a count (0 or more) for 'utterances', found 'two'"
      ),
      (
        head + "steps:\n  - do: double-tap\n    heard: [*x]\n",
        "capture.yml:6:13: error: the capture is not valid YAML: found undefined alias"
      ),
    ])
  func parseErrors(text: String, expected: String) {
    #expect(calibrationError(text) == expected)
  }

  @Test(
    "A capture whose setup or interactions A11ySim cannot run is an error where it is written",
    arguments: [
      (
        head + "steps:\n  - do: swipe sideways\n    heard: []\n",
        "capture.yml:5:15: error: expected a direction (right or left or up or down), found 'sideways'"
      ),
      (
        head + "steps:\n  - do: \"swipe sideways\"\n    heard: []\n",
        "capture.yml:5:16: error: expected a direction (right or left or up or down), found 'sideways'"
      ),
      (
        "platform: android\nreader: narrator\ncontrol: button\n" + step,
        "capture.yml:2:9: error: Narrator runs on Windows, not Android"
      ),
      (
        "platform: android\nosVersion: \"7\"\nreader: talkback\ncontrol: button\n" + step,
        "capture.yml:2:12: error: osVersion: Android 7 is not modelled; expected one of 8, 9, 10, 11, 12, 13, 14, 15, 16"
      ),
      (
        "platform: android\nosVersion: Oreo\nreader: talkback\ncontrol: button\n" + step,
        "capture.yml:2:12: error: expected a version number (14, 17.4) for 'osVersion', found 'Oreo'"
      ),
      (
        "platform: android\nreader: talkback\ncontrol: buton\n" + step,
        "capture.yml:3:10: error: unknown control 'buton'; A11ySim models: "
          + ShippedControls.commaList + " (did you mean 'button'?)"
      ),
      (head + "set: [colour=red]\n" + step, "capture.yml:4:7: error: unknown key 'colour'"),
      (
        head + "variant: uikit\n" + step,
        "capture.yml:4:10: error: the variant 'uikit' does not exist on Android; expected one of button, image-button, compose"
      ),
      (
        head + "readerSettings: { hints: maybe }\n" + step,
        "capture.yml:4:26: error: 'maybe' is not a value of hints; expected one of on, off"
      ),
      (
        "platform: android\nreader: talkback\ncomponent: /nonexistent/a.yml\n" + step,
        "capture.yml:3:12: error: cannot read '/nonexistent/a.yml': no such file"
      ),
    ])
  func runErrors(text: String, expected: String) {
    #expect(calibrationError(text) == expected)
  }

  @Test("A value on several lines is refused where it is written: errors quote values on one line")
  func multiLineValue() {
    #expect(
      calibrationError("platform: android\nreader: \"talk\\nback\"\n")
        == "capture.yml:2:9: error: expected text on one line, without control characters for 'reader', found 'talk…'"
    )
    #expect(
      calibrationError(Self.head + "readerSettings: { \"hi\\nnts\": off }\n" + Self.step)
        == "capture.yml:4:19: error: expected text on one line, without control characters for 'readerSettings', found 'hi…'"
    )
  }
}
