@dialog
Feature: A dialog that takes focus and gives it back, on every platform and with every reader
  The sign-in screen (screens/sign-in.yml): its Sign in button presents an alert
  (`presents: error`). Focus moves into the alert where the platform puts it — VoiceOver on
  iOS to the title, said after "Alert" (MagentaA11y's alert dialog page and its VoiceOver
  caption); TalkBack says the window's title and focuses the first node that is not the title
  (its ScreenFeedbackManager and FocusActorForScreenStateChange, its recorded caption); NVDA
  says the dialog's name, role and text before the focused button (Dialog.getDialogText); Orca
  "alert", the name and the static text (_generate_alert); Narrator and VoiceOver on macOS low.
  Readers and Tab stay inside it; a button, Escape, VoiceOver's two-finger scrub or Android's
  back dismiss it, and focus goes back to Sign in.

  Rule: The alert takes focus, keeps it and gives it back

    Background:
      Given the screen "screens/sign-in.yml"

    Scenario: VoiceOver on iOS: "Alert. Error", swipes stay inside, the scrub returns to Sign in
      Given the platform is iOS
      When I swipe right
      And I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Alert. Error"
      When I swipe left
      Then I hear nothing
      When I swipe right
      And I swipe right
      And I swipe right
      Then I hear exactly "OK. Button."
      When I swipe right
      Then I hear nothing
      When I do "two-finger scrub"
      Then I hear exactly "Sign in. Button."

    Scenario: TalkBack: the window title and the message, back returns to Sign in
      Given the platform is Android
      When I swipe right
      And I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Error, The username or password is incorrect. Please try again."
      When I do "back"
      Then I hear "Sign in, Button"

    Scenario: NVDA: the dialog's name, role and text, then its default button; Escape returns
      Given the platform is Windows with NVDA
      When I press "Tab"
      And I press "Enter"
      Then I hear exactly "Error dialog The username or password is incorrect. Please try again. OK button"
      When I press "Tab"
      And I press "Tab"
      Then I hear exactly "OK button"
      When I press "Escape"
      Then I hear exactly "Sign in button"

    Scenario: Narrator: the same, its words low confidence
      Given the platform is Windows with Narrator
      When I press "Tab"
      And I press "Enter"
      Then I hear exactly "Error, dialog, The username or password is incorrect. Please try again., OK, button"
      When I press "Escape"
      Then I hear exactly "Sign in, button"

    Scenario: Orca: "alert", the name and the text, then the default response
      Given the platform is Linux
      When I press "Tab"
      And I press "Enter"
      Then I hear exactly "alert Error The username or password is incorrect. Please try again. OK button"
      When I press "Escape"
      Then I hear exactly "Sign in button"

    Scenario: VoiceOver on macOS: the alert's words on its default button (low)
      Given the platform is macOS
      When I do "next item"
      And I do "next item"
      And I do "next item"
      And I do "activate"
      Then I hear exactly "alert, Error, The username or password is incorrect. Please try again., OK, button"
      When I press "Escape"
      Then I hear exactly "Sign in, button"

  Rule: A dialog opened from inside a dialog traps focus on top and gives it back one at a time
    The contacts screen (screens/contacts.yml): Delete contacts opens a sheet; the sheet's
    Delete all keeps it open (`confirmDismisses: false`) and opens an alert over it
    (`presents: confirm-delete` on the sheet). Each reader's arrival words are its alert row;
    dismissing the alert returns to Delete all inside the sheet, dismissing the sheet to Delete
    contacts. Not on Windows: WinUI lets one ContentDialog be open at a time.

    Background:
      Given the screen "screens/contacts.yml"

    Scenario: VoiceOver on iOS: the alert over the sheet, the scrub goes back one at a time
      Given the platform is iOS
      When I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Double tap to dismiss pop-up window. Button."
      When I swipe right
      Then I hear exactly "Delete contacts. Heading."
      When I swipe right 3 times
      And I double-tap
      Then I hear exactly "Alert. Delete all contacts?"
      When I swipe left
      Then I hear nothing
      When I do "two-finger scrub"
      Then I hear exactly "Delete all. Button."
      When I swipe right
      Then I hear nothing
      When I do "two-finger scrub"
      Then I hear exactly "Delete contacts. Button."

    Scenario: TalkBack: the alert's window title over the sheet, back goes back one at a time
      Given the platform is Android
      When I swipe right
      And I swipe right
      And I double-tap
      And I swipe right 2 times
      And I double-tap
      Then I hear exactly "Delete all contacts?, This cannot be undone."
      When I do "back"
      Then I hear "Delete all, Button"
      When I do "back"
      Then I hear "Delete contacts, Button"

    Scenario: TalkBack says nothing before the sheet's first element by default
      TalkBack's code speaks a new window's title; MagentaA11y's recorded modal says nothing
      first. The reader setting sheetArrival picks a side; silent (the recording) is the default.
      Given the platform is Android
      When I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Remove every contact from this device."

    Scenario: TalkBack with sheetArrival windowTitle: the sheet's title as it appears
      Given the platform is Android
      And the reader setting "sheetArrival" is "windowTitle"
      When I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Delete contacts, Remove every contact from this device."

    Scenario: Orca: Tab stays in the alert; back in the sheet Orca names the sheet again
      Given the platform is Linux
      When I press "Tab"
      And I press "Enter"
      And I press "Tab"
      And I press "Enter"
      Then I hear exactly "alert Delete all contacts? This cannot be undone. Delete button"
      When I press "Tab"
      And I press "Tab"
      Then I hear exactly "Delete button"
      When I press "Escape"
      Then I hear exactly "Delete contacts dialog Delete all button"
      When I press "Escape"
      Then I hear exactly "Delete contacts button"

    Scenario: VoiceOver on macOS: the alert's words on its default button (low), Escape twice
      Given the platform is macOS
      When I do "next item"
      And I do "next item"
      And I do "activate"
      And I do "activate"
      Then I hear exactly "alert, Delete all contacts?, This cannot be undone., Delete, button"
      When I press "Escape"
      Then I hear exactly "Delete all, button"
      When I press "Escape"
      Then I hear exactly "Delete contacts, button"

  Rule: A dialog alone shows from the start
    Its window was in front before the reader's first move, so no move says it again: readers
    say a dialog's window when it becomes the active one (it is presented, or the dialog over
    it goes), not when their cursor moves into it (TalkBack's WindowEventInterpreter, NVDA's
    foreground and focus ancestors, Orca's window activation).

    Scenario: A sheet on iOS: UIKit's dismiss element first, then its heading; the scrub dismisses it
      UIKit's dimming view over the page behind a sheet is a button VoiceOver reaches first
      (MagentaA11y's sheet page and its recorded VoiceOver modal).
      Given the component "components/learn-more-sheet.yml"
      And the platform is iOS
      When I swipe right
      Then I hear exactly "Double tap to dismiss pop-up window. Button."
      When I swipe right
      Then I hear exactly "Adding device contacts. Heading."
      When I swipe right 2 times
      And I do "two-finger scrub"
      Then the dialog is dismissed

    Scenario: A sheet on iOS: double-tapping UIKit's dismiss element dismisses it
      Given the component "components/learn-more-sheet.yml"
      And the platform is iOS
      When I swipe right
      And I double-tap
      Then the dialog is dismissed

    Scenario: The alert alone with TalkBack: its title once on the first swipe
      Given the component "components/sign-in-error.yml"
      And the platform is Android
      When I swipe right
      Then I hear exactly "Error"
      When I swipe right
      Then I hear exactly "The username or password is incorrect. Please try again."

    Scenario: The alert alone with Orca: Tab moves among its buttons, Escape dismisses it
      Given the component "components/sign-in-error.yml"
      And the platform is Linux
      When I press "Tab"
      Then I hear exactly "Cancel button"
      When I press "Escape"
      Then the dialog is dismissed

  @misconfigured
  Rule: The ways teams get a dialog wrong are heard

    Scenario: An alert that does not trap focus: VoiceOver swipes back onto the page behind it
      Given the screen "screens/sign-in-no-trap.yml"
      And the platform is iOS
      When I swipe right
      And I swipe right
      And I swipe right
      And I double-tap
      And I swipe left
      Then I hear exactly "Sign in. Button."

    Scenario: An alert that leaves focus on the page: nothing is heard when it opens
      Given the screen "screens/sign-in-focus-left.yml"
      And the platform is Android
      When I swipe right
      And I swipe right
      And I swipe right
      And I double-tap
      Then I hear nothing

    Scenario: An alert without a title: NVDA says only "dialog" and its text
      Given the screen "screens/sign-in-no-title.yml"
      And the platform is Windows with NVDA
      When I press "Tab"
      And I press "Enter"
      Then I hear exactly "dialog The username or password is incorrect. Please try again. OK button"

    Scenario: An alert without a title: TalkBack names its window by the app's label
      TalkBack says a window's title and, for a window without one, the application's label
      (WindowEventInterpreter.getWindowTitleForFeedback): the screen's `app: Mail`.
      Given the screen "screens/sign-in-no-title.yml"
      And the platform is Android
      When I swipe right
      And I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Mail, The username or password is incorrect. Please try again."

    Scenario: An alert that does not give focus back: after back, TalkBack starts over at the top
      Given the screen "screens/sign-in-focus-lost.yml"
      And the platform is Android
      When I swipe right
      And I swipe right
      And I swipe right
      And I double-tap
      And I do "back"
      Then I hear nothing
      When I swipe right
      Then I hear exactly "Sign in, Heading"
