import Foundation
import TestSupport
import Testing

/// The ways cucumber users write steps: 'should' forms, repetitions, 'there is no hint'.
@Suite("Cucumber users' step forms")
struct CucumberFormsTests {
  @Test("should forms, repeated swipes and taps, and 'there is no hint' pass as they read")
  func forms() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      Feature: Forms
        Scenario: Should, times and no hint
          Given I am on a screen with a stepper
          And the platform is iOS
          When I swipe right 3 times
          Then I should hear "Decrement. Button."
          And I should not hear "Quantity"
          And focus should be on "Decrement"
          And there is no hint
          And there should be no hint

        Scenario: Taps without a reader
          Given I am on a screen with a stepper
          And the platform is iOS
          And no screen reader is running
          When I tap the increment button 3 times
          Then the value should be 5
          And the decrement button should be enabled

        Scenario: A hint is there
          Given I am on a screen with a stepper
          And the platform is Android
          When I swipe right 2 times
          Then the hint should be "Double-tap to activate"

        Scenario: Too few or too many
          Given I am on a screen with a stepper
          And the platform is iOS
          When I swipe right 0 times
          And I tap the increment button 10001 times

      """, named: "forms.feature", in: folder)
    let passing = try RunCLI.run(
      ["run", "forms.feature:2", "forms.feature:12", "forms.feature:20", "--format", "summary"],
      directory: folder)
    #expect(passing.exitCode == 0, "\(passing.stdout)")
    #expect(passing.stdout.hasSuffix("3 passed, 0 failed\n"))
    let impossible = try RunCLI.run(
      ["run", "forms.feature:26", "--format", "pretty", "--no-color"], directory: folder)
    #expect(impossible.exitCode == 2)
    #expect(
      impossible.stdout.contains(
        "the step 'When I swipe right 0 times': the number of swipes must be at least 1, found 0"))
    #expect(
      impossible.stdout.contains(
        "expected at most 10000 taps, found 10001; each is an interaction to simulate and hear"))
  }

  @Test("'there is no hint' fails when a hint was spoken, naming it")
  func noHintFails() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    try ReportFiles.write(
      """
      Feature: Hint
        Scenario: There is one
          Given I am on a screen with a stepper
          And the platform is Android
          When I swipe right 2 times
          Then there is no hint

      """, named: "hint.feature", in: folder)
    let result = try RunCLI.run(["run", "hint.feature", "--format", "summary"], directory: folder)
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("expected no hint, heard \"Double-tap to activate\""))
  }
}
