@checkbox
Feature: A checkbox, checked, not checked or mixed, on every platform with every reader
  The fourth control through the seam. iOS has no checkbox: a button with the selected trait
  reads "Selected: <label>. Button." when checked and no state at all when not
  (AccessibilitySnapshot). TalkBack says "checked"/"not checked" before the name and "Double-tap
  to toggle" after; Compose's tri-state box is "Partially checked". NVDA says "half checked",
  Orca "partially checked"; Narrator's and VoiceOver on macOS's words are low confidence.

  Rule: A labelled checkbox is read with its state, and toggling it says the new state

    Background:
      Given the component "components/accept-terms.yml"

    Scenario: VoiceOver on iOS: a selected-trait button says no state until it is checked
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Accept terms. Button.
        Required to continue
        """
      When I toggle it
      Then it is checked
      And I hear exactly "Selected"
      When I do "touch control"
      Then I hear "Selected: Accept terms. Button."

    Scenario: TalkBack: the state first, then "Double-tap to toggle"
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        not checked, Accept terms, Check box
        Double-tap to toggle
        """
      When I toggle it
      Then the checkbox is checked
      And I hear exactly "checked"

    Scenario: NVDA on Windows: "check box not checked", then "checked"
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Accept terms check box not checked"
      When I toggle it
      Then I hear exactly "checked"
      When I press "Enter"
      Then the checkbox is checked

    Scenario: Narrator on Windows: name, control type, state (low confidence)
      Given the platform is Windows with Narrator
      When I press "Tab"
      Then I hear "Accept terms, check box, not checked"
      When I toggle it
      Then I hear exactly "checked"

    Scenario: Orca on GTK 4: "check box not checked", then "checked"
      Given the platform is Linux
      When I press "Tab"
      Then I hear "Accept terms check box not checked"
      When I toggle it
      Then it is checked
      And I hear exactly "checked"

    Scenario: Orca on GTK 3: the same check box
      Given the platform is Linux
      And the GTK version is 3
      When I press "Tab"
      Then I hear "Accept terms check box not checked"

    Scenario: VoiceOver on macOS reaches the checkbox; Tab does not without Full Keyboard Access
      Given the platform is macOS
      When I press "Tab"
      Then I hear nothing
      When I press "VO+Right"
      Then I hear "Accept terms, unchecked, checkbox"
      When I press "VO+Space"
      Then I hear exactly "checked"

  Rule: A mixed checkbox says so, and a click moves it the way its platform does

    Background:
      Given the component "components/select-all.yml"

    Scenario: TalkBack, Compose TriStateCheckbox: "Partially checked", then checked
      Given the platform is Android
      When I swipe right
      Then I hear "Partially checked, Select all, Check box"
      When I toggle it
      Then it is checked
      And I hear exactly "checked"

    Scenario: NVDA, WinUI CheckBox with IsThreeState: indeterminate → unchecked → checked → indeterminate
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Select all check box half checked"
      When I press "Space"
      Then I hear exactly "not checked"
      When I press "Space"
      Then I hear exactly "checked"
      When I press "Space"
      Then the checkbox is mixed
      And I hear exactly "half checked"

    Scenario: VoiceOver on macOS, NSButton with allowsMixedState: mixed → on → off → mixed
      Given the platform is macOS
      When I press "VO+Right"
      Then I hear "Select all, mixed, checkbox"
      When I press "VO+Space"
      Then I hear exactly "checked"
      When I press "VO+Space"
      Then I hear exactly "unchecked"
      When I press "VO+Space"
      Then it is mixed

    Scenario: Orca, GtkCheckButton inconsistent: "partially checked"
      Given the platform is Linux
      When I press "Tab"
      Then I hear "Select all check box partially checked"
      When I toggle it
      Then I hear exactly "checked"

    Scenario: VoiceOver on iOS, MagentaA11y's value recipe: the value says the state
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Select all: Mixed. Button."
      When I toggle it
      Then I hear exactly "Checked"

  Rule: A disabled checkbox says so and does not change

    Background:
      Given the component "components/accept-terms.yml"
      And the checkbox is disabled

    Scenario: TalkBack: "disabled" last and no hint
      Given the platform is Android
      When I swipe right
      Then I hear exactly "not checked, Accept terms, Check box, disabled"
      And there is no hint
      When I toggle it
      Then the checkbox is not checked

    Scenario: VoiceOver on iOS: "Dimmed."
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Accept terms. Dimmed. Button."
      When I toggle it
      Then it is unchecked

  Rule: An unlabelled checkbox is heard without a name, and on iOS without a state

    Background:
      Given the component "components/unlabelled-checkbox.yml"

    Scenario Outline: <reader> hears no name
      Given the platform is <platform>
      When I <move>
      Then I hear exactly "<heard>"
      And I do not hear "Unlabelled"

      Examples:
        | platform | reader    | move        | heard                  |
        | iOS      | VoiceOver | swipe right | Button.                |
        | Android  | TalkBack  | swipe right | not checked, Check box |
        | Windows  | Narrator  | press "Tab" | check box, not checked |
        | Linux    | Orca      | press "Tab" | check box not checked  |
