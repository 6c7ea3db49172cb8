import Foundation
import TestSupport
import Testing

/// The dropdown through the command line: `check` with MagentaA11y's dropdown criteria on the
/// shipped dropdown and its misconfigured form, and `import magentaa11y` of the page.
@Suite("Dropdown commands")
struct DropdownCommandTests {
  let searchBy = "Scenarios/components/search-by.yml"

  @Test("check: all pass but macOS Tab (Full Keyboard Access); a plain button fails three")
  func check() throws {
    let result = try RunCLI.run(["check", searchBy, "--format", "summary"])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "11 criteria × 5 platforms: 37 passed, 1 failed (1 MUST, 0 SHOULD), 17 not applicable"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains("FAIL  keyboard-focus: the dropdown [macOS]"), "\(result.stdout)")
    let plain = try RunCLI.run([
      "check", "Scenarios/components/dropdown-as-button.yml", "--platforms", "android",
      "--format", "summary",
    ])
    #expect(plain.exitCode == 1, "\(plain.stdout)")
    #expect(
      plain.stdout.contains(
        "\"Record locator\" conveys neither expanded nor collapsed, nor that it opens a list: "
          + "TalkBack said \"Record locator, Button\", \"Double-tap to activate\""),
      "\(plain.stdout)")
    #expect(
      plain.stdout.contains("11 criteria × 1 platform: 8 passed, 3 failed (3 MUST, 0 SHOULD)"),
      "\(plain.stdout)")
  }

  @Test("check: a picker wheel with no label fails its name and opens no list on a double-tap")
  func checkWheel() throws {
    // MagentaA11y's wheel is heard unnamed ("November, picker item, adjustable"); the dropdown
    // page's name criterion still asks for a purpose, and its double-tap opens a list, which a
    // wheel does not have: both fail, each saying why.
    let result = try RunCLI.run([
      "check", "Scenarios/components/month-wheel.yml", "--format", "summary",
    ])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "11 criteria × 1 platform: 5 passed, 2 failed (2 MUST, 0 SHOULD), 4 not applicable"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains("a UIPickerView opens no list: it turns in place (swipe up or down)"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "the focused adjustable element has no name (VoiceOver says \"November. Picker item. "
          + "Adjustable.\")"), "\(result.stdout)")
  }

  @Test("check: a menu button passes but GtkMenuButton's expanded state, which Orca never hears")
  func checkMenuButton() throws {
    // GtkMenuButton exposes EXPANDED only while its popover is up (GNOME/gtk,
    // gtk/gtkmenubutton.c: gtk_menu_button_toggled): closed, Orca says "Actions button" and
    // "opens popup" only at verbose verbosity. The DropDownButton's collapsed is heard.
    let result = try RunCLI.run([
      "check", "Scenarios/components/actions-menu.yml", "--format", "summary",
    ])
    #expect(result.exitCode == 1, "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "11 criteria × 2 platforms: 12 passed, 1 failed (1 MUST, 0 SHOULD), 9 not applicable"),
      "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "FAIL  output-state-expanded: the dropdown [Linux] MUST"), "\(result.stdout)")
    let plain = try RunCLI.run([
      "check", "Scenarios/components/actions-menu-no-popup.yml", "--platforms", "windows",
      "--format", "summary",
    ])
    #expect(plain.exitCode == 1, "\(plain.stdout)")
    #expect(
      plain.stdout.contains(
        "\"Actions\" conveys neither expanded nor collapsed, nor that it opens a list: "
          + "Narrator said \"Actions, button\""), "\(plain.stdout)")
  }

  @Test("import magentaa11y: the dropdown page runs with 0 undefined steps")
  func importPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let feature = folder.appendingPathComponent("dropdown.feature")
    let result = try RunCLI.run([
      "import", "magentaa11y", "Tests/Fixtures/magentaa11y/dropdown.md", "--component",
      searchBy, "-o", feature.path,
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote \(feature.path): 44 scenarios: 34 checked by A11ySim, 10 pending for a "
        + "person (@manual); run it with: a11ysim run \(feature.path)\n")
    let run = try RunCLI.run(["run", feature.path, "--format", "summary"])
    #expect(!run.stdout.contains("undefined"), "\(run.stdout)")
    // The one failure is honest: Tab reaches no macOS control without Full Keyboard Access.
    #expect(run.exitCode == 1, "\(run.stdout)")
    #expect(
      run.stdout.contains("44 scenarios (33 passed, 1 failed, 10 pending)\n"), "\(run.stdout)")
  }
}
