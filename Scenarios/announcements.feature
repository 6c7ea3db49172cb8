@announcements
Feature: An app's announcement, and the user who moves on before it is spoken
  A Save button announces "Saved" (Scenarios/screens/draft.yml), each platform its own way
  (announcedAs): a high-priority announcement on iOS, a low one on macOS, a Toast on Android, a
  UIA notification with MostRecent processing on Windows, GTK's default on Linux. The user
  acts without waiting for speech: next item, activate, next item at once. Whether "Saved" is
  heard depends on each reader's queue: Apple's high priority and TalkBack's toast cannot be
  cut by new speech (Apple's announcement priorities; TalkBack's
  QUEUE_MODE_UNINTERRUPTIBLE_BY_NEW_SPEECH), NVDA cancels speech for a MostRecent
  notification (UIA.event_UIA_notification), and the others queue it behind speech the next
  move cuts off, so it is never heard. A long announceForAccessibility on Android is queued
  plainly (TalkBack's 30-character threshold), and dropped the same way.

  Scenario: VoiceOver on iOS speaks a high-priority announcement whole; the next item waits
    Given the screen "screens/draft.yml"
    And the platform is iOS
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Save. Button.
      Saved
      Cancel. Button.
      """

  Scenario: TalkBack speaks a Toast whole, even as the user moves on
    Given the screen "screens/draft.yml"
    And the platform is Android
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Save, Button
      Saved
      Cancel, Button
      Double-tap to activate
      """

  @misconfigured
  Scenario: TalkBack drops a long announcement the user moves past: nobody hears it
    Given the screen "screens/draft-long-announcement.yml"
    And the platform is Android
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I wait 0.5 seconds
    And I move to the next item
    Then the transcript is:
      """
      Save, Button
      Cancel, Button
      Double-tap to activate
      """

  Scenario: NVDA cancels its speech for a MostRecent notification
    Given the screen "screens/draft.yml"
    And the platform is Windows with NVDA
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Save button
      Saved
      Cancel button
      """

  @misconfigured
  Scenario: VoiceOver on macOS queues a low-priority announcement, and the next item drops it
    Given the screen "screens/draft.yml"
    And the platform is macOS
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Save, button
      Cancel, button
      """

  @misconfigured
  Scenario: Orca queues the announcement; moving on at once drops it
    Given the screen "screens/draft.yml"
    And the platform is Linux
    And the user acts without waiting for speech
    When I move to the next item
    And I activate it
    And I move to the next item
    Then the transcript is:
      """
      Save button
      Cancel button
      """

  Scenario Outline: Waiting for speech, <platform>'s reader says "Saved"
    Given the screen "screens/draft.yml"
    And the platform is <platform>
    When I move to the next item
    And I activate it
    Then I hear exactly "Saved"

    Examples:
      | platform |
      | iOS      |
      | macOS    |
      | Android  |
      | Windows  |
      | Linux    |
