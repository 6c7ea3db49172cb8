@text-field
Feature: A text field on every platform, with every reader
  The eighth control through the seam: a one-line text field with a label, a placeholder and
  the text typed into it. VoiceOver on iOS reads "Text Field." and "Double tap to edit."
  (AccessibilitySnapshot's text-entry trait); TalkBack reads the text, else the label, then
  "Edit box" and its edit-text hint (its EditTextDescription); VoiceOver on macOS says "edit
  text", Narrator and NVDA "edit", Orca "text". Typing is echoed as each reader echoes it:
  TalkBack and VoiceOver the text that went in, characters and words; NVDA, Narrator and Orca
  the keys, characters only, by default.

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

    Scenario Outline: <platform>: Tab reaches the field, which edits, and typing is echoed
      Given the platform is <platform>
      When I press "Tab"
      Then I hear exactly "<heard>"
      And the text field is editing
      When I type "Ada"
      Then the text field holds "Ada"
      And I hear exactly "A"
      And I hear exactly "d"
      And I do not hear "Ada"

      Examples:
        | platform | heard                              |
        | macOS    | Ada Lovelace, Full name, edit text |
        | Windows  | Full name, edit                    |
        | Linux    | Full name text                     |

  Rule: Typing, deleting and moving the caret are read back as each reader does

    Background:
      Given the component "components/name-field.yml"

    Scenario: TalkBack echoes each character, and a word with the space that ends it
      Given the platform is Android
      When I swipe right
      And I double-tap
      And I type "Hi yo"
      Then the transcript is:
        """
        Full name, Edit box
        Double-tap to edit text
        H
        i
        Hi Space
        y
        o
        """

    Scenario: VoiceOver on iOS says a capital with "Cap" and a word when it ends
      Given the platform is iOS
      When I swipe right
      And I double-tap
      And I type "Hi yo"
      Then the transcript is:
        """
        Full name: Ada Lovelace. Text Field.
        Double tap to edit.
        Cap H
        i
        space
        Hi
        y
        o
        """

    Scenario: NVDA speaks typed characters, not words, and spells what Backspace deletes
      Given the platform is Windows with NVDA
      When I press "Tab"
      And I type "Hi yo"
      And I press "Backspace"
      Then the transcript is:
        """
        Full name edit
        H
        i
        space
        y
        o
        o
        """
      And the text field holds "Hi y"

    Scenario: With typing echo off, Orca still reads the caret's moves by character
      Given the platform is Linux
      And the reader setting "typingEcho" is "none"
      When I press "Tab"
      And I type "ab"
      Then I hear nothing
      When I press "Left"
      Then I hear exactly "b"
      When I press "End"
      Then I hear exactly "blank"

    Scenario: TalkBack says what Delete removed, "deleted" after it
      Given the platform is Android
      When I swipe right
      And I double-tap
      And I type "ab"
      And I press "Home"
      And I press "Delete"
      Then I hear exactly "a deleted"
      And the text field holds "b"

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

    Scenario: An error exposed on a GtkEntry (invalid state, error message): Orca says it
      Given the component "components/name-field.yml"
      And the setting "error" is "Enter your full name"
      And the platform is Linux
      When I press "Tab"
      Then the transcript is:
        """
        Full name text
        invalid entry: Enter your full name
        """

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

  Rule: A field being edited says so when focus arrives in it

    Background:
      Given the component "components/name-field.yml"

    Scenario: VoiceOver on iOS: Tab into the field, which edits: "Is editing", no edit hint
      Given the platform is iOS
      When I press "Tab"
      Then the transcript is:
        """
        Full name: Ada Lovelace. Text Field. Is editing.
        """
      And the text field is editing

    Scenario: TalkBack: Tab into the field, which edits: "Editing" in the state's place
      Given the platform is Android
      When I press "Tab"
      Then the transcript is:
        """
        Editing, Full name, Edit box
        Double-tap to edit text
        """

    Scenario: A swipe to a field that is not editing says no editing word
      Given the platform is Android
      When I swipe right
      Then I do not hear "Editing"

  Rule: A secure (password) field never has its text read

    Background:
      Given the component "components/password-field.yml"

    Scenario Outline: <platform>: the password field's role words
      Given the platform is <platform>
      When I <reach>
      Then I hear "<heard>"

      Examples:
        | platform          | reach       | heard                         |
        | iOS               | swipe right | Password. Secure Text Field.  |
        | Android           | swipe right | password, Edit box            |
        | Windows with NVDA | press "Tab" | Password edit protected       |
        | Linux             | press "Tab" | Password password text        |

    Scenario: TalkBack says "Bullet" for each character typed, never the character
      Given the platform is Android
      When I swipe right
      And I double-tap
      And I type "ab"
      And I press "Backspace"
      Then the transcript is:
        """
        password, Edit box
        Double-tap to edit text
        Bullet
        Bullet
        Bullet deleted
        """
      And the text field holds "a"

    Scenario: NVDA says "star" for each character typed into a PasswordBox
      Given the platform is Windows with NVDA
      When I press "Tab"
      And I type "ab"
      Then the transcript is:
        """
        Password edit protected
        star
        star
        """

    Scenario: Orca echoes nothing typed into password text
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Password password text"
      When I type "ab"
      Then I hear nothing
      And the text field holds "ab"

  Rule: A search field is read as one

    Background:
      Given the component "components/search-field.yml"

    Scenario: VoiceOver on iOS: "Search Field." in place of "Text Field."
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Search: Search for files. Search Field.
        Double tap to edit.
        """

    Scenario: TalkBack: SearchView's field is an "Edit box"
      Given the platform is Android
      When I swipe right
      Then I hear "Search, Edit box"

    Scenario Outline: <platform>: Tab into a desktop search field, which edits
      Given the platform is <platform>
      When I press "Tab"
      Then I hear exactly "<heard>"
      And the text field is editing

      Examples:
        | platform          | heard                                       |
        | macOS             | Search for files, Search, search text field |
        | Windows           | Search, edit                                |
        | Windows with NVDA | Search edit                                 |

    Scenario: TalkBack: SearchView's close button, "Clear query", empties the query and focuses it
      Given the platform is Android
      And the setting "text" is "cat"
      When I swipe right
      And I swipe right
      And I double-tap
      Then the text field holds ""
      And the transcript is:
        """
        cat, Search, Edit box
        Double-tap to edit text
        Clear query, Button
        Double-tap to activate
        Editing, Search, Edit box
        Double-tap to edit text
        """

    Scenario: Orca: a GtkSearchEntry is an "entry" that "opens popup"
      Given the platform is Linux
      When I press "Tab"
      Then the transcript is:
        """
        Search entry
        opens popup
        """
      When I type "cat"
      Then the text field holds "cat"

  Rule: Compose's Material 3 TextField is read as an EditText

    Background:
      Given the component "components/compose-email-field.yml"
      And the platform is Android

    Scenario: TalkBack: a Compose TextField's own error message (semantics error) after the field
      When I swipe right
      Then I hear exactly "ada@, Email, Edit box, Error: Enter a complete email address"

    @misconfigured
    Scenario: isError with the message only in supportingText: TalkBack hears "Invalid input"
      Given the setting "exposesError" is "false"
      When I swipe right
      Then I hear exactly "ada@, Email, Edit box, Error: Invalid input"

  Rule: A clear button is reached after the field while the platform shows it, and empties it

    Background:
      Given the component "components/clear-button-field.yml"

    Scenario: TalkBack: TextInputLayout's clear-text icon while editing; activating it empties the field
      Given the platform is Android
      When I swipe right
      And I double-tap
      And I swipe right
      And I double-tap
      Then the text field holds ""
      When I swipe left
      Then the transcript is:
        """
        Ada Lovelace, Full name, Edit box
        Double-tap to edit text
        Clear text, Button
        Double-tap to activate
        Editing, Full name, Edit box
        Double-tap to edit text
        """

    Scenario: VoiceOver on iOS: UITextField's clear button while editing; activating it empties the field
      Given the platform is iOS
      When I swipe right
      And I double-tap
      And I swipe right
      And I double-tap
      Then the text field holds ""
      When I swipe right
      Then the transcript is:
        """
        Full name: Ada Lovelace. Text Field.
        Double tap to edit.
        Clear text. Button.
        Full name. Text Field. Is editing.
        """

  Rule: A WinUI TextBox is invalid only where the app's own automation peer says so

    Background:
      Given the component "components/winui-invalid-email.yml"
      And the platform is Windows with NVDA

    Scenario: NVDA says "invalid entry" after the value when the peer reports the entry invalid
      When I press "Tab"
      Then I hear exactly "Email edit invalid entry ada@"

    @misconfigured
    Scenario: The stock TextBox: its error is drawn only, so NVDA never hears it
      Given the setting "peerReportsInvalid" is "false"
      When I press "Tab"
      Then I hear exactly "Email edit ada@"

  Rule: A field the app marks required is said to be required where the platform exposes it

    Background:
      Given the component "components/required-email.yml"

    Scenario: NVDA says "required" among the states, after the value
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Email edit required ada@"

    Scenario: Orca says "required" after the text, before any error
      Given the platform is Linux with Orca
      When I press "Tab"
      Then the transcript is:
        """
        Email text
        ada@ required
        """

  Rule: A field that holds lines: Return types a new line, Up and Down read the line

    Background:
      Given the component "components/notes-field.yml"

    Scenario: VoiceOver on iOS: a UITextView is a "Text Field." with the text-area hint
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Notes. Text Field.
        Double tap to edit., Use the rotor to access Misspelled Words
        """

    Scenario: TalkBack: a multi-line EditText is an "Edit box" as any; Return is "New line"
      Given the platform is Android
      When I swipe right
      Then I hear "Notes, Edit box"
      When I double-tap
      And I type "Milk"
      And I press "Enter"
      Then I hear exactly "Milk New line"

    Scenario: NVDA reads the line Up moves to, "blank" for an empty one
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Notes edit"
      When I type "Milk"
      And I press "Enter"
      And I press "Enter"
      And I type "Eggs"
      And I press "Up"
      Then I hear exactly "blank"
      When I press "Up"
      Then I hear exactly "Milk"

    Scenario: Orca: a GtkTextView is "text", no multi-line word; Down reads the line
      Given the platform is Linux with Orca
      When I press "Tab"
      Then I hear exactly "Notes text"
      When I type "Milk"
      And I press "Enter"
      And I type "Eggs"
      And I press "Up"
      Then I hear exactly "Milk"
      When I press "Down"
      Then I hear exactly "Eggs"

    Scenario: VoiceOver on macOS: an NSTextView's "text entry area" (low)
      Given the platform is macOS
      When I press "Tab"
      Then I hear exactly "Notes, text entry area"

    @misconfigured
    Scenario Outline: An unlabelled text view on <platform>: no placeholder to fall back on, no name
      Given the component "components/notes-unlabelled.yml"
      And the platform is <platform>
      When I <reach>
      Then I hear exactly "<heard>"

      Examples:
        | platform | reach       | heard        |
        | iOS      | swipe right | Text Field.  |
        | Linux    | press "Tab" | text         |
