@toast
Feature: Toasts and snackbars: spoken without moving focus, gone when their time is up
  A button shows a toast (Scenarios/components/toast.yml): a custom view announced with
  UIAccessibility.post(.announcement) on iOS and announcementRequested on macOS, Android's Toast
  (TYPE_NOTIFICATION_STATE_CHANGED), a UIA notification event on Windows and
  gtk_accessible_announce on Linux; a WinUI InfoBar raises its own notification and stays until
  it is closed. The reader says the message where it is. A Material
  Snackbar is a polite live region with an action a swipe reaches while it is shown; with
  LENGTH_SHORT it is gone after 1.5 s, before a TalkBack user can use it. A toast drawn but
  never announced is silence, and one queued behind speech the user cuts off is never heard.
  Time is the simulated clock's: a user who listens lets the reader finish before acting.

  Scenario Outline: <platform>'s reader says the toast and stays on the button
    Given the component "components/toast.yml"
    And the platform is <platform>
    When I move to the next item
    And I activate it
    Then I hear exactly "Copied to clipboard"
    And focus is on "Copy link"
    And the toast is shown

    Examples:
      | platform |
      | iOS      |
      | macOS    |
      | Android  |
      | Windows  |
      | Linux    |

  Scenario: Android's Toast is gone after LENGTH_SHORT, 2 seconds
    Given the component "components/toast.yml"
    And the platform is Android
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I wait 1.9 seconds
    Then the toast is shown
    When I wait 0.2 seconds
    Then the toast is gone

  Scenario: TalkBack reads a snackbar and reaches its Undo by swiping while it is shown
    Given the component "components/snackbar.yml"
    And the platform is Android
    When I move to the next item
    And I activate it
    And I move to the next item 2 times
    And I activate it
    Then the transcript is:
      """
      Delete, Button
      Double-tap to activate
      Message deleted
      Message deleted
      Undo, Button
      Double-tap to activate
      """
    And the toast is gone

  @misconfigured
  Scenario: A LENGTH_SHORT snackbar's Undo is gone before a TalkBack user can use it
    Given the component "components/snackbar-short.yml"
    And the platform is Android
    When I move to the next item
    And I activate it
    And I move to the next item 2 times
    And I activate it
    Then the transcript is:
      """
      Delete, Button
      Double-tap to activate
      Message deleted
      Message deleted
      Undo, Button
      Double-tap to activate
      """
    And the toast is gone

  @misconfigured
  Scenario Outline: A toast drawn but never announced: <platform>'s reader says nothing
    Given the component "components/toast-silent.yml"
    And the platform is <platform>
    When I move to the next item
    And I activate it
    Then I hear nothing
    And the toast is shown

    Examples:
      | platform |
      | iOS      |
      | macOS    |
      | Android  |
      | Windows  |
      | Linux    |

  @misconfigured
  Scenario: A toast nobody hears: Orca queues it, and Tab at once drops it
    Given the screen "screens/outbox.yml"
    And the platform is Linux
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Send button
      Cancel button
      """

  @misconfigured
  Scenario: A toast nobody hears: NVDA speaks a standard notification after its speech, which Tab cuts off
    Given the screen "screens/outbox.yml"
    And the platform is Windows with NVDA
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Send button
      Cancel button
      """

  Scenario: A WinUI InfoBar: NVDA says its severity icon, title and message, and it stays open
    Given the component "components/infobar.yml"
    And the platform is Windows with NVDA
    When I press "Tab"
    And I press "Enter"
    Then I hear exactly "Warning icon Storage almost full Free up space to keep syncing."
    And focus is on "Sync now"
    When I wait 60 seconds
    Then the toast is shown

  Scenario: TalkBack speaks a Toast whole, even as the user moves on
    Given the screen "screens/outbox.yml"
    And the platform is Android
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Send, Button
      Message sent
      Cancel, Button
      Double-tap to activate
      """

  Scenario: An AdwToast: Orca says nothing, because GTK 4 sends no showing event for the toast
    Given the component "components/adw-toast.yml"
    And the platform is Linux
    When I move to the next item
    And I activate it
    Then I hear nothing
    And the toast is shown
    And focus is on "Move to trash"

  Scenario: An AdwToast where the toolkit sends its showing event: Orca presents it as an alert
    Given the component "components/adw-toast.yml"
    And the platform is Linux
    And the setting "showingEvent" is "sent"
    When I move to the next item
    And I activate it
    Then I hear exactly "alert Conversation moved to trash"
    And focus is on "Move to trash"

  Scenario: An AdwToast left alone is gone after its 5-second timeout
    Given the component "components/adw-toast.yml"
    And the platform is Linux
    When I move to the next item
    And I activate it
    And I wait 4.9 seconds
    Then the toast is shown
    When I wait 0.2 seconds
    Then the toast is gone

  Scenario: Tab reaches an AdwToast's Undo and Dismiss, Orca naming the alert going in, and focus inside it holds its timer
    Given the component "components/adw-toast.yml"
    And the platform is Linux
    When I press "Tab"
    And I press "Space"
    And I press "Tab"
    Then I hear exactly "alert Conversation moved to trash Undo button"
    When I wait 10 seconds
    Then the toast is shown
    When I press "Tab"
    Then I hear exactly "Dismiss button"
    When I press "Enter"
    Then the toast is gone

  Scenario: Tab reaches a WinUI InfoBar's action and its Close button while it is open
    Given the component "components/infobar.yml"
    And the platform is Windows with NVDA
    When I press "Tab"
    And I press "Enter"
    And I press "Tab"
    Then I hear exactly "Manage storage button"
    When I press "Tab"
    Then I hear exactly "Close button"
    When I press "Enter"
    Then I hear exactly "InfoBar dismissed"
    And the toast is gone

  @misconfigured
  Scenario: A WinUI InfoBar open as the window loads: NVDA never hears it open
    Given the component "components/infobar-at-load.yml"
    And the platform is Windows with NVDA
    When I press "Tab"
    Then the transcript is:
      """
      Close button
      """
    And the toast is shown
