@ios @swiftui
Feature: SwiftUI Stepper with VoiceOver on iOS
  A SwiftUI Stepper("Quantity", value:in:) is modelled as one adjustable element: seed 000's
  "[Label], [value], adjustable", worded as AccessibilitySnapshot renders it ("Quantity: 2.
  Adjustable.") with the adjustable hint verbatim from its Localizable.strings (AccessibilitySnapshot).
  Swipe up and down adjust; VoiceOver speaks the new value (AccessibilitySnapshot, createwithswift.com).

  Background:
    Given the component "components/quantity-swiftui.yml"
    And the platform is iOS

  Scenario: Focus reads label, value and trait, then the adjustable hint
    When I swipe right
    Then the transcript is:
      """
      Quantity: 2. Adjustable.
      Swipe up or down with one finger to adjust the value.
      """
    And the hint is "Swipe up or down with one finger to adjust the value."
    And focus is on "Quantity"

  Scenario: With hints off only the element is read
    Given hints are off
    When I swipe right
    Then the transcript is:
      """
      Quantity: 2. Adjustable.
      """

  Scenario: Swipe up increments and VoiceOver speaks the new value
    Given hints are off
    When I swipe right
    And I swipe up
    Then I hear exactly "3"
    And the value is 3
    And the new value is announced

  Scenario: Swipe down decrements
    Given hints are off
    When I swipe right
    And I swipe down
    Then I hear exactly "1"
    And the value is 1

  Scenario: A double-tap does nothing on an adjustable element
    Given hints are off
    When I swipe right
    And I double-tap
    Then the value is 2
    And I hear nothing

  Scenario: At the maximum a swipe up is silent and the value stays
    # seed 000's "Maximum value" announcement has no evidence; see seed-vs-evidence.feature.
    Given hints are off
    And the value starts at 9
    When I swipe right
    And I swipe up
    Then I hear exactly "10"
    And the increment button is disabled
    When I swipe up
    Then I hear nothing
    And the value is 10

  Scenario: At the minimum a swipe down is silent and the value stays
    Given hints are off
    And the value starts at 0
    When I swipe right
    Then I hear exactly "Quantity: 0. Adjustable."
    When I swipe down
    Then I hear nothing
    And the value is 0

  Scenario: With wraps on, adjusting past either end lands on the other
    Given hints are off
    And the setting "wraps" is "true"
    And the value starts at 10
    When I swipe right
    And I swipe up
    Then I hear exactly "0"
    When I swipe down
    Then I hear exactly "10"

  Scenario: A disabled stepper is dimmed, has no adjustable hint and cannot be adjusted
    Given the stepper is disabled
    When I swipe right
    Then the transcript is:
      """
      Quantity: 2. Dimmed. Adjustable.
      """
    When I swipe up
    Then I hear nothing
    And the value is 2

  Scenario: Holding + without VoiceOver auto-repeats as UIStepper does (0 → 14 in 3 s)
    Given no screen reader is running
    And the setting "maximum" is "100"
    And the value starts at 0
    When I hold the increment button for 3 seconds
    Then the value is 14

  Scenario: Holding − stops at the minimum
    Given no screen reader is running
    When I hold the decrement button for 2 seconds
    Then the value is 0
    And the decrement button is disabled

  Scenario: Keyboard: Tab reaches each segment and Space activates it
    # seed 004 keyboard criteria.
    Given no screen reader is running
    When I press "Tab"
    Then keyboard focus is on the decrement
    When I press "Space"
    Then the value is 1
    When I press "Tab"
    Then keyboard focus is on the increment
    When I press "Space"
    Then the value is 2

  Scenario: With VoiceOver and a keyboard, VO+Up and VO+Down adjust
    Given hints are off
    When I swipe right
    And I press "VO+Up"
    Then I hear exactly "3"
    When I press "VO+Down"
    Then I hear exactly "2"
    And the value is 2
