@seed-vs-evidence
Feature: Where the seeds and the evidence disagree, both are options
  Each outline runs the evidence (the simulator's default) and the seed's claim (a documented
  option) side by side, so the difference is heard. Documentation/Evidence.md lists the
  specification's documents, where they came from and where they disagree with the readers.

  @ios
  Scenario Outline: iOS UIStepper: two buttons (evidence) or one adjustable element (seeds 000/001/002) — <source>
    # AccessibilitySnapshot: AccessibilitySnapshot testStepper* shows "Decrement. Button." / "Increment.
    # Button."; seed 000: "[Label], [value], adjustable", swipe up/down.
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is iOS
    And the variant is uikit
    And the setting "accessibility.presentation" is "<presentation>"
    And the setting "accessibility.labelHidden" is "true"
    And hints are off
    When I swipe to "<element>"
    Then I hear exactly "<speech>"
    When I <adjust>
    Then the value is 3

    Examples:
      | source   | presentation | element   | speech                   | adjust                               |
      | evidence | buttons      | Increment | Increment. Button.       | double-tap                           |
      | seed 000 | adjustable   | Quantity  | Quantity: 2. Adjustable. | swipe up                             |

  @macos
  Scenario Outline: macOS VoiceOver order: <order>
    # Apple's documentation: forum 825940 gives "[value], [name], stepper" (low);
    # seed 000: "[Label], [value], stepper".
    Given the component "components/quantity-macos.yml"
    And the platform is macOS
    And hints are off
    And the reader setting "order" is "<order>"
    When I press "Tab"
    Then I hear exactly "<speech>"

    Examples:
      | source          | order      | speech               |
      | evidence        | valueFirst | 2, Quantity, stepper |
      | seed 000        | labelFirst | Quantity, 2, stepper |

  @linux
  Scenario Outline: Orca spin button order: <order>
    # Orca's source and tests: Orca's test_gui_spinbutton.py: ["Quantity spin button", "75"];
    # seed 000: "[Label], [value], spin button".
    Given the component "components/gtk-spinbutton.yml"
    And the platform is Linux
    And the value starts at 75
    And the setting "maximum" is "100"
    And the reader setting "order" is "<order>"
    When I press "Tab"
    Then the transcript is:
      """
      <speech>
      """

    Examples:
      | source   | order           | speech                    |
      | evidence | roleBeforeValue | Quantity spin button\n75  |
      | seed 000 | valueBeforeRole | Quantity, 75, spin button |

  @windows
  Scenario Outline: NumberBox spin-button click: <liveRegion> live region
    # WinUI's NumberBox source: NumberBox sets no LiveSetting and a spin-button click is silent in Narrator
    # (microsoft-ui-xaml #1882); seed 000: "Live region: Polite (value changes announced)".
    Given the component "components/numberbox.yml"
    And the platform is Windows
    And the value text is a <liveRegion> live region
    When I press "Tab"
    And I press "Narrator+Right"
    Then I hear exactly "Increase, button"
    When I press "Narrator+Enter"
    Then the value is 3
    And I <heard>

    Examples:
      | source   | liveRegion | heard         |
      | evidence | no         | hear nothing  |
      | seed 000 | polite     | hear "3"      |

  @ios
  Scenario Outline: iOS at the minimum: <source>
    # AccessibilitySnapshot: no evidence of a "Minimum value" announcement; the observed cue is the
    # dimmed segment (iOS 17/18). Seed 000: "At limit: 'Minimum value' / 'Maximum value'
    # announcement" — an app announcement (UIAccessibility.post(.announcement)).
    Given the component "components/quantity-swiftui.yml"
    And the platform is iOS
    And hints are off
    And the value starts at 1
    And the setting "accessibility.announce.atMinimum" is "<atMinimum>"
    And the setting "accessibility.announce.atMaximum" is "<atMaximum>"
    When I swipe right
    And I swipe down
    Then the value is 0
    And the transcript is:
      """
      Quantity: 1. Adjustable.
      0
      <announcement>
      """

    Examples:
      | source   | atMinimum     | atMaximum     | announcement  |
      | evidence |               |               |               |
      | seed 000 | Minimum value | Maximum value | Minimum value |

  @ios
  Scenario Outline: UIStepper segment at the maximum with the seed's announcement: <source>
    Given the component "components/quantity-ios.yml"
    And the platform is iOS
    And the value starts at 9
    And the setting "accessibility.announce.atMaximum" is "<atMaximum>"
    When I swipe to "Increase quantity"
    And I double-tap
    Then the value is 10
    And I <heard>
    When I swipe left
    And I swipe right
    Then I hear exactly "Increase quantity. Dimmed. Button."

    Examples:
      | source   | atMaximum     | heard                              |
      | evidence |               | hear nothing                       |
      | seed 000 | Maximum value | hear exactly "Maximum value"       |

  @fiori @android
  Scenario Outline: Fiori typed value out of range: <typedOutOfRange>
    # seed 003: "an error message appears" (value kept); SAP's SwiftUI cell
    # (cloud-sdk-ios-fiori StepperField) clamps to the range silently.
    Given the component "components/fiori-attendees.yml"
    And the platform is Android
    And hints are off
    And the setting "typedOutOfRange" is "<typedOutOfRange>"
    When I touch "1"
    And I double-tap
    And I type "50"
    And I press "Enter"
    Then the value is <value>
    And I hear exactly "<speech>"

    Examples:
      | source          | typedOutOfRange | value | speech                                    |
      | seed 003        | showError       | 1     | Enter a number with a maximum value of 10 |
      | SAP SwiftUI SDK | clamp           | 10    | 10                                        |

  @android
  Scenario Outline: Android button: TalkBack's role word (evidence) or the seed's wording — speak roles <speakRoles>
    # TalkBack's source: TalkBack speaks "Button" (pref_speak_roles_default true) and the hint
    # "Double-tap to activate" as its own utterance; seed 004: "Label with value, Increase,
    # Double tap to activate" (no role word) — TalkBack's speak-roles setting off.
    Given the component "components/magentaa11y-android.yml"
    And the platform is Android
    And the reader setting "speakRoles" is "<speakRoles>"
    When I swipe to "Quantity 2, Increase"
    Then the transcript contains:
      """
      <speech>
      Double tap to activate
      """

    Examples:
      | source   | speakRoles | speech                       |
      | evidence | on         | Quantity 2, Increase, Button |
      | seed 004 | off        | Quantity 2, Increase         |

  @ios
  Scenario Outline: iOS segment name: UIStepper's default (evidence) or MagentaA11y's (seed 004) — <source>
    # AccessibilitySnapshot: stock "Increment. Button."; seed 004: "Label with current value, Increment,
    # Button" — only when the app names the segment.
    Given the component "<component>"
    And the platform is iOS
    When I swipe to "<element>"
    Then I hear exactly "<speech>"

    Examples:
      | source   | component                      | element               | speech                         |
      | evidence | components/quantity.yml        | Increment             | Increment. Button.             |
      | seed 004 | components/magentaa11y-ios.yml | Quantity 2, Increment | Quantity 2, Increment. Button. |

  @fiori @ios
  Scenario Outline: Fiori labels on iOS: <fioriLabels>
    # seed 003: "Increase value by one"; SAP's SwiftUI SDK (cloud-sdk-ios-fiori
    # StepperField): label "Stepper increase", value "Increase the value by %d".
    Given the component "components/fiori-attendees.yml"
    And the platform is iOS
    And the setting "accessibility.fioriLabels" is "<fioriLabels>"
    When I do "touch increment"
    Then I hear exactly "<speech>"

    Examples:
      | source          | fioriLabels | speech                                              |
      | seed 003        | guideline   | Increase value by one. Button.                      |
      | SAP SwiftUI SDK | swiftui-sdk | Stepper increase: Increase the value by 1. Button.  |

  @android
  Scenario Outline: Android's native picker: <variant>
    # seed 000: "Android: no native equivalent" (a custom Material control); TalkBack's source:
    # android.widget.NumberPicker exists (TalkBack Role.ROLE_NUMBER_PICKER).
    Given a stepper "Quantity" with value 2 from 0 to 10
    And the platform is Android
    And the variant is <variant>
    And hints are off
    When I swipe right
    And I swipe right
    And I swipe right
    Then I hear exactly "<speech>"

    Examples:
      | source   | variant      | speech      |
      | seed 000 | material     | 2           |
      | evidence | numberpicker | 2, Edit box |
