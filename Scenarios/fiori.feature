@fiori
Feature: SAP Fiori stepper form cell on iOS and Android
  Seed 003: label, helper text, "−" button "Decrease value by one", the value edit box labelled
  by its value, "+" button "Increase value by one"; an announcement confirms each change; when a
  button becomes disabled at a limit, "Reached minimum/maximum value" follows; custom labels
  "Add one attendee" / "Remove one attendee" and the custom announcement "Attendees set to two".
  Typing a value outside the range shows an error message and keeps the value (seed 003; the
  message's words are sap.m.StepInput's, Documentation/Variants.md).
  Readers' wording: VoiceOver as AccessibilitySnapshot models it, TalkBack from its source
  (TalkBack's source, AccessibilitySnapshot). The component uses the guideline's labels on both platforms.

  Background:
    Given the component "components/fiori-attendees.yml"

  @ios
  Scenario: iOS: swiping through the cell
    Given the platform is iOS
    When I swipe right
    Then I hear exactly "Attendees"
    When I swipe right
    Then I hear exactly "Up to 10 people"
    When I swipe right
    Then I hear exactly "Decrease value by one. Button."
    When I swipe right
    Then the transcript contains:
      """
      1. Text Field.
      Double tap to edit.
      """
    When I swipe right
    Then I hear exactly "Increase value by one. Button."

  @android
  Scenario: Android: swiping through the cell
    Given the platform is Android
    When I swipe right
    Then I hear exactly "Attendees"
    When I swipe right
    Then I hear exactly "Up to 10 people"
    When I swipe right
    Then I hear exactly "Decrease value by one, Button"
    And the hint is "Double-tap to activate"
    When I swipe right
    Then I hear exactly "1, Edit box"
    And the hint is "Double-tap to edit text"
    When I swipe right
    Then I hear exactly "Increase value by one, Button"

  Scenario Outline: <platform>: + announces the new value
    Given the platform is <platform>
    And hints are off
    When I touch "Increase value by one"
    And I double-tap
    Then I hear exactly "2"
    And the value is 2
    And the new value is announced

    @ios
    Examples: iOS
      | platform |
      | iOS      |

    @android
    Examples: Android
      | platform |
      | Android  |

  Scenario Outline: <platform>: reaching the maximum disables + and says "Reached maximum value"
    Given the platform is <platform>
    And hints are off
    And the value starts at 9
    When I touch "Increase value by one"
    And I double-tap
    Then the value is 10
    And the increment button is disabled
    And the transcript contains:
      """
      10
      Reached maximum value
      """
    When I double-tap
    Then I hear nothing
    And the value is 10

    @ios
    Examples: iOS
      | platform |
      | iOS      |

    @android
    Examples: Android
      | platform |
      | Android  |

  Scenario Outline: <platform>: reaching the minimum disables − and says "Reached minimum value"
    Given the platform is <platform>
    And hints are off
    When I touch "Decrease value by one"
    And I double-tap
    Then the value is 0
    And the decrement button is disabled
    And the transcript contains:
      """
      0
      Reached minimum value
      """

    @ios
    Examples: iOS
      | platform |
      | iOS      |

    @android
    Examples: Android
      | platform |
      | Android  |

  @ios
  Scenario: iOS: at the minimum − is read dimmed
    Given the platform is iOS
    And the value starts at 0
    When I touch "Decrease value by one"
    Then I hear exactly "Decrease value by one. Dimmed. Button."

  @android
  Scenario: Android: at the minimum − is read disabled, with no hint
    Given the platform is Android
    And the value starts at 0
    When I touch "Decrease value by one"
    Then I hear exactly "Decrease value by one, Button, disabled"
    And I do not hear "Double-tap to activate"

  Scenario Outline: <platform>: custom labels "Add one attendee" and "Attendees set to two"
    Given the platform is <platform>
    And hints are off
    And the app labels the increment button "Add one attendee"
    And the app labels the decrement button "Remove one attendee"
    And the app announces "Attendees set to {valueInWords}" when the value changes
    When I touch "Add one attendee"
    Then I hear exactly "<focus>"
    When I double-tap
    Then I hear exactly "Attendees set to two"
    And I do not hear "Reached"

    @ios
    Examples: iOS
      | platform | focus                     |
      | iOS      | Add one attendee. Button. |

    @android
    Examples: Android
      | platform | focus                    |
      | Android  | Add one attendee, Button |

  @android
  Scenario: Android: a disabled cell reads every part "disabled"
    Given the platform is Android
    And the stepper is disabled
    When I swipe to "Decrease value by one"
    Then I hear exactly "Decrease value by one, Button, disabled"
    When I swipe right
    Then I hear exactly "1, Edit box, disabled"
    When I swipe right
    Then I hear exactly "Increase value by one, Button, disabled"
    When I double-tap
    Then the value is 1

  @ios
  Scenario: iOS: a disabled cell dims its buttons
    Given the platform is iOS
    And the stepper is disabled
    When I touch "Increase value by one"
    Then I hear exactly "Increase value by one. Dimmed. Button."
    When I double-tap
    Then the value is 1

  Scenario Outline: <platform>: typing a value above the maximum keeps the value
    Given the platform is <platform>
    And hints are off
    When I touch "1"
    And I double-tap
    Then keyboard focus is on the field
    When I type "50"
    And I press "Enter"
    Then the value is 1
    And the increment button is enabled

    @ios
    Examples: iOS
      | platform |
      | iOS      |

    @android
    Examples: Android
      | platform |
      | Android  |

  @android
  Scenario: Android: TalkBack reads the out-of-range error on the focused field
    Given the platform is Android
    And hints are off
    When I touch "1"
    And I double-tap
    And I type "50"
    And I press "Enter"
    Then I hear exactly "Enter a number with a maximum value of 10"
    And the value is 1

  @android
  Scenario: Android: a custom error message with {minimum} and {maximum}
    Given the platform is Android
    And hints are off
    And the setting "errorMessage" is "Enter a number from {minimum} to {maximum}"
    When I touch "1"
    And I double-tap
    And I type "-3"
    And I press "Enter"
    Then I hear exactly "Enter a number from 0 to 10"
    And the value is 1

  Scenario Outline: <platform>: typing a value in range commits it
    Given the platform is <platform>
    And no screen reader is running
    When I press "Tab"
    And I press "Tab"
    Then keyboard focus is on the field
    When I type "7"
    And I press "Enter"
    Then the value is 7

    @ios
    Examples: iOS
      | platform |
      | iOS      |

    @android
    Examples: Android
      | platform |
      | Android  |

  Scenario Outline: <platform>: holding + steps once (the cell does not auto-repeat)
    Given the platform is <platform>
    And no screen reader is running
    When I hold the increment button for 2 seconds
    Then the value is 2

    @ios
    Examples: iOS
      | platform |
      | iOS      |

    @android
    Examples: Android
      | platform |
      | Android  |

  @android
  Scenario: Android keyboard: Tab through −, field, +; Space and Enter activate
    Given the platform is Android
    And no screen reader is running
    When I press "Tab"
    Then keyboard focus is on the decrement
    When I press "Tab" 2 times
    Then keyboard focus is on the increment
    When I press "Space"
    Then the value is 2
    When I press "Enter"
    Then the value is 3

  @ios
  Scenario: iOS keyboard: Space activates, Enter does not
    Given the platform is iOS
    And no screen reader is running
    When I press "Tab" 3 times
    Then keyboard focus is on the increment
    When I press "Space"
    Then the value is 2
    When I press "Enter"
    Then the value is 2
