@screen
Feature: A settings row merged with its switch
  A merged group holding one control (Documentation/Screens.md, "Merging";
  `screens/settings-row.yml`): a SwiftUI row with `.accessibilityElement(children: .combine)`,
  a UIKit cell that is one accessibility element, a Compose `toggleable` Row holding a Switch.
  On iOS, Android and macOS the row is one element with the switch's role, state and hint,
  named by the switch's name and the row's text; activating it toggles the switch (SwiftUI's
  combine merges the children's properties; TalkBack's compositor speaks a node's unfocusable
  children's text with its own role and state; macOS low). Windows and Linux do not merge.

  Scenario Outline: On <platform> the row is one element, and activating it toggles the switch
    Given the screen "screens/settings-row.yml"
    And the platform is <platform>
    When I move to the next item
    Then I hear exactly "<row>"
    When I activate it
    Then I hear exactly "<toggled>"

    Examples:
      | platform | row                                           | toggled |
      | iOS      | Wi-Fi, Connected to Home. Switch Button. Off. | On      |
      | Android  | OFF, Wi-Fi, Connected to Home, Switch         | ON      |
      | macOS    | off, Wi-Fi, Connected to Home, switch         | on      |

  Scenario: Narrator on Windows reads the switch and its text as separate elements
    Given the screen "screens/settings-row.yml"
    And the platform is Windows
    Then the reading order is:
      """
      Wi-Fi, toggle switch, off
      Connected to Home
      Save, button
      """
