@android @numberpicker
Feature: android.widget.NumberPicker with TalkBack
  Android does have a framework picker (TalkBack's Role.getRole knows ROLE_NUMBER_PICKER,
  although the stepper specification says Android has no native stepper). TalkBack speaks no
  role word for the picker; AOSP exposes virtual increment/decrement buttons whose text is the
  next/previous value and which exist only when wrapping or not at the limit; a child's hint is
  the adjust hint joined with its own click hint (AccessibilityFocusHint.getHint); swipe up/down
  scroll the picker and TalkBack reads the focused button's new text.

  Background:
    Given the component "components/numberpicker.yml"
    And the platform is Android

  Scenario: The previous value, the edit box, the next value
    When I swipe right
    Then I hear exactly "Quantity"
    When I swipe right
    Then the transcript contains:
      """
      1, Button
      Swipe up or Swipe down to adjust, Double-tap to activate
      """
    When I swipe right
    Then I hear exactly "2, Edit box"
    And the hint is "Swipe up or Swipe down to adjust, Double-tap to edit text"
    When I swipe right
    Then I hear exactly "3, Button"

  Scenario: Swipe up steps up; the focused next-value button now reads the one after
    Given hints are off
    When I swipe to "3"
    And I swipe up
    Then the value is 3
    And I hear exactly "4"

  Scenario: Swipe down steps down
    Given hints are off
    When I swipe to "3"
    And I swipe down
    Then the value is 1
    And I hear exactly "2"

  Scenario: Double-tapping the next-value button selects it
    Given hints are off
    When I swipe to "3"
    And I double-tap
    Then the value is 3
    And I hear exactly "4"

  Scenario: Without wrap, the maximum has no next-value button and swipe up does nothing
    Given hints are off
    And the setting "wraps" is "false"
    And the value starts at 10
    When I swipe right
    And I swipe right
    Then I hear exactly "9, Button"
    When I swipe right
    Then I hear exactly "10, Edit box"
    When I swipe right
    Then I hear nothing
    And focus is on "10"
    When I swipe up
    Then I hear nothing
    And the value is 10

  Scenario: Wrapping (AOSP's default): after the maximum comes the minimum
    Given hints are off
    And the value starts at 10
    When I swipe to "0"
    Then I hear exactly "0, Button"
    When I double-tap
    Then the value is 0
    And I hear exactly "1"

  Scenario: A disabled picker is read "disabled" on each part and does not change
    Given the stepper is disabled
    When I swipe right
    And I swipe right
    Then I hear exactly "1, Button, disabled"
    And I do not hear "Swipe up or Swipe down to adjust"
    When I swipe right
    Then I hear exactly "2, Edit box, disabled"
    When I double-tap
    Then the value is 2

  Scenario: A long press on the next-value button repeats: 400 ms, then every 300 ms
    # AOSP ViewConfiguration long-press timeout and NumberPicker's update interval.
    Given no screen reader is running
    When I hold the increment button for 2 seconds
    Then the value is 8

  Scenario: Keyboard: DPAD Down steps up, DPAD Up steps down (AOSP NumberPicker)
    Given no screen reader is running
    When I press "Tab"
    Then keyboard focus is on the field
    When I press "Down"
    Then the value is 3
    When I press "Up" 2 times
    Then the value is 1

  Scenario: Typed entry accepts digits and refuses a number above the maximum
    Given no screen reader is running
    When I press "Tab"
    And I type "7"
    And I press "Tab"
    Then the value is 7
    When I press "Shift+Tab"
    And I type "42"
    Then the field shows "4"
    When I press "Tab"
    Then the value is 4
