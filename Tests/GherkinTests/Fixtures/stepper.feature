# A11ySim acceptance criteria for the Stepper control
@stepper @ios
Feature: Stepper announcements
  VoiceOver must announce the value
  whenever the stepper changes.

  # comment inside the description area
  Background: a focused stepper
    Given a stepper with value 3
    And VoiceOver is running

  @smoke
  Scenario: Increment
    When the user swipes up
    Then VoiceOver says "4, adjustable"
    But nothing else is said
    * the focus stays on the stepper

  Scenario Outline: Step sizes for <platform>
    Given the step size is <step>
    When the user increments
    Then the value is <result>

    @fast
    Examples: small steps
      Steps of one.
      | platform | step | result |
      | iOS      | 1    | 4      |
      | Android  | 1    | 4      |

    Examples: big steps
      | platform | step | result |
      | macOS    | 10   | 13     |

  Scenario: Table escapes
    Given these announcements:
      | text          | note            |
      | a \| b        | pipe            |
      | line\nbreak   | newline         |
      | back\\slash   | backslash \x    |
      |               | empty first     |

  Rule: Limits
    The value stays within bounds.

    Background:
      Given the maximum is 10

    @edge
    Example: At the maximum
      Given the value is 10
      When the user increments
      Then VoiceOver says:
        """text/plain
        10, adjustable, maximum
          indented line
        \"\"\" escaped
        """
