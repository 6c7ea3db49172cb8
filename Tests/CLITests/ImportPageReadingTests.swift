import Foundation
import TestSupport
import Testing

/// `import magentaa11y` reads a page as a person would: the platforms a key criterion names in
/// its own text, one scenario per check and platform however many lines ask for it, the
/// earlier site's authoring slips read with a warning, and a web page refused plainly.
@Suite("import magentaa11y reads the page as written")
struct ImportPageReadingTests {
  static let fixtures = "Tests/Fixtures/magentaa11y"

  /// The button fixture with its Space line's text replaced by `space`, imported for the
  /// shipped button component.
  func importedButton(space: String) throws -> RunCLI.Result {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let original = try String(
      contentsOf: RunCLI.packageRoot.appendingPathComponent("\(Self.fixtures)/button.md"),
      encoding: .utf8)
    let edited = original.replacingOccurrences(
      of: "Presses it on iOS and Android", with: space)
    #expect(edited != original)
    let page = try ReportFiles.write(edited, named: "button.md", in: folder)
    return try RunCLI.run([
      "import", "magentaa11y", page, "--component", "Scenarios/components/save-button.yml",
    ])
  }

  /// The scenario names of a generated feature whose tags include `tag`.
  func scenarios(tagged tag: String, in feature: String) -> [String] {
    let lines = feature.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.dropFirst().compactMap { index in
      let line = lines[index].trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("Scenario: "),
        lines[index - 1].split(separator: " ").contains(Substring(tag))
      else { return nil }
      return String(line.dropFirst("Scenario: ".count))
    }
  }

  @Test(
    "An edited page that asks for Space everywhere is checked everywhere, not quoted as mobile-only"
  )
  func spaceEverywhere() throws {
    let everywhere = try importedButton(space: "Presses it on every platform")
    #expect(everywhere.exitCode == 0, "\(everywhere.stderr)")
    #expect(
      scenarios(tagged: "@keyboard-space", in: everywhere.stdout) == [
        "keyboard-space on iOS: the button", "keyboard-space on macOS: the button",
        "keyboard-space on Android: the button", "keyboard-space on Windows: the button",
        "keyboard-space on Linux: the button",
      ])
    #expect(!everywhere.stdout.contains("# keyboard-space: not for"))
    let android = try importedButton(space: "Presses it on Android")
    #expect(
      scenarios(tagged: "@keyboard-space", in: android.stdout) == [
        "keyboard-space on Android: the button"
      ])
    #expect(
      android.stdout.contains(
        "  # keyboard-space: not for iOS, macOS, Windows, Linux (the page asks for it on "
          + "Android only)\n"))
    // Naming no platform, the page asks for it everywhere.
    let unnamed = try importedButton(space: "Presses it")
    #expect(scenarios(tagged: "@keyboard-space", in: unnamed.stdout).count == 5)
  }

  @Test(
    "Two page lines answered by one check write its scenarios once; the volume keys are pending")
  func slidersSecondSwipeUp() throws {
    let result = try RunCLI.run([
      "import", "magentaa11y", "\(Self.fixtures)/slider.md", "--component",
      "Scenarios/components/volume-slider.yml",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let names = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  Scenario: ") }
    #expect(Set(names).count == names.count, "a scenario name is written twice")
    #expect(
      result.stdout.contains(
        """
          # mobile › android-volume or swipe up/down (Tests/Fixtures/magentaa11y/slider.md:17): Moves the value one step up or down
          # gesture-adjust: not for macOS, Windows, Linux (touch-screen gestures are for iOS and Android)
          # gesture-adjust on iOS: checked above, for line 15
          # gesture-adjust on Android: checked above, for line 15

          @android-volume-or-swipe-up-down @android @manual
          Scenario: android-volume or swipe up/down on Android
            Given the component "Scenarios/components/volume-slider.yml"
            And the platform is Android
            Then pending "A11ySim presses no hardware volume key: that the volume keys adjust the slider is for a person to check on a device"

        """))
  }

  @Test("The earlier site's slips: read with a warning on stderr, the feature written")
  func warnings() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let page = try ReportFiles.write(
      "---\ntitle: \"Button\"\nkeyboard:\n  N/A\nscreenreader:\n  name: |\n    Clear\n"
        + "state: |\n    Dimmed\n---\n", named: "slips.md", in: folder)
    let result = try RunCLI.run([
      "import", "magentaa11y", page, "--component", "Scenarios/components/save-button.yml",
    ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "\(page):4:3: warning: the page writes 'N/A' for keyboard: read as no keyboard "
          + "criteria\n\(page):8:1: warning: 'state' is not indented under screenreader: read "
          + "as one of its criteria, as the page's layout suggests; indent it to say so\n"))
    #expect(result.stdout.contains("  # screenreader › state (\(page):8): Dimmed\n"))
    #expect(!result.stdout.contains("# keyboard ›"))
  }

  @Test("A web criteria page is refused, saying it is one and what to import instead")
  func webPage() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let page = try ReportFiles.write(
      "## Condensed\n\n### #a11y - Web Accessibility Acceptance Criteria\n\n"
        + "How to test a button\n\n1. Test keyboard only, then screen reader + keyboard "
        + "actions\n\n   - Tab: Focus visibly moves to the button.\n", named: "web.md", in: folder)
    let result = try RunCLI.run([
      "import", "magentaa11y", page, "--component", "Scenarios/components/save-button.yml",
    ])
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "\(page):3: error: this is MagentaA11y's web criteria page for 'button', written "
        + "for browsers; A11ySim checks native controls against the native pages "
        + "(https://www.magentaa11y.com/#/native-criteria/): import the native page instead\n")
    #expect(result.stdout.isEmpty)
  }
}
