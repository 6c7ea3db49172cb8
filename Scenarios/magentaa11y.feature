@magentaa11y
Feature: MagentaA11y stepper acceptance criteria (seed 004) on iOS and Android
  Seed 004's four Gherkin scenarios, written as valid Gherkin and run against steppers built to
  its developer notes: iOS segments read "Label with current value, Increment, Button" and
  the app announces each new value; Android buttons read "Label with value, Increase" with
  TalkBack's role word and the "Double-tap to activate" hint (TalkBack's source: TalkBack says both;
  the seed's wording without "Button" is in seed-vs-evidence.feature), and a polite live region
  announces the new value.

  Background:
    Given I am on a screen with a stepper

  Scenario Outline: <platform>: test keyboard actions (<key> moves focus)
    Given the component "<component>"
    And the platform is <platform>
    And no screen reader is running
    # WHEN I press the "TAB" key, "CTRL+TAB" key, or an arrow key: focus visibly moves
    When I press "<key>"
    Then the focus visibly moves
    And keyboard focus is on the decrement
    When I press "Right"
    Then the focus visibly moves
    And keyboard focus is on the increment
    # WHEN I press the "SPACEBAR" key: the button is activated on iOS and Android
    When I press "Space"
    Then the button is activated
    And the value is 3
    # WHEN I press the "ENTER" key: the button is activated on Android (only)
    When I press "Enter"
    Then the button <enter>

    @ios
    Examples: iOS
      | platform | component                      | key      | enter            |
      | iOS      | components/magentaa11y-ios.yml | Tab      | is not activated |
      | iOS      | components/magentaa11y-ios.yml | Ctrl+Tab | is not activated |
      | iOS      | components/magentaa11y-ios.yml | Right    | is not activated |

    @android
    Examples: Android
      | platform | component                          | key      | enter        |
      | Android  | components/magentaa11y-android.yml | Tab      | is activated |
      | Android  | components/magentaa11y-android.yml | Ctrl+Tab | is activated |
      | Android  | components/magentaa11y-android.yml | Right    | is activated |

  Scenario Outline: <platform>: test mobile screen reader gestures
    Given the component "<component>"
    And the platform is <platform>
    And hints are off
    # WHEN I swipe to navigate to the button: focus moves to it, its state expressed if applicable
    When I swipe to "<button>"
    Then focus is on "<button>"
    And its state is expressed
    # WHEN I double-tap the button: it is activated
    When I double-tap
    Then the button is activated
    And the value is 3

    @ios
    Examples: iOS
      | platform | component                      | button                     |
      | iOS      | components/magentaa11y-ios.yml | Quantity 2, Increment      |

    @android
    Examples: Android
      | platform | component                          | button                |
      | Android  | components/magentaa11y-android.yml | Quantity 2, Increase  |

  Scenario Outline: <platform>: a disabled button's state is expressed when swiped to
    Given the component "<component>"
    And the platform is <platform>
    And the value starts at 10
    When I swipe to "<button>"
    Then its state is expressed
    And I hear exactly "<speech>"
    When I double-tap
    Then the button is not activated

    @ios
    Examples: iOS
      | platform | component                      | button                 | speech                                 |
      | iOS      | components/magentaa11y-ios.yml | Quantity 10, Increment | Quantity 10, Increment. Dimmed. Button. |

    @android
    Examples: Android
      | platform | component                          | button                | speech                                 |
      | Android  | components/magentaa11y-android.yml | Quantity 10, Increase | Quantity 10, Increase, Button, disabled |

  Scenario Outline: <platform>: test screen reader output
    Given the component "<component>"
    And the platform is <platform>
    # WHEN a screen reader reads the button
    When I swipe to "<button>"
    Then I hear exactly "<speech>"
    # name, role, value, state
    And its name describes its purpose
    And its role is conveyed
    And its value is expressed when it changes
    And its state is expressed
    # the value is expressed when it visibly changes and when it is in focus
    When I double-tap
    Then the new value is announced
    And the transcript contains:
      """
      <speech>
      3
      """

    @ios
    Examples: iOS
      | platform | component                      | button                | speech                          |
      | iOS      | components/magentaa11y-ios.yml | Quantity 2, Increment | Quantity 2, Increment. Button.  |

    @android
    Examples: Android
      | platform | component                          | button               | speech                       |
      | Android  | components/magentaa11y-android.yml | Quantity 2, Increase | Quantity 2, Increase, Button |

  @android
  Scenario: Android: "double tap to activate" is the separate hint after the button
    Given the component "components/magentaa11y-android.yml"
    And the platform is Android
    When I swipe right
    Then the transcript is:
      """
      Quantity 2, Decrease, Button
      Double-tap to activate
      """
    And its role is conveyed

  @ios
  Scenario: iOS: the new value is announced without moving focus
    Given the component "components/magentaa11y-ios.yml"
    And the platform is iOS
    When I swipe to "Quantity 2, Decrement"
    And I double-tap
    Then I hear exactly "1"
    And focus is on "Quantity 1, Decrement"

  @android
  Scenario: Android: the new value is announced without moving focus
    Given the component "components/magentaa11y-android.yml"
    And the platform is Android
    And hints are off
    When I swipe to "Quantity 2, Decrease"
    And I double-tap
    Then I hear exactly "1"
    And I hear exactly "Quantity 1, Decrease"
    And focus is on "Quantity 1, Decrease"

  Scenario Outline: <platform>: test device OS settings for text resize
    Given the component "<component>"
    And the platform is <platform>
    # WHEN the text resize setting is increased up to 200%
    Then the text stays readable at 200%

    @ios
    Examples: iOS
      | platform | component                      |
      | iOS      | components/magentaa11y-ios.yml |

    @android
    Examples: Android
      | platform | component                          |
      | Android  | components/magentaa11y-android.yml |
