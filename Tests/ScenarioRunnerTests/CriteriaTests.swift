import Foundation
import ScenarioRunner
import TestSupport
import Testing

/// The MagentaA11y criteria steps fail on broken components, with a message that names the
/// problem, and pass on good ones.
@Suite("Accessibility criteria")
struct CriteriaTests {
  /// Runs one scenario (`steps` under a component) and returns its steps' statuses and the
  /// first failure's message.
  private func run(component: String, _ steps: String) throws -> (
    statuses: [StepStatus], failure: String?
  ) {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try component.write(
      to: folder.appendingPathComponent("c.yml"), atomically: true, encoding: .utf8)
    let feature =
      "Feature: F\n  Scenario: S\n    Given the component \"c.yml\"\n"
      + steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
    try feature.write(
      to: folder.appendingPathComponent("f.feature"), atomically: true, encoding: .utf8)
    let report = Runner().run(RunOptions(paths: ["f.feature"], workingDirectory: folder))
    let steps = try #require(
      report.testCases.first?.steps, "the scenario did not run: \(report.loadErrors)")
    #expect(steps.count == feature.split(separator: "\n").count - 2)
    return (steps.map(\.status), steps.compactMap(\.failure).first?.message)
  }

  private let android = "value: 2\nmaximum: 10\nplatforms: { android: { variant: material } }"

  @Test("Name: an icon button without a label fails, naming what TalkBack said")
  func unlabelled() throws {
    let result = try run(
      component: android,
      "Given the platform is Android\nWhen I touch the increment button\nThen its name describes its purpose"
    )
    #expect(result.statuses.last == .failed)
    #expect(
      result.failure == "the focused button has no name (TalkBack says \"Unlabelled, Button\")")
  }

  @Test("Name: a label that does not say what the button does fails; 'Increase quantity' passes")
  func purpose() throws {
    let vague = try run(
      component: android + "\nincrement: { label: Quantity }",
      "Given the platform is Android\nWhen I touch \"Quantity\"\nThen its name describes its purpose"
    )
    #expect(
      vague.failure?.hasPrefix("the increment button's name \"Quantity\" does not say what it does")
        == true)
    let clear = try run(
      component: android + "\nincrement: { label: Increase quantity }",
      "Given the platform is Android\nWhen I touch the increment button\nThen its name describes its purpose\nAnd its role is conveyed"
    )
    #expect(clear.statuses.allSatisfy { $0 == .passed })
  }

  @Test("Value: silent without a live region; heard with a polite one or an app announcement")
  func valueExpressed() throws {
    let labelled = android + "\nincrement: { label: Increase quantity }"
    let silent = try run(
      component: labelled,
      "Given the platform is Android\nWhen I touch the increment button\nThen its value is expressed when it changes\nAnd the value is 2"
    )
    #expect(silent.statuses == [.passed, .passed, .passed, .failed, .skipped])
    #expect(
      silent.failure?.hasPrefix(
        "the value changed to 3 after 'double-tap', but TalkBack said nothing") == true)
    let live = try run(
      component: labelled + "\naccessibility: { valueLiveRegion: polite }",
      "Given the platform is Android\nWhen I touch the increment button\nThen its value is expressed when it changes\nAnd the value is 2"
    )
    // Tried on a copy: the scenario's value is unchanged.
    #expect(live.statuses.allSatisfy { $0 == .passed })
    let ios = try run(
      component:
        "value: 2\nmaximum: 10\naccessibility: { announce: { valueChanged: \"{value}\" } }\nplatforms: { ios: { variant: uikit } }",
      "Given the platform is iOS\nWhen I touch the increment button\nThen its value is expressed when it changes"
    )
    #expect(ios.statuses.allSatisfy { $0 == .passed })
  }

  @Test("State: iOS 26 leaves a segment at its limit undimmed, so the state is not expressed")
  func stateExpressed() throws {
    let atMinimum = "value: 0\nmaximum: 10\nplatforms: { ios: { variant: uikit } }"
    let ios18 = try run(
      component: atMinimum,
      "Given the platform is iOS\nWhen I touch the decrement button\nThen its state is expressed")
    #expect(ios18.statuses.allSatisfy { $0 == .passed })
    let ios26 = try run(
      component: atMinimum,
      "Given the platform is iOS\nAnd the iOS version is 26\nWhen I touch the decrement button\nThen its state is expressed"
    )
    #expect(
      ios26.failure
        == "\"Decrement\" is disabled, but VoiceOver said \"Decrement. Button.\" (the app exposes it as enabled)"
    )
  }

  @Test("Keyboard: Tab moves focus visibly; Space activates on iOS, Enter does not")
  func keyboard() throws {
    let ios = "value: 2\nmaximum: 10\nplatforms: { ios: { variant: uikit } }"
    let result = try run(
      component: ios,
      "Given the platform is iOS\nWhen I press \"Tab\"\nThen the focus visibly moves\nWhen I press \"Enter\"\nThen the button is not activated\nWhen I press \"Space\"\nThen the button is activated"
    )
    #expect(result.statuses.allSatisfy { $0 == .passed })
    let noMove = try run(
      component: ios,
      "Given the platform is iOS\nWhen I press \"Enter\"\nThen the focus visibly moves")
    #expect(noMove.failure == "keyboard focus did not move to a part of the control")
  }

  @Test("Text resize: fixed-size text fails")
  func textResize() throws {
    let fixed = try run(
      component: android + "\naccessibility: { scalesText: false }",
      "Given the platform is Android\nThen the text stays readable at 200%")
    #expect(fixed.failure?.hasPrefix("the app's text does not scale") == true)
    let scaling = try run(
      component: android, "Given the platform is Android\nThen the text stays readable at 200%")
    #expect(scaling.statuses.allSatisfy { $0 == .passed })
    // Buttons drawn below the platform minimum fail; at the minimum they pass.
    let small = try run(
      component: android + "\naccessibility: { touchTarget: 32 }",
      "Given the platform is Android\nThen the text stays readable at 200%")
    #expect(small.failure == "touch targets are 32 dp, below the 48 dp minimum")
    let enough = try run(
      component: android + "\naccessibility: { touchTarget: 48 }",
      "Given the platform is Android\nThen the text stays readable at 200%")
    #expect(enough.statuses.allSatisfy { $0 == .passed })
  }

  @Test("Setup after the first interaction is refused")
  func setupOrder() throws {
    let result = try run(
      component: android, "Given the platform is Android\nWhen I swipe right\nGiven hints are off")
    #expect(
      result.failure
        == "set the component, platform and reader up before the first interaction or check")
  }

  @Test("Without a platform, a multi-platform component asks for one")
  func needsPlatform() throws {
    let result = try run(component: "value: 2", "When I swipe right")
    #expect(
      result.failure
        == "choose a platform (Given the platform is iOS); component ships on iOS, macOS, Android, Windows, Linux"
    )
  }
}
