@radio-group
Feature: A radio group on every platform, with every reader
  The ninth control through the seam: a group of options of which one is chosen. TalkBack says
  a RadioButton's state first ("not selected", its default state description since Android 11),
  the role, its place ("1 of 3") and, entering, "In list, 3 items", as MagentaA11y's caption
  hears it. iOS has no radio button: VoiceOver reads a button with the selected trait,
  "Selected: Express. Button.", the others with the app's value "Unselected", and no place in a
  set. NVDA says the group's name and "radio
  button checked 2 of 3"; Orca "Express selected radio button" after the group's label. On the
  desktop the arrow keys move and choose at once. Narrator's and VoiceOver on macOS's words are
  low confidence.

  Rule: An option is read with whether it is chosen and its place in the group

    Background:
      Given the component "components/delivery-speed.yml"

    Scenario: TalkBack: MagentaA11y's caption order, then "selected" on a double-tap
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        not selected, Standard, Radio button, 1 of 3, In list, 3 items
        Double-tap to toggle
        """
      When I double-tap
      Then the chosen option is "Standard"
      And I hear exactly "selected"

    Scenario: VoiceOver on iOS: "Selected: Express. Button.", the app's "Unselected", no place
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Standard: Unselected. Button."
      When I swipe right
      Then I hear exactly "Selected: Express. Button."
      When I swipe right
      And I double-tap
      Then the chosen option is "Overnight"
      And I hear exactly "Selected"

    Scenario: NVDA: Tab enters at the chosen option; Down moves and chooses
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Delivery grouping Express radio button checked 2 of 3"
      When I press "Down"
      Then the chosen option is "Overnight"
      And I hear exactly "Overnight radio button checked 3 of 3"

    Scenario: TalkBack with a keyboard: arrows move without choosing, Enter chooses
      Given the platform is Android
      When I press "Tab"
      And I press "Down" 2 times
      Then the chosen option is "Express"
      When I press "Enter"
      Then the chosen option is "Overnight"
      And I hear exactly "selected"

    Scenario: Orca: the group's label, then "selected radio button"
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Delivery panel Express selected radio button"
      When I press "Up"
      Then the chosen option is "Standard"
      And I hear exactly "Standard selected radio button"

  Rule: A disabled group is dimmed where readers reach it

    Scenario Outline: A disabled option on <platform>
      Given the component "components/delivery-speed.yml"
      And the radio group is disabled
      And the platform is <platform>
      When I <reach>
      Then I hear "<heard>"

      Examples:
        | platform             | reach                          | heard                                                                   |
        | iOS                  | swipe right                    | Standard: Unselected. Dimmed. Button.                                   |
        | Android              | swipe right                    | not selected, Standard, Radio button, 1 of 3, disabled, In list, 3 items |
        | Windows with NVDA    | press "Insert+Shift+Right"     | Delivery grouping Standard radio button unavailable not checked 1 of 3  |

  Rule: Misconfigured radio groups are heard as what they expose

    @misconfigured
    Scenario Outline: Options that are not one group have no place and arrows do not move on <platform>
      Given the component "components/radio-not-grouped.yml"
      And the platform is <platform>
      When I press "Tab"
      Then I hear exactly "<heard>"
      When I press "Down"
      Then the chosen option is "Express"

      Examples:
        | platform          | heard                             |
        | Windows with NVDA | Standard radio button not checked |
        | Linux             | Standard not selected radio button |

    @misconfigured
    Scenario: An iOS option chosen only in how it is drawn sounds like the others
      Given the component "components/radio-drawn-selection.yml"
      And the platform is iOS
      When I swipe right
      Then I hear exactly "Standard. Button."
      When I swipe right
      Then I hear exactly "Express. Button."

    @misconfigured
    Scenario: Unlabelled options: TalkBack hears only the state, the role and the place
      Given the component "components/delivery-speed.yml"
      And the setting "labelsOptions" is "false"
      And the platform is Android
      When I swipe right
      Then the transcript is:
        """
        not selected, Radio button, 1 of 3, In list, 3 items
        Double-tap to toggle
        """
