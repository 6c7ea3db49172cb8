Feature: Broken stepper spec

  Scenario: first
    Given a stepper
  this line is not gherkin
    Then it is reported

  Scenario: second
    Given a table
      | a | b |
      | c |
    And another stray line here
