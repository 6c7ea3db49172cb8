import Accessibility
import ComponentFile
import ControlRegistry
import Controls
import ScreenReaders
import StepperControl
import TestSupport
import Testing

/// Orca (Orca's source and tests: its own integration tests), WinUI NumberBox's exposure with Narrator
/// and NVDA.
@Suite("Orca, NumberBox, Narrator and NVDA evidence")
struct DesktopReaderEvidenceTests {
  /// test_gui_spinbutton.py: Gtk.SpinButton.new_with_range(0, 100, 1), name "Quantity", 75.
  let orcaSpin = """
    label: Quantity
    value: 75
    minimum: 0
    maximum: 100
    platforms: { linux: { variant: gtk-spinbutton } }
    """

  @Test("Orca: Tab → ['Quantity spin button', '75']; Up 76, Down 75, PageUp 85, PageDown 75")
  func orcaSpinButton() throws {
    #expect(
      try said(
        orcaSpin, on: .linux, reader: "orca",
        script: "press Tab; press Up; press Down; press PageUp; press PageDown")
        == ["Quantity spin button", "75", "76", "75", "85", "75"])
  }

  @Test("Orca: Up at the maximum and Down at the minimum say nothing")
  func orcaSilentAtLimits() throws {
    let atMax = orcaSpin.replacingOccurrences(of: "value: 75", with: "value: 100")
    #expect(
      try said(atMax, on: .linux, reader: "orca", script: "press Tab; press Up") == [
        "Quantity spin button", "100",
      ])
    let atMin = orcaSpin.replacingOccurrences(of: "value: 75", with: "value: 0")
    #expect(
      try said(atMin, on: .linux, reader: "orca", script: "press Tab; press Down") == [
        "Quantity spin button", "0",
      ])
  }

  @Test(
    "Orca: a change made by the app is read while focused ['76'], not when focus is elsewhere []")
  func orcaProgrammaticChange() throws {
    let focused = try readerRun(
      orcaSpin, on: .linux, reader: "orca", script: "press Tab; set value 76")
    #expect(focused.transcript.map(\.text) == ["Quantity spin button", "75", "76"])
    #expect(focused.transcript.last?.rule == "orca/valueChanged")
    let elsewhere = try readerRun(
      orcaSpin, on: .linux, reader: "orca", script: "press Tab; press Tab; set value 76")
    #expect(elsewhere.transcript.map(\.text) == ["Quantity spin button", "75"])
    #expect(elsewhere.control.value == .number(76))
  }

  @Test("Orca: digits=2 formats the value '%0.*f' → 75.00")
  func orcaDigits() throws {
    #expect(
      try said(orcaSpin + "\ndigits: 2", on: .linux, reader: "orca", script: "press Tab")
        == ["Quantity spin button", "75.00"])
  }

  @Test("Orca: a read-only spin button is one utterance, value included (test_gui_spinbutton.py)")
  func orcaReadOnly() throws {
    let yaml =
      "label: Readonly\nvalue: 25\neditable: false\nplatforms: { linux: { variant: gtk-spinbutton } }"
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab") == ["Readonly spin button 25"]
    )
  }

  /// GNOME/orca@672b8f48 src/orca/speech_generator.py: _generate_default_suffix ends with
  /// _generate_tutorial, the object's help text, when speak-tutorial-messages is on — its
  /// default in src/orca/speech_presenter.py. A value change is presented minimally, without it.
  @Test("Orca: an app's help text follows the focus speech; not with hints off, not on a change")
  func orcaTutorialMessage() throws {
    let yaml =
      "label: Quantity\nvalue: 2\naccessibility: { hint: Number of items in the basket }\n"
      + "platforms: { linux: { variant: gtk-spinbutton } }"
    let run = try readerRun(yaml, on: .linux, reader: "orca", script: "press Tab; press Up")
    #expect(
      run.transcript.map(\.text) == [
        "Quantity spin button", "2", "Number of items in the basket", "3",
      ])
    #expect(run.transcript[2].rule == "orca/hint.tutorial")
    #expect(
      try said(yaml, on: .linux, reader: "orca", settings: ["hints": "off"], script: "press Tab")
        == ["Quantity spin button", "2"])
    // Without a help text there is nothing to add.
    #expect(
      try said(orcaSpin, on: .linux, reader: "orca", script: "press Tab")
        == ["Quantity spin button", "75"])
  }

  /// GNOME/gtk gtk/gtkspinbutton.c (gtk_spin_button_real_change_value) rings the error bell and
  /// returns when the entry is not editable; Orca's test_readonly_spin_button hears nothing after
  /// Up (GNOME/orca@672b8f48 tests/integration_tests/test_gui_spinbutton.py).
  @Test("GTK: a read-only spin button's keys leave the value; Orca says nothing after Up")
  func orcaReadOnlyKeys() throws {
    let yaml =
      "label: Readonly\nvalue: 25\neditable: false\nplatforms: { linux: { variant: gtk-spinbutton } }"
    let run = try readerRun(
      yaml, on: .linux, reader: "orca",
      script: "press Tab; press Up; press PageDown; press Ctrl+End")
    #expect(run.transcript.map(\.text) == ["Readonly spin button 25"])
    #expect(run.control.value == .number(25))
    // The + button still steps a read-only spin button: only the key bindings check editable.
    let clicked = try readerRun(
      yaml, on: .linux, reader: "orca", script: "press Tab; tap increment")
    #expect(clicked.control.value == .number(26))
    #expect(clicked.transcript.map(\.text) == ["Readonly spin button 25", "26"])
  }

  @Test("Orca: seed 000's order '[Label], [value], spin button' as the valueBeforeRole setting")
  func orcaSeedOrder() throws {
    #expect(
      try said(
        orcaSpin, on: .linux, reader: "orca", settings: ["order": "valueBeforeRole"],
        script: "press Tab")
        == ["Quantity, 75, spin button"])
  }

  @Test("Orca: AdwSpinRow's spin button is named by the title and described by the subtitle")
  func orcaSpinRow() throws {
    let yaml =
      "label: Quantity\nvalue: 4\nsubtitle: Number of items to order\nplatforms: { linux: { variant: adw-spinrow } }"
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab")
        == ["Quantity spin button Number of items to order", "4"])
  }

  /// NumberBoxTests.cs: VerifyUIAName("Some UIA name Minimum0 Maximum10").
  @Test(
    "NumberBox: the edit's UIA name is 'Name Minimum0 Maximum10' (%G, no space before the number)")
  func numberBoxName() throws {
    let component = try ComponentLoader.parse(
      "label: Quantity\nvalue: 5\nminimum: 0\nmaximum: 10\nplatforms: { windows: { variant: numberbox } }",
      source: "t.yml")
    let setup = try #require(component.platforms[.windows])
    let stepper = try Stepper(platform: .windows, setup: setup)
    let field = stepper.elements(in: .standard).first {
      $0.id == "field"
    }
    #expect(field?.name == "Quantity Minimum0 Maximum10")
    #expect(field?.role == .editText)
    // The test's own name, word for word.
    let named = try ComponentLoader.parse(
      "label: Some UIA name\nvalue: 5\nminimum: 0\nmaximum: 10", source: "t.yml")
    let namedSetup = try #require(named.platforms[.windows])
    let namedStepper = try Stepper(platform: .windows, setup: namedSetup)
    #expect(
      namedStepper.elements(in: .standard).first {
        $0.id == "field"
      }?.name == "Some UIA name Minimum0 Maximum10")
    // Infinite bounds (the defaults) are left out; %G writes 0.5 and 1E+06.
    let open = try ComponentLoader.parse("header: Amount\nvalue: 1", source: "t.yml")
    let openSetup = try #require(open.platforms[.windows])
    let openStepper = try Stepper(platform: .windows, setup: openSetup)
    #expect(
      openStepper.elements(in: .standard).first {
        $0.id == "field"
      }?.name == "Amount")
    let odd = try ComponentLoader.parse(
      "label: X\nvalue: 1\nminimum: 0.5\nmaximum: 1000000", source: "t.yml")
    let oddSetup = try #require(odd.platforms[.windows])
    let oddStepper = try Stepper(platform: .windows, setup: oddSetup)
    #expect(
      oddStepper.elements(in: .standard).first { $0.id == "field" }?
        .name == "X Minimum0.5 Maximum1E+06")
  }

  let numberBox = """
    label: Quantity
    value: 5
    minimum: 0
    maximum: 10
    platforms: { windows: { variant: numberbox, spinButtonPlacement: inline } }
    """

  @Test("NumberBox: the spin buttons 'Increase'/'Decrease' are not tab stops")
  func numberBoxTabOrder() throws {
    let run = try readerRun(
      numberBox, on: .windows, reader: "narrator", script: "press Tab; press Tab")
    #expect(run.control.focusedPart == nil)
    #expect(run.elements.filter { $0.role == .button }.map(\.name) == ["Increase", "Decrease"])
    #expect(run.elements.filter(\.takesKeyboardFocus).map(\.id) == ["field"])
  }

  @Test(
    "Narrator: name, 'edit', value (#3470); Up speaks the value; a spin-button click is silent (#1882)"
  )
  func narrator() throws {
    let run = try readerRun(
      numberBox, on: .windows, reader: "narrator",
      script: "press Tab; press Up; press Narrator+Right; press Narrator+Enter")
    #expect(
      run.transcript.map(\.text) == [
        "Quantity Minimum0 Maximum10, edit 5", "6", "Increase, button",
      ])
    #expect(run.control.value == .number(7))
  }

  @Test(
    "Narrator: #3470's exact words '0.00, edit 100': no Name or Header, the placeholder names it")
  func narratorPlaceholderName() throws {
    let yaml = """
      placeholderText: "0.00"
      value: 100
      platforms: { windows: { variant: numberbox } }
      """
    #expect(
      try said(yaml, on: .windows, reader: "narrator", script: "press Tab") == ["0.00, edit 100"])
  }

  @Test("Narrator: #10945's 'new line' on clicking a spin button, as a setting")
  func narratorNewLine() throws {
    let run = try readerRun(
      numberBox, on: .windows, reader: "narrator", settings: ["spinButtonClick": "newLine"],
      script: "press Tab; press Narrator+Right; press Narrator+Enter")
    #expect(run.transcript.map(\.text).last == "new line")
    #expect(run.transcript.last?.rule == "narrator/clicked.newLine")
    #expect(run.control.value == .number(6))
  }

  @Test("Seed 000's 'Live region: Polite' for NumberBox as a setting: the click is then heard")
  func narratorSeedLiveRegion() throws {
    let run = try readerRun(
      numberBox, on: .windows, reader: "narrator",
      script: "press Tab; press Narrator+Right; press Narrator+Enter",
      overrides: ["accessibility.valueLiveRegion=polite"])
    #expect(run.transcript.map(\.text).last == "6")
  }

  @Test(
    "NVDA: name, role, value joined by spaces; Up in the NumberBox's text box is silent")
  func nvda() throws {
    #expect(
      try said(numberBox, on: .windows, reader: "nvda", script: "press Tab; press Up")
        == ["Quantity Minimum0 Maximum10 edit 5"])
  }
}

/// NVDA's property order on a spin button, at the compositor (NVDA's source: "Adults spin
/// button 1"; disabled → "… unavailable" after the value).
@Suite("NVDA wording")
struct NVDAWordingTests {
  @Test("name, role, value, states joined by spaces")
  func adults() {
    let compositor = Compositor(
      pack: RulePacks.nvda, settings: ReaderSettings(pack: RulePacks.nvda))
    var element = AccessibleElement(id: "field", role: .spinButton, name: "Adults", value: "1")
    #expect(
      compositor.describe(element, context: .init(element: element)).map(\.text) == [
        "Adults spin button 1"
      ])
    element.isEnabled = false
    #expect(
      compositor.describe(element, context: .init(element: element)).map(\.text) == [
        "Adults spin button 1 unavailable"
      ])
  }
}
