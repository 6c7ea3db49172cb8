# Scripts/check-html-a11y.py uses the HTML report of these two files in CI (.ci/run): they
# fail on purpose, so the report has failures to go between, several statuses to filter by,
# readers, tags and a pending step.
@stepper
Feature: A stepper that says the wrong things
  Each scenario here fails, or is pending, on purpose.

  Scenario: The name is not what was expected
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is iOS with VoiceOver
    When I swipe right
    Then I hear "Amount"

  @wip
  Scenario: Waits for a person to look
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Android with TalkBack
    Then pending "the focus ring is visual"

  Scenario: Reads the stepper
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Android with TalkBack
    When I swipe right
    Then I hear "Quantity"

  Scenario: Nothing is said
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Android with TalkBack
    Then I hear "Quantity"
