@linux @adw
Feature: AdwSpinRow with Orca on Linux
  An AdwSpinRow embeds a GtkSpinButton named by the row's title and described by its subtitle
  (adw-spin-row.ui, adw-action-row.ui). Orca reads label, role and description, then the value
  (Orca's spin-button order). No speech evidence was found for AdwSpinRow
  itself; the spin-button rules are Orca's own. The row ignores the scroll wheel (libadwaita).

  Background:
    Given the component "components/adw-spinrow.yml"
    And the platform is Linux

  Scenario: Tab to the row's spin button: title, role, subtitle, then the value
    When I press "Tab"
    Then the transcript is:
      """
      Quantity spin button Number of items to order
      2
      """

  Scenario: Up and Down say only the new value
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "3"
    When I press "Down"
    Then I hear exactly "2"

  Scenario: PageUp and PageDown step by the page increment and stop at the ends
    When I press "Tab"
    And I press "PageUp"
    Then I hear exactly "7"
    When I press "PageUp"
    Then I hear exactly "10"
    And the increment button is disabled
    When I press "PageUp"
    Then I hear nothing

  Scenario: Down at the minimum says nothing
    Given the value starts at 0
    When I press "Tab"
    And I press "Down"
    Then I hear nothing
    And the value is 0

  Scenario: Clicking + while focused: Orca reads the new value
    When I press "Tab"
    And I tap the increment button
    Then I hear exactly "3"

  Scenario: Wrapping goes to the other end
    Given the setting "wraps" is "true"
    And the value starts at 10
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "0"

  Scenario: A disabled row cannot be focused
    Given the stepper is disabled
    When I press "Tab"
    Then keyboard focus is on the outside
    And I hear nothing

  Scenario: The scroll wheel does nothing on an AdwSpinRow
    Given no screen reader is running
    When I scroll up
    Then the value is 2

  Scenario: Holding + auto-repeats like GtkSpinButton and stops at the maximum
    Given no screen reader is running
    When I hold the increment button for 1 second
    Then the value is 10
    And the increment button is disabled

  Scenario: Typed values are clamped under update policy Always
    Given no screen reader is running
    When I press "Tab"
    And I type "-4"
    And I press "Enter"
    Then the value is 0

  Scenario: Update policy IfValid keeps the value when the text is invalid
    Given no screen reader is running
    And the setting "updatePolicy" is "ifValid"
    When I press "Tab"
    And I type "abc"
    And I press "Enter"
    Then the value is 2
