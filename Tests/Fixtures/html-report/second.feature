# A second feature for Scripts/check-html-a11y.py (see failing.feature): the next failure
# after the last one in failing.feature is here.
Feature: A second stepper

  Scenario: Tabbing reads the stepper
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is macOS with VoiceOver
    When I press "Tab"
    Then I hear "2, Quantity, stepper"

  Scenario: A step nobody wrote
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Windows with Narrator
    When I wiggle the stepper

  Scenario: Expects the wrong value
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is macOS with VoiceOver
    When I press "Tab"
    Then I hear "3, Quantity, stepper"
