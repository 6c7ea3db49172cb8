@ios @uikit
Feature: UIStepper with VoiceOver on iOS
  A stock UIStepper is two button elements, "Decrement" and "Increment", with no value
  (AccessibilitySnapshot, AccessibilitySnapshot testStepper*); this app names them "Decrease quantity" and
  "Increase quantity" and shows the label and the value as their own texts (seed 000's layout).
  VoiceOver's wording follows AccessibilitySnapshot's description model: name, then trait words
  each ending in "." ("Dimmed." before "Button.").

  Background:
    Given the component "components/quantity-ios.yml"
    And the platform is iOS

  Scenario: Swiping through the cell reads the label, the value and each segment
    When I swipe right
    Then I hear exactly "Quantity"
    When I swipe right
    Then I hear exactly "2"
    When I swipe right
    Then I hear exactly "Decrease quantity. Button."
    When I swipe right
    Then I hear exactly "Increase quantity. Button."
    And focus is on "Increase quantity"
    And the transcript is:
      """
      Quantity
      2
      Decrease quantity. Button.
      Increase quantity. Button.
      """

  Scenario: The stock segments are "Decrement" and "Increment" when the app does not name them
    Given the component "components/quantity.yml"
    When I swipe to "Decrement"
    Then I hear exactly "Decrement. Button."
    When I swipe right
    Then I hear exactly "Increment. Button."

  Scenario: Double-tapping the increment segment steps up, and stock VoiceOver says nothing
    # AccessibilitySnapshot: no evidence that a stock UIStepper posts its new value.
    When I swipe to "Increase quantity"
    And I double-tap
    Then the value is 3
    And I hear nothing
    And focus is on "Increase quantity"

  Scenario: Double-tapping the decrement segment steps down
    When I swipe to "Decrease quantity"
    And I double-tap
    Then the value is 1
    And I hear nothing

  Scenario: At the minimum the decrement segment is dimmed (iOS 17 and 18)
    Given the value starts at 1
    When I swipe to "Decrease quantity"
    And I double-tap
    Then the value is 0
    And the decrement button is disabled
    When I swipe left
    And I swipe right
    Then I hear exactly "Decrease quantity. Dimmed. Button."
    When I double-tap
    Then the value is 0
    And I hear nothing

  Scenario Outline: The dimmed segment at a limit depends on the iOS version
    Given the value starts at <value>
    And the iOS version is <version>
    When I touch "<segment>"
    Then I hear exactly "<speech>"

    Examples:
      | value | version | segment           | speech                             |
      | 0     | 17      | Decrease quantity | Decrease quantity. Dimmed. Button. |
      | 0     | 18      | Decrease quantity | Decrease quantity. Dimmed. Button. |
      | 0     | 26      | Decrease quantity | Decrease quantity. Button.         |
      | 10    | 18      | Increase quantity | Increase quantity. Dimmed. Button. |
      | 10    | 26      | Increase quantity | Increase quantity. Button.         |

  Scenario: At the maximum the increment segment does nothing
    Given no screen reader is running
    And the value starts at 10
    When I tap the increment button
    Then the value is 10
    And the increment button is disabled
    And the decrement button is enabled

  Scenario: With wraps on, stepping past the maximum lands on the minimum and back
    Given the setting "wraps" is "true"
    And the value starts at 10
    Then the increment button is enabled
    When I touch "Increase quantity"
    Then I hear exactly "Increase quantity. Button."
    When I double-tap
    Then the value is 0
    And the decrement button is enabled
    When I swipe left
    And I double-tap
    Then the value is 10

  Scenario: A disabled stepper dims both segments and ignores double-taps
    Given the stepper is disabled
    When I swipe to "Decrease quantity"
    Then I hear exactly "Decrease quantity. Dimmed. Button."
    When I double-tap
    Then the value is 2
    And I hear nothing
    When I swipe right
    Then I hear exactly "Increase quantity. Dimmed. Button."

  Scenario: Holding the increment segment auto-repeats: 0.5 s, then every 0.5 s, every 0.1 s after 2 s
    # seed 000: auto-repeat after ~0.5 s, ~0.5 s between steps, ~0.1 s after ~2 s.
    # With VoiceOver on, a touch only explores, so the holds below run without it.
    Given no screen reader is running
    And the setting "maximum" is "100"
    And the value starts at 0
    # One step on touch-down, one at 0.5 s; a release at 1.0 s comes before the next one.
    When I hold the increment button for 1 second
    Then the value is 2
    # A new hold starts the timing over: 1 + 4 slow steps by 2.0 s, then 9 fast ones.
    When I hold the increment button for 3 seconds
    Then the value is 16

  Scenario: Holding from 0 for 3 seconds reaches 14
    Given no screen reader is running
    And the setting "maximum" is "100"
    And the value starts at 0
    When I hold the increment button for 3 seconds
    Then the value is 14

  Scenario: Holding stops at the maximum
    Given no screen reader is running
    And the value starts at 5
    When I hold the increment button for 4 seconds
    Then the value is 10
    And the increment button is disabled

  Scenario: With autorepeat off, a hold steps once
    Given no screen reader is running
    And the setting "autorepeat" is "false"
    When I hold the increment button for 3 seconds
    Then the value is 3

  Scenario: VoiceOver's double-tap and hold passes the long press through
    Given the setting "maximum" is "100"
    And the value starts at 0
    When I swipe to "Increase quantity"
    And I double-tap and hold for 3 seconds
    Then the value is 14

  Scenario: Keyboard: Tab reaches each segment and Space activates it; Enter does not
    # seed 004: Tab, Ctrl+Tab or arrows move focus; Space activates on iOS; Enter only on Android.
    Given no screen reader is running
    When I press "Tab"
    Then keyboard focus is on the decrement
    When I press "Space"
    Then the value is 1
    When I press "Tab"
    Then keyboard focus is on the increment
    When I press "Space" 3 times
    Then the value is 4
    When I press "Enter"
    Then the value is 4

  Scenario: With VoiceOver on, keyboard focus is spoken as it moves
    When I press "Tab"
    Then I hear exactly "Decrease quantity. Button."
    When I press "Tab"
    Then I hear exactly "Increase quantity. Button."
    When I press "Space"
    Then the value is 3
