@button
Feature: A push button on every platform, with every reader
  The second control through the same seam as the stepper. Focus speech comes from each reader's
  own rules (VoiceOver's "Label. Button.", TalkBack's "Label, Button" with its click hint,
  Narrator's "Label, button", NVDA's "Label button", Orca's "Label button" since at-spi2-core
  2.53.1); activation says nothing unless the app announces something.

  Rule: A labelled button is read by name and role, and activating it says what the app announces

    Background:
      Given the component "components/save-button.yml"

    Scenario: VoiceOver on iOS: name, role, then the app's hint; double-tap activates
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Save. Button.
        Saves your draft
        """
      When I double-tap
      Then the button is activated
      And I hear exactly "Draft saved"

    Scenario: TalkBack: "Save, Button" and the click hint; Tab gives the keyboard hint
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        Save, Button
        Double-tap to activate
        """
      When I double-tap
      Then the button is activated
      And I hear exactly "Draft saved"

    Scenario: Narrator and Space on Windows
      Given the platform is Windows with Narrator
      When I press "Tab"
      Then I hear exactly "Save, button"
      When I press "Space"
      Then the button is activated
      And I hear exactly "Draft saved"

    Scenario: NVDA and Enter on Windows
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Save button"
      When I press "Enter"
      Then the button is activated

    Scenario: Orca on Linux
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Save button"
      When I press "Space"
      Then the button is activated

    Scenario: VoiceOver on macOS reaches it with VO-Right; Tab does not (Full Keyboard Access is off)
      Given the platform is macOS
      When I press "VO+Right"
      Then I hear exactly "Save, button"
      When I press "Tab"
      Then I hear nothing
      And keyboard focus is on the outside

    Scenario: A disabled button is dimmed, and a double-tap does nothing
      Given the platform is iOS
      And the setting "enabled" is "false"
      When I swipe right
      Then I hear "Save. Dimmed. Button."
      When I double-tap
      Then the button is not activated

  Rule: An icon button nobody named is announced by its role alone, or as "Unlabelled"

    Background:
      Given the component "components/icon-button-unlabelled.yml"

    Scenario: TalkBack calls an unnamed ImageButton "Unlabelled"
      Given the platform is Android
      When I swipe right
      Then I hear "Unlabelled, Button"

    Scenario: VoiceOver says only the role
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Button."

    Scenario: Orca says only the role
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "button"

    Scenario: GTK names an icon button by its tooltip
      Given the platform is Linux
      And the setting "tooltip" is "Delete"
      When I press "Tab"
      Then I hear exactly "Delete button"
