Feature: Merge seed
  Scenario: Swipe on iOS
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is iOS with VoiceOver
    When I swipe right
    Then I hear "Quantity"

  Scenario: Wrong expectation
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is iOS with VoiceOver
    When I swipe right
    Then I hear "Amount"
    And I hear "Quantity"

  Scenario: Tab on Linux
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Linux with Orca
    When I press "Tab"
    Then I hear "Quantity"

  Scenario: Swipe on Android
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Android with TalkBack
    When I swipe right
    Then I hear "Quantity"

  Scenario: A typo
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platfrom is iOS
    When I swipe right
