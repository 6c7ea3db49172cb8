@linux @gtk
Feature: GtkSpinButton with Orca on Linux
  Orca's own integration tests (Orca's source and tests, test_gui_spinbutton.py) are the ground truth:
  Tab to a spin button says "Quantity spin button" then the value as its own utterance; Up,
  Down, PageUp and PageDown say only the new value; at a limit Orca is silent. GTK 4's −/+
  buttons have role NONE and never take focus, so Orca never meets them (gtkspinbutton.c).
  Typed entry is checked on the control only: see Scenarios/README.md for why.

  Background:
    Given the component "components/gtk-spinbutton.yml"
    And the platform is Linux

  Scenario: Tab to the spin button: label and role, then the value
    When I press "Tab"
    Then the transcript is:
      """
      Quantity spin button
      2
      """
    And keyboard focus is on the field

  Scenario: Up and Down say only the new value
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "3"
    When I press "Down"
    Then I hear exactly "2"
    And the value is 2

  Scenario: PageUp and PageDown step by the page increment
    When I press "Tab"
    And I press "PageUp"
    Then I hear exactly "7"
    When I press "PageDown"
    Then I hear exactly "2"

  Scenario: Up at the maximum says nothing
    Given the value starts at 10
    When I press "Tab"
    And I press "Up"
    Then I hear nothing
    And the value is 10
    And the increment button is disabled

  Scenario: Down at the minimum says nothing
    Given the value starts at 0
    When I press "Tab"
    And I press "Down"
    Then I hear nothing
    And the decrement button is disabled

  Scenario Outline: <end> and <start> go to the ends (GTK 4 gtkspinbutton.c key bindings)
    When I press "Tab"
    And I press "<end>"
    Then I hear exactly "10"
    When I press "<start>"
    Then I hear exactly "0"

    Examples:
      | end         | start         |
      | Ctrl+PageUp | Ctrl+PageDown |
      | Ctrl+End    | Ctrl+Home     |

  Scenario: Clicking + while the spin button has focus: Orca reads the new value
    When I press "Tab"
    And I tap the increment button
    Then I hear exactly "3"
    And keyboard focus is on the field

  Scenario: A value the app sets is read while focused, and not once focus has moved on
    # Orca's source and tests, test_gui_spinbutton.py: programmatic change while focused → ["76"], while
    # focus is elsewhere → [].
    When I press "Tab"
    And the app sets the value to 7
    Then I hear exactly "7"
    When I press "Tab"
    And the app sets the value to 8
    Then I hear nothing
    And the value is 8

  Scenario: Wrapping goes to the end first, then to the other end (gtk_spin_button_real_spin)
    Given the setting "wraps" is "true"
    And the setting "step" is "2"
    And the value starts at 9
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "10"
    And the increment button is enabled
    When I press "Up"
    Then I hear exactly "0"

  Scenario: A disabled spin button cannot be focused
    Given the stepper is disabled
    When I press "Tab"
    Then keyboard focus is on the outside
    And I hear nothing

  Scenario: With digits 2 the value is formatted "%0.*f"
    Given the setting "digits" is "2"
    When I press "Tab"
    Then the transcript is:
      """
      Quantity spin button
      2.00
      """

  Scenario: A read-only spin button is one utterance with its value (test_gui_spinbutton.py)
    Given the setting "editable" is "false"
    When I press "Tab"
    Then I hear exactly "Quantity spin button 2"

  Scenario: Holding + steps on press, then after 500 ms every 50 ms
    Given no screen reader is running
    And the setting "maximum" is "1000"
    And the value starts at 0
    When I hold the increment button for 3 seconds
    Then the value is 51

  Scenario: Holding + stops at the maximum
    Given no screen reader is running
    When I hold the increment button for 2 seconds
    Then the value is 10
    And the increment button is disabled

  Scenario: The scroll wheel steps the spin button
    Given no screen reader is running
    When I scroll up
    Then the value is 3

  Scenario: Typing a value and Enter commits it
    Given no screen reader is running
    When I press "Tab"
    And I type "7"
    And I press "Enter"
    Then the value is 7

  Scenario: Update policy Always clamps a typed value above the maximum
    Given no screen reader is running
    When I press "Tab"
    And I type "50"
    And I press "Enter"
    Then the value is 10
    And the field shows "10"

  Scenario: Update policy IfValid keeps the old value when the typed one is out of range
    Given no screen reader is running
    And the setting "updatePolicy" is "ifValid"
    When I press "Tab"
    And I type "50"
    And I press "Enter"
    Then the value is 2
    And the field shows "2"

  Scenario: numeric rejects letters as they are typed
    Given no screen reader is running
    And the setting "numeric" is "true"
    When I press "Tab"
    And I type "4x"
    Then the field shows "4"
    When I press "Enter"
    Then the value is 4

  Scenario: Without numeric, "4x" is read as 4 (g_strtod) under update policy Always
    Given no screen reader is running
    When I press "Tab"
    And I type "4x"
    And I press "Enter"
    Then the value is 4

  Scenario: Leaving the field commits the typed text
    Given no screen reader is running
    When I press "Tab"
    And I type "6"
    And I press "Tab"
    Then the value is 6
