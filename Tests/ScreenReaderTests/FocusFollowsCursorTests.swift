import Controls
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// Keyboard focus follows the reader's cursor where the pack's driving data says so: Narrator's
/// "Sync the Narrator cursor and system focus" and VoiceOver on macOS's cursor tracking, both on
/// by default (`syncFocus`); TalkBack keeps its accessibility focus apart from input focus.
@Suite("Keyboard focus follows the reader's cursor: Narrator and VoiceOver on macOS by default")
struct FocusFollowsCursorTests {
  private let slider = """
    control: slider
    label: Volume
    value: 50
    minimum: 0
    maximum: 100
    platforms:
      windows: { variant: winui }
      macos: { variant: appkit }
      android: { variant: seekbar }
    """
  private let stepper = """
    label: Quantity
    value: 2
    minimum: 0
    maximum: 10
    step: 1
    platforms:
      windows: { variant: numberbox, spinButtonPlacement: inline }
      macos: { variant: appkit }
    """

  @Test("Narrator: next item onto the slider takes keyboard focus along, so Up and Down move it")
  func narratorSlider() throws {
    let run = try readerRun(
      slider, on: .windows, reader: "narrator",
      script: "next item; increase; decrease")
    #expect(run.transcript.map(\.text) == ["Volume, slider, 50%", "51%", "50%"])
    #expect(run.control.focusedPart == .control)
  }

  @Test("Narrator with syncFocus=off: keyboard focus stays outside, Up does nothing (as before)")
  func narratorSliderSyncOff() throws {
    let run = try readerRun(
      slider, on: .windows, reader: "narrator", settings: ["syncFocus": "off"],
      script: "next item; increase")
    #expect(run.transcript.map(\.text) == ["Volume, slider, 50%"])
    #expect(run.control.focusedPart == nil)
    #expect(
      run.log.contains {
        if case .event(.inputIgnored(let reason, _)) = $0.kind {
          reason == "Up does nothing: keyboard focus is not on the slider"
        } else {
          false
        }
      })
  }

  @Test("Narrator: the focus event is not spoken again; the log says keyboard focus followed")
  func narratorNoDoubleSpeech() throws {
    let run = try readerRun(slider, on: .windows, reader: "narrator", script: "next item")
    #expect(run.transcript.map(\.text) == ["Volume, slider, 50%"])
    #expect(
      run.log.contains {
        if case .note(let text) = $0.kind {
          text == "keyboard focus follows Narrator's cursor to \"Volume\""
        } else {
          false
        }
      })
  }

  @Test("Narrator: next item past the label onto the NumberBox's edit, then Up steps it")
  func narratorStepper() throws {
    let run = try readerRun(
      stepper, on: .windows, reader: "narrator",
      script: "next item; next item; increase; decrease")
    #expect(
      run.transcript.map(\.text) == [
        "Quantity", "Quantity Minimum0 Maximum10, edit 2", "3", "2",
      ])
    #expect(run.control.focusedPart == .field)
  }

  @Test("Narrator with syncFocus=off: Up on the NumberBox does nothing (as before)")
  func narratorStepperSyncOff() throws {
    let run = try readerRun(
      stepper, on: .windows, reader: "narrator", settings: ["syncFocus": "off"],
      script: "next item; next item; increase")
    #expect(
      run.transcript.map(\.text) == ["Quantity", "Quantity Minimum0 Maximum10, edit 2"])
    #expect(run.control.value == .number(2))
  }

  @Test("VoiceOver on macOS: VO+Right onto the NSStepper takes keyboard focus, so Up steps it too")
  func voiceOverStepper() throws {
    let run = try readerRun(
      stepper, on: .macos, reader: "voiceover-macos", settings: ["hints": "off"],
      script: "next item; next item; increase; press Up")
    #expect(run.transcript.map(\.text) == ["Quantity", "2, Quantity, stepper", "3", "4"])
    #expect(run.control.focusedPart == .control)
  }

  @Test("VoiceOver on macOS with syncFocus=off: its own increase still works; Up does not")
  func voiceOverStepperSyncOff() throws {
    let run = try readerRun(
      stepper, on: .macos, reader: "voiceover-macos",
      settings: ["hints": "off", "syncFocus": "off"],
      script: "next item; next item; increase; press Up")
    #expect(run.transcript.map(\.text) == ["Quantity", "2, Quantity, stepper", "3"])
    #expect(run.control.focusedPart == nil)
  }

  @Test("VoiceOver on macOS: an NSSlider takes no keyboard focus, so tracking leaves focus alone")
  func voiceOverSlider() throws {
    let run = try readerRun(
      slider, on: .macos, reader: "voiceover-macos", script: "next item; increase; decrease")
    #expect(run.transcript.map(\.text) == ["50, Volume, slider", "55", "50"])
    #expect(run.control.focusedPart == nil)
  }

  @Test("TalkBack: accessibility focus onto the SeekBar leaves input focus where it was")
  func talkBackKeepsInputFocus() throws {
    let run = try readerRun(slider, on: .android, reader: "talkback", script: "next item")
    #expect(run.control.focusedPart == nil)
  }

  @Test(
    "Only Narrator and VoiceOver on macOS move keyboard focus with their cursor, by setting",
    arguments: RulePacks.all)
  func packData(pack: RulePack) {
    let follows = !pack.driving.focusFollowsCursor.isNever
    #expect(follows == ["narrator", "voiceover-macos"].contains(pack.id), "\(pack.id)")
    if follows {
      #expect(pack.setting(.syncFocus)?.defaultValue == "on", "\(pack.id)")
    }
  }

  @Test("A reader without the setting refuses syncFocus, naming its own settings")
  func unknownSetting() {
    var settings = ReaderSettings(pack: RulePacks.talkBack)
    #expect(throws: ReaderSettingError.self) { try settings.set("syncFocus", to: "off") }
  }
}
