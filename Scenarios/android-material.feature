@android @material
Feature: Material stepper with TalkBack on Android
  A custom Material 3 − / value / + control (seed 000) whose buttons the app names "Decrease
  quantity" and "Increase quantity" and whose value text is a polite live region (seed 004's
  Android notes). TalkBack's wording is from its own source (TalkBack's source): state, name, role
  joined by ", "; "disabled" last; the "Double-tap to activate" hint as its own utterance, only
  for enabled nodes; a click on a plain button says nothing, the live region speaks the value.

  Background:
    Given the component "components/quantity-android.yml"
    And the platform is Android

  Scenario: Swiping through the stepper
    When I swipe right
    Then I hear exactly "Quantity"
    When I swipe right
    Then the transcript contains:
      """
      Decrease quantity, Button
      Double-tap to activate
      """
    And the hint is "Double-tap to activate"
    When I swipe right
    Then I hear exactly "2"
    When I swipe right
    Then I hear exactly "Increase quantity, Button"
    And the hint is "Double-tap to activate"
    And focus is on "Increase quantity"

  Scenario: Double-tap on + steps up; the live region speaks the new value after the hint
    When I swipe to "Increase quantity"
    And I double-tap
    Then I hear exactly "3"
    And the value is 3
    And the new value is announced
    And focus is on "Increase quantity"
    And the transcript is:
      """
      Quantity
      Decrease quantity, Button
      Double-tap to activate
      2
      Increase quantity, Button
      Double-tap to activate
      3
      """

  Scenario: Double-tap on − steps down
    When I swipe to "Decrease quantity"
    And I double-tap
    Then I hear exactly "1"
    And the value is 1

  Scenario: Reaching the maximum disables +, which is then read "disabled" with no hint
    Given the value starts at 9
    When I touch "Increase quantity"
    And I double-tap
    Then I hear exactly "10"
    And the increment button is disabled
    When I swipe left
    And I swipe right
    Then the transcript contains:
      """
      Increase quantity, Button, disabled
      """
    And I do not hear "Double-tap to activate"
    When I double-tap
    Then I hear nothing
    And the value is 10

  Scenario: At the minimum − is disabled
    Given the value starts at 0
    When I touch "Decrease quantity"
    Then I hear exactly "Decrease quantity, Button, disabled"
    When I double-tap
    Then the value is 0
    And I hear nothing

  Scenario: With wrap on, + at the maximum lands on the minimum
    Given the setting "wraps" is "true"
    And the value starts at 10
    When I touch "Increase quantity"
    Then I hear exactly "Increase quantity, Button"
    When I double-tap
    Then I hear exactly "0"
    And the value is 0

  Scenario: A disabled stepper: both buttons read "disabled", no hints, no change
    Given the stepper is disabled
    When I swipe to "Decrease quantity"
    Then I hear exactly "Decrease quantity, Button, disabled"
    When I double-tap
    Then I hear nothing
    And the value is 2
    When I swipe right
    And I swipe right
    Then I hear exactly "Increase quantity, Button, disabled"

  Scenario: A plain Android button does not auto-repeat: a long hold steps once, on release
    Given no screen reader is running
    When I hold the increment button for 3 seconds
    Then the value is 3

  Scenario: A value the app sets is announced by the polite live region, wherever focus is
    # TalkBack's source: a change in a live region is spoken (polite: queued) whether or not the
    # node has accessibility focus.
    When I touch "Decrease quantity"
    And the app sets the value to 7
    Then I hear exactly "7"

  Scenario: TalkBack's double-tap and hold is a long press: one step
    When I touch "Increase quantity"
    And I double-tap and hold for 2 seconds
    Then the value is 3
    And I hear exactly "3"

  Scenario: Keyboard: Tab moves focus; Space and Enter both activate on Android
    # seed 004: Tab/arrows move focus; Space activates on iOS and Android; Enter on Android.
    Given no screen reader is running
    When I press "Tab"
    Then keyboard focus is on the decrement
    And the focus visibly moves
    When I press "Space"
    Then the value is 1
    And the button is activated
    When I press "Enter"
    Then the value is 0
    When I press "Tab"
    Then keyboard focus is on the increment
    When I press "Enter"
    Then the value is 1
    When I press "Space"
    Then the value is 2

  Scenario: With TalkBack and a keyboard, focus is read as it moves and the value after Enter
    # TalkBack words the click hint for the keyboard in use: "Press %1$s to activate" with its
    # default keymap's click combo (TalkBack's hint code; DefaultKeyComboModel: Alt + ENTER).
    When I press "Tab"
    Then I hear exactly "Decrease quantity, Button"
    And the hint is "Press Alt + ENTER to activate"
    When I press "Enter"
    Then I hear exactly "1"
