@windows @numberbox
Feature: WinUI NumberBox with Narrator (and NVDA) on Windows
  Keyboard focus is in NumberBox's inner TextBox, an Edit whose UIA name is "Quantity
  Minimum0 Maximum10" (WinUI's NumberBox source: NumberBox.cpp, NumberBoxTests.cs); Narrator reads name,
  "edit", value (microsoft-ui-xaml #3470, low). The inline spin buttons are "Increase" and
  "Decrease" (Resources.resw), not tab stops; a spin-button click is silent (#1882); a new value
  typed or stepped in the focused edit is read (seed 000: "value changes announced").
  Keys (seed 000, NumberBox.cpp): Up/Down ±SmallChange, PageUp/PageDown ±LargeChange (5 here),
  Enter validates, Escape reverts.

  Background:
    Given the component "components/numberbox.yml"
    And the platform is Windows

  Scenario: Tab into the NumberBox: the edit's name with its bounds, "edit", the value
    When I press "Tab"
    Then I hear exactly "Quantity Minimum0 Maximum10, edit 2"
    And keyboard focus is on the field

  Scenario: The spin buttons are not tab stops
    When I press "Tab"
    And I press "Tab"
    Then keyboard focus is on the outside

  Scenario: Up and Down step by SmallChange and the new value is read
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "3"
    And the value is 3
    When I press "Down"
    Then I hear exactly "2"

  Scenario: PageUp and PageDown step by LargeChange
    When I press "Tab"
    And I press "PageUp"
    Then I hear exactly "7"
    When I press "PageDown"
    Then I hear exactly "2"
    And the value is 2

  Scenario: The Narrator cursor reaches the spin buttons; activating one is silent
    When I press "Tab"
    And I press "Narrator+Right"
    Then I hear exactly "Increase, button"
    When I press "Narrator+Enter"
    Then I hear nothing
    And the value is 3
    When I press "Narrator+Right"
    Then I hear exactly "Decrease, button"

  Scenario: At the maximum, Up does nothing and Increase is disabled
    Given the value starts at 10
    When I press "Tab"
    And I press "Up"
    Then I hear nothing
    And the value is 10
    And the increment button is disabled
    And the decrement button is enabled

  Scenario: PageDown stops at the minimum and disables Decrease
    When I press "Tab"
    And I press "PageDown"
    Then I hear exactly "0"
    And the decrement button is disabled

  Scenario: With IsWrapEnabled, stepping past the maximum lands on the minimum
    Given the setting "wraps" is "true"
    And the value starts at 10
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "0"
    And the increment button is enabled
    When I press "Down"
    Then I hear exactly "10"

  Scenario: A disabled NumberBox is not focusable and is read "disabled"
    Given the stepper is disabled
    When I press "Tab"
    Then keyboard focus is on the outside
    When I press "Narrator+Right"
    And I press "Narrator+Right"
    Then I hear exactly "Quantity Minimum0 Maximum10, edit 2, disabled"

  Scenario: Holding Increase repeats: 500 ms delay, then every 33 ms (RepeatButton defaults)
    Given no screen reader is running
    And the setting "maximum" is "100"
    And the value starts at 0
    When I hold the increment button for 1 second
    Then the value is 17

  Scenario: Holding Decrease stops at the minimum
    Given no screen reader is running
    When I hold the decrement button for 1 second
    Then the value is 0
    And the decrement button is disabled

  Scenario: The scroll wheel steps the focused NumberBox
    Given no screen reader is running
    When I press "Tab"
    And I scroll up
    Then the value is 3

  Scenario: Typing a number and Enter commits it
    Given no screen reader is running
    When I press "Tab"
    And I type "7"
    And I press "Enter"
    Then the value is 7
    And the field shows "7"

  Scenario: Typed values outside the range are clamped (ValidationMode InvalidInputOverwritten)
    Given no screen reader is running
    When I press "Tab"
    And I type "50"
    And I press "Enter"
    Then the value is 10

  Scenario: Escape reverts typed text to the value
    Given no screen reader is running
    When I press "Tab"
    And I type "5"
    And I press "Escape"
    Then the field shows "2"
    And the value is 2

  Scenario: Invalid text reverts to the last valid value
    Given no screen reader is running
    When I press "Tab"
    And I type "abc"
    And I press "Enter"
    Then the field shows "2"
    And the value is 2

  Scenario: An expression is not evaluated unless AcceptsExpression is on
    Given no screen reader is running
    When I press "Tab"
    And I type "2^3"
    And I press "Enter"
    Then the value is 2

  Scenario Outline: With AcceptsExpression, "<typed>" evaluates to <value>
    Given no screen reader is running
    And the setting "acceptsExpression" is "true"
    And the setting "maximum" is "100"
    When I press "Tab"
    And I type "<typed>"
    And I press "Enter"
    Then the value is <value>

    Examples:
      | typed   | value |
      | 2^3     | 8     |
      | 1+2*3   | 7     |
      | (1+2)*3 | 9     |
      | 10/4    | 2.5   |

  Scenario: Leaving the field commits typed text
    Given no screen reader is running
    When I press "Tab"
    And I type "4"
    And I press "Tab"
    Then the value is 4

  Scenario: With ValidationMode Disabled, out-of-range text is kept as typed
    Given no screen reader is running
    And the setting "validationMode" is "disabled"
    When I press "Tab"
    And I type "50"
    And I press "Enter"
    Then the value is 50

  Scenario: With no value (NaN) the field is empty, Narrator reads no value and Up does nothing
    Given the setting "value" is ".nan"
    When I press "Tab"
    Then I hear exactly "Quantity Minimum0 Maximum10, edit"
    When I press "Up"
    Then I hear nothing

  @nvda
  Scenario: NVDA reads name, role, value joined by spaces and says nothing on Up in the edit
    # NVDA's source: getPropertiesSpeech order; event_valueChange returns early for UIA text (low).
    Given the platform is Windows with NVDA
    When I press "Tab"
    Then I hear exactly "Quantity Minimum0 Maximum10 edit 2"
    When I press "Up"
    Then I hear nothing
    And the value is 3
