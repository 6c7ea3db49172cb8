# Recorded with a11ysim session; run it with: a11ysim run FILE
Feature: Recorded session

  Scenario: iOS with VoiceOver
    Given I am on a screen with a stepper
    And the platform is iOS with VoiceOver
    When I do "swipe right"
    Then I hear exactly "Quantity"
    When I do "swipe left"
    Then I hear nothing
    When I do "swipe right"
    Then I hear exactly "2"
    When I do "swipe left"
    Then I hear exactly "Quantity"
    When I do "swipe right"
    Then I hear exactly "2"
    When I do "swipe left"
    Then I hear exactly "Quantity"
