Feature: Undefined steps

  A step that no definition matches is undefined: it does not run, the steps after it are
  skipped, and the run suggests the built-in steps closest to it.

  Scenario: An undefined step
    Given I am on a screen with a spinner

  Scenario: Steps before an undefined step run
    Given I am on a screen with a stepper
    And I am on a screen with a spinner

  Scenario: Steps after an undefined step are skipped
    Given I am on a screen with a spinner
    And the user acts without waiting for speech

  Scenario: Suggestions for a step with a number
    Given I swipe right 8 tims
