@screen
Feature: A checkout screen, read in order by every reader
  A screen file (Documentation/Screens.md) puts components in context: a heading, a line of
  text, the seeds' Quantity stepper, the "Accept terms" checkbox, a Save button and a
  decorative image. Each reader's next item walks it as the reader does: VoiceOver and TalkBack
  swipe over every element, Narrator's and VoiceOver's next-item keys too, NVDA and Orca Tab
  through what takes keyboard focus only. The decorative image is skipped by all. The heading's
  words come from each reader's pack (TalkBack's heading_template, AccessibilitySnapshot's
  header trait, Orca's ROLE_HEADING_LEVEL_SPEECH "heading 1"; Narrator's and VoiceOver on
  macOS's are low confidence); each component says what its own feature asserts. The heading
  intents and the first and last item run each reader's own command: VoiceOver's rotor set to
  Headings then a swipe down, Orca's H (off for an app's controls unless structural navigation
  is in GUI mode, where it wraps and says so), VoiceOver on macOS's VO+Cmd+Home and End.
  NVDA's object navigation (reader setting navigation=object) reads every element; Orca's flat
  review (keypad 7, 8, 9; reader setting navigation=flatReview) reads it line by line, each
  element's zone as flat_review.py makes it, and leaves focus alone.

  Background:
    Given the screen "screens/checkout.yml"

  Scenario: VoiceOver on iOS swipes through every element; the heading has no level on iOS
    Given the platform is iOS
    Then the reading order is:
      """
      Checkout. Heading.
      Review your order before you pay.
      Quantity
      2
      Decrement. Button.
      Increment. Button.
      Accept terms. Button.
      Save. Button.
      """

  Scenario: TalkBack swipes through every element: "Heading" after the text, no level
    Given the platform is Android
    Then the reading order is:
      """
      Checkout, Heading
      Review your order before you pay.
      Quantity
      Unlabelled, Button
      2
      Unlabelled, Button
      not checked, Accept terms, Check box
      Save, Button
      """

  Scenario: Narrator's next-item key reads every element, the heading with its UIA level
    Given the platform is Windows with Narrator
    Then the reading order is:
      """
      Checkout, heading level 1
      Review your order before you pay.
      Quantity
      Quantity Minimum0 Maximum10, edit 2
      Increase, button
      Decrease, button
      Accept terms, check box, not checked
      Save, button
      """

  Scenario: NVDA's next item is Tab: only what takes keyboard focus, across the components
    Given the platform is Windows with NVDA
    Then the reading order is:
      """
      Quantity Minimum0 Maximum10 edit 2
      Accept terms check box not checked
      Save button
      """

  Scenario: With object navigation NVDA's next item reads every element, text and heading too
    Given the platform is Windows with NVDA
    And the reader setting "navigation" is "object"
    Then the reading order is:
      """
      Checkout heading level 1
      Review your order before you pay.
      Quantity
      Quantity Minimum0 Maximum10 edit 2
      Increase button
      Decrease button
      Accept terms check box not checked
      Save button
      """

  Scenario: Orca's next item is Tab: only what takes keyboard focus, across the components
    Given the platform is Linux
    Then the reading order is:
      """
      Quantity spin button | 2
      Accept terms check box not checked
      Save button
      """

  Scenario: Orca's flat review reads the form line by line with keypad 9
    Given the platform is Linux
    And the reader setting "navigation" is "flatReview"
    Then the reading order is:
      """
      Checkout
      Review your order before you pay.
      Quantity
      2
      not checked Accept terms
      Save
      """

  Scenario: Orca's flat review starts on the focus's line, and focus stays where it was
    Given the platform is Linux
    When I press "Tab"
    And I press "Tab"
    And I press "KP8"
    Then I hear exactly "not checked Accept terms"
    When I press "KP7"
    Then I hear exactly "2"
    When I press "Insert+KP9"
    Then I hear exactly "Save"
    When I press "KP9"
    Then I hear nothing
    And focus is on "Accept terms"

  Scenario: VoiceOver on macOS reads every element with VO+Right
    Given the platform is macOS
    Then the reading order is:
      """
      Checkout, heading level 1
      Review your order before you pay.
      Quantity
      2, Quantity, stepper
      Accept terms, unchecked, checkbox
      Save, button
      """

  Scenario: Actions go to the component the reader is on: TalkBack activates Save in the screen
    Given the platform is Android
    When I move to "Save"
    And I activate it
    Then I hear exactly "Draft saved"

  Scenario: Tab leaves the stepper for the checkbox, and Space toggles the checkbox, not the stepper
    Given the platform is Windows with NVDA
    When I press "Tab"
    And I press "Tab"
    Then I hear exactly "Accept terms check box not checked"
    When I press "Space"
    Then I hear exactly "checked"

  Scenario: VoiceOver on iOS turns the rotor to Headings and swipes down to the heading; past it, nothing
    Given the platform is iOS
    When I go to the next heading
    Then the transcript is:
      """
      Headings
      Checkout. Heading.
      """
    When I go to the next heading
    Then I hear nothing
    And focus is on "Checkout"

  Scenario: Orca's H goes to the app, as structural navigation is off for an app's own controls
    Given the platform is Linux
    When I go to the next heading
    Then I hear nothing

  Scenario: In Orca's GUI structural navigation, H wraps past the last heading and says so
    Given the platform is Linux
    And the reader setting "structuralNavigation" is "gui"
    When I go to the next heading
    Then I hear exactly "Checkout heading 1"
    When I go to the next heading
    Then the transcript is:
      """
      Checkout heading 1
      Wrapping to top.
      Checkout heading 1
      """

  Scenario: VoiceOver on macOS goes to the last and the first item with VO+Cmd+End and VO+Cmd+Home
    Given the platform is macOS
    When I move to the last item
    Then I hear "Save, button"
    When I move to the first item
    Then I hear exactly "Checkout, heading level 1"
