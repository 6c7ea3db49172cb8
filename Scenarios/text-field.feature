@text-field
Feature: A text field on every platform, with every reader
  The eighth control through the seam: a one-line text field with a label, a placeholder and
  the text typed into it. VoiceOver on iOS reads "Text Field." and "Double tap to edit."
  (AccessibilitySnapshot's text-entry trait); TalkBack reads the text, else the label, then
  "Edit box" and its edit-text hint (its EditTextDescription); VoiceOver on macOS says "edit
  text", Narrator and NVDA "edit", Orca "text". Typing is read only through each pack's
  value-change rule: character echo is not modelled yet.

  Rule: A text field is read with its label and role, and typing changes its text

    Background:
      Given the component "components/name-field.yml"

    Scenario: VoiceOver on iOS: the label, the placeholder, "Text Field.", the edit hint
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Full name: Ada Lovelace. Text Field.
        Double tap to edit.
        """
      When I type "Ada"
      Then the text field holds "Ada"
      And the text field is editing

    Scenario: TalkBack: the label, "Edit box", its hint
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        Full name, Edit box
        Double-tap to edit text
        """

    Scenario Outline: <platform>: Tab reaches the field, which edits, and typing is read back
      Given the platform is <platform>
      When I press "Tab"
      Then I hear exactly "<heard>"
      And the text field is editing
      When I type "Ada"
      Then the text field holds "Ada"
      And I hear exactly "Ada"

      Examples:
        | platform | heard                              |
        | macOS    | Ada Lovelace, Full name, edit text |
        | Windows  | Full name, edit                    |
        | Linux    | Full name text                     |

  Rule: Misconfigured text fields

    @misconfigured
    Scenario Outline: A field labelled only by its placeholder on <platform>
      Given the component "components/text-field-placeholder-only.yml"
      And the platform is <platform>
      When I <reach>
      Then I hear "<heard>"

      Examples:
        | platform | reach       | heard              |
        | iOS      | swipe right | Email. Text Field. |
        | Android  | swipe right | Email, Edit box    |
        | Windows  | press "Tab" | Email, edit        |
        | Linux    | press "Tab" | text               |

    Scenario: An error set on the EditText (setError): TalkBack says it after the field
      Given the component "components/text-field-silent-error.yml"
      And the setting "exposesError" is "true"
      And the platform is Android
      When I swipe right
      Then I hear exactly "ada@, Email, Edit box, Error: Enter a complete email address"

    @misconfigured
    Scenario: An error drawn under an EditText but never set on it: TalkBack never says it
      Given the component "components/text-field-silent-error.yml"
      And the platform is Android
      When I swipe right
      Then the transcript is:
        """
        ada@, Email, Edit box
        Double-tap to edit text
        """
