@macos @appkit
Feature: NSStepper with VoiceOver on macOS
  VoiceOver calls an incrementor a "stepper" (NSAccessibility.Role.incrementor, Apple's documentation).
  The default order is the value first, "[value], [name], stepper", from the one user report
  found (forum 825940, low); seed 000's "[Label], [value], stepper" is the labelFirst option
  (see seed-vs-evidence.feature). Hints are off here: the stepper hint's wording is quoted
  differently by the report (see Scenarios/README.md).
  Keys: Up/Down step the focused stepper (seed 000); VoiceOver steps it with VO+Up/VO+Down
  after VO+Shift+Down (ARIA-AT voiceover_macos-commands.csv).

  Background:
    Given the component "components/quantity-macos.yml"
    And the platform is macOS
    And hints are off

  Scenario: Tab to the stepper: value, name, role
    When I press "Tab"
    Then I hear exactly "2, Quantity, stepper"
    And keyboard focus is on the control

  Scenario: VoiceOver cursor: the label, then the stepper
    When I press "VO+Right"
    Then I hear exactly "Quantity"
    When I press "VO+Right"
    Then I hear exactly "2, Quantity, stepper"
    And focus is on "Quantity"

  Scenario: Up and Down step the focused stepper and VoiceOver speaks the new value
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "3"
    And the value is 3
    When I press "Down" 2 times
    Then I hear "1"
    And the value is 1

  Scenario: Interacting with VO+Shift+Down, then VO+Up and VO+Down step
    When I press "VO+Right"
    And I press "VO+Right"
    And I press "VO+Shift+Down"
    And I press "VO+Up"
    Then I hear exactly "3"
    When I press "VO+Down"
    Then I hear exactly "2"
    And the value is 2

  Scenario: At the maximum, Up does nothing and nothing is said
    # seed 000: "At limit: Value does not change; no explicit announcement".
    Given the value starts at 10
    When I press "Tab"
    Then I hear exactly "10, Quantity, stepper"
    When I press "Up"
    Then I hear nothing
    And the value is 10
    And the increment button is disabled

  Scenario: At the minimum, Down does nothing
    Given the value starts at 0
    When I press "Tab"
    And I press "Down"
    Then I hear nothing
    And the value is 0
    And the decrement button is disabled

  Scenario: With valueWraps, Up at the maximum lands on the minimum and Down goes back
    Given the setting "wraps" is "true"
    And the value starts at 10
    When I press "Tab"
    And I press "Up"
    Then I hear exactly "0"
    When I press "Down"
    Then I hear exactly "10"

  Scenario: A disabled stepper is skipped by Tab and read as dimmed
    Given the stepper is disabled
    When I press "Tab"
    Then keyboard focus is on the outside
    When I press "VO+Right"
    And I press "VO+Right"
    Then I hear exactly "2, Quantity, stepper, dimmed"

  Scenario: Clicking the up arrow steps once
    Given no screen reader is running
    When I tap the increment button
    Then the value is 3
    When I tap the decrement button
    Then the value is 2

  Scenario: Holding the up arrow: one click, then after 0.5 s about 10 steps a second
    # seed 000: "first click fires once, then after 0.5s hold, repeats at ~10 times/second".
    Given no screen reader is running
    And the setting "maximum" is "59"
    And the value starts at 0
    When I hold the increment button for 3 seconds
    Then the value is 26

  Scenario: Holding stops at the maximum and dims the up arrow
    Given no screen reader is running
    When I hold the increment button for 2 seconds
    Then the value is 10
    And the increment button is disabled

  Scenario: With autorepeat off, holding steps once
    Given no screen reader is running
    And the setting "autorepeat" is "false"
    When I hold the increment button for 2 seconds
    Then the value is 3
