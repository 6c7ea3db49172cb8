@slider
Feature: A slider on every platform, with every reader
  The fourth control through the seam. VoiceOver reads a UISlider's value as the percent of its
  range and adjusts it by swipes (AccessibilitySnapshot; the 10 % per swipe is assumed). TalkBack
  speaks a SeekBar's state description ("50%" from Android 11, the raw progress before) and
  moves it by the framework's twentieth of the range, not the app's step (AbsSeekBar). Narrator
  speaks a WinUI Slider's percent, NVDA its raw value; Orca says "horizontal slider", then the
  value, then the percent (its own GTK test).

  Rule: A labelled slider is read with its value, and moving it says the new value

    Background:
      Given the component "components/volume-slider.yml"

    Scenario: VoiceOver on iOS: label, percent, "Adjustable."; a swipe moves 10 % (assumed)
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Volume: 50%. Adjustable.
        Swipe up or down with one finger to adjust the value.
        """
      When I swipe up
      Then the slider's value is 60
      And I hear exactly "60%"

    Scenario: TalkBack on Android 14: the percent state description first
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        50%, Volume, Slider
        Swipe up or Swipe down to adjust
        """
      When I swipe up
      Then the slider's value is 55
      And I hear exactly "55%"

    Scenario: TalkBack on Android 10: the raw progress, and the whole description after a change
      Given the platform is Android
      And the Android version is 10
      When I swipe right
      Then I hear "50, Volume, Slider"
      When I swipe up
      Then I hear exactly "55, Volume, Slider"

    Scenario: TalkBack moves a SeekBar a twentieth of its range, not the app's step of 1
      Given the platform is Android
      And the setting "step" is "1"
      When I swipe right
      And I swipe up
      Then the slider's value is 55
      When I press "Tab"
      And I press "Right"
      Then the slider's value is 56

    Scenario: TalkBack at the maximum says "100%" again
      Given the platform is Android
      And the value starts at 100
      When I swipe right
      And I swipe up
      Then the slider's value is 100
      And I hear exactly "100%"

    Scenario: Narrator on Windows: name, "slider", the percent (low for the change)
      Given the platform is Windows with Narrator
      When I press "Tab"
      Then I hear exactly "Volume, slider, 50%"
      When I press "Right"
      Then the slider moved one step up
      And I hear exactly "51%"

    Scenario: NVDA on Windows: the raw value; Home and End reach the limits, PageUp does nothing
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Volume slider 50"
      When I press "End"
      Then I hear exactly "100"
      When I press "PageDown"
      Then I hear nothing
      And the slider's value is 100

    Scenario: Orca on Linux: orientation, value and percent; the arrows say the value
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Volume horizontal slider 50 50 percent."
      When I press "PageUp"
      Then I hear exactly "60"
      When I press "End"
      And I press "Right"
      Then I hear nothing

    Scenario: VoiceOver on macOS: value first (assumed); interact, then VO+Up
      Given the platform is macOS
      When I press "VO+Right"
      Then I hear exactly "50, Volume, slider"
      When I press "VO+Shift+Down"
      And I press "VO+Up"
      Then I hear exactly "55"

  Rule: Compose speaks "percent." and moves one step; a disabled slider says so and does not move

    Scenario: Compose Slider with steps of 20
      Given the component "components/volume-slider-compose.yml"
      And the platform is Android
      When I swipe right
      Then I hear "40 percent., Volume, Slider"
      When I swipe up
      Then the slider moved one step up
      And I hear exactly "60 percent."

    Scenario Outline: <reader>, disabled: "<heard>", and the value stays
      Given the component "components/volume-slider.yml"
      And the platform is <platform>
      And the slider is disabled
      When I <move>
      Then I hear exactly "<heard>"
      And there is no hint
      When I swipe up
      Then the slider's value is 50

      Examples:
        | platform | reader    | move        | heard                             |
        | iOS      | VoiceOver | swipe right | Volume: 50%. Dimmed. Adjustable.  |
        | Android  | TalkBack  | swipe right | 50%, Volume, Slider, disabled     |

  @misconfigured
  Rule: A custom slider that exposes no value is heard without one

    Background:
      Given the component "components/custom-slider-no-value.yml"

    Scenario Outline: <reader> hears the name and role, and no value
      Given the platform is <platform>
      When I <move>
      Then I hear exactly "<heard>"
      And I do not hear "50"

      Examples:
        | platform | reader    | move          | heard                    |
        | iOS      | VoiceOver | swipe right   | Volume. Adjustable.      |
        | Android  | TalkBack  | swipe right   | Volume, Slider           |
        | Linux    | Orca      | press "Tab"   | Volume horizontal slider |

    Scenario: TalkBack does not treat it as a seek control: no hint, and swipe up does not move it
      Given the platform is Android
      When I swipe right
      Then there is no hint
      When I swipe up
      Then the slider's value is 50

  @misconfigured
  Rule: A custom slider drawn in a plain view is heard with no role and no value

    Background:
      Given the component "components/custom-slider-plain-view.yml"

    Scenario Outline: <reader> hears the name alone: no role, no value
      Given the platform is <platform>
      When I <move>
      Then I hear exactly "<heard>"
      And I do not hear "50"

      Examples:
        | platform              | reader    | move        | heard          |
        | iOS                   | VoiceOver | swipe right | Volume         |
        | Android               | TalkBack  | swipe right | Volume         |
        | Windows with Narrator | Narrator  | press "Tab" | Volume, custom |
        | Linux                 | Orca      | press "Tab" | Volume         |

    Scenario: TalkBack: no "Slider", no adjust hint, and swipe up does not move it
      # Role.getRole gives a seek control only to the SeekBar class or to RangeInfo with
      # SET_PROGRESS; a plain View has neither, so TalkBack neither hints nor adjusts.
      Given the platform is Android
      When I swipe right
      Then I hear exactly "Volume"
      And I do not hear "Slider"
      And there is no hint
      When I swipe up
      Then the slider's value is 50
