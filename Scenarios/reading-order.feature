@screen
Feature: Reading order per platform: frames, traversal hints and tab indexes
  Where a platform orders a screen by more than its tree (Documentation/Screens.md, "Order per
  platform"): VoiceOver on iOS sorts each container's elements by frame, top to bottom then left
  to right, as AccessibilitySnapshot's hierarchy parser models its flick order; TalkBack keeps
  the tree's order and moves an element with Android's traversalBefore/traversalAfter as its
  OrderedTraversalController does; the desktop readers keep the tree's order (low confidence);
  Tab on Windows follows WinUI's TabIndex.

  @misconfigured
  Scenario: A Pay button drawn above the terms: VoiceOver on iOS reads Pay before the terms
    Given the screen "screens/order-frames.yml"
    And the platform is iOS
    Then the reading order is:
      """
      Checkout. Heading.
      Pay. Button.
      Accept terms. Button.
      """

  Scenario: The same screen on Android: TalkBack keeps the file's order, frames do not move it
    Given the screen "screens/order-frames.yml"
    And the platform is Android
    Then the reading order is:
      """
      Checkout, Heading
      not checked, Accept terms, Check box
      Pay, Button
      """

  Scenario: traversalAfter moves the Pay button after the terms for TalkBack
    Given the screen "screens/order-traversal.yml"
    And the platform is Android
    Then the reading order is:
      """
      Checkout, Heading
      not checked, Accept terms, Check box
      Pay, Button
      """

  Scenario: VoiceOver on iOS has no traversal hints: it reads Pay first, as the tree has it
    Given the screen "screens/order-traversal.yml"
    And the platform is iOS
    Then the reading order is:
      """
      Checkout. Heading.
      Pay. Button.
      Accept terms. Button.
      """
