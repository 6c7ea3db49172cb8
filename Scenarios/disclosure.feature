@disclosure
Feature: A disclosure (expandable) on every platform, with every reader
  The seventh control through the seam: a button that shows and hides the content below it,
  saying whether it is expanded or collapsed. VoiceOver on iOS reads a DisclosureGroup's or a
  UIButton's expanded status after the traits, "Button. Collapsed.", with "Double tap to
  expand." (AccessibilitySnapshot's reading of it; a UIButton has it from iOS 18). TalkBack
  reads the state from the node's expand or collapse action, first in its default order, and
  says the new state after a click (its own source). NVDA says "button collapsed" and the new
  state (its source); Orca "collapsed button" (its push-button generator); Narrator's and
  VoiceOver on macOS's words ("disclosure triangle") are low confidence.

  Rule: A disclosure is read with its state, and expanding it says the new state

    Background:
      Given the component "components/shipping-details.yml"

    Scenario: VoiceOver on iOS: "Button. Collapsed.", the expand hint, then "Expanded"
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Shipping details. Button. Collapsed.
        Double tap to expand.
        """
      When I toggle it
      Then it is expanded
      And I hear exactly "Expanded"
      When I toggle it
      Then it is collapsed
      And I hear exactly "Collapsed"

    Scenario: TalkBack: the state first, "Double-tap to activate", the new state on a click
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        collapsed, Shipping details, Button
        Double-tap to activate
        """
      When I toggle it
      Then it is expanded
      And I hear exactly "expanded"

    Scenario: TalkBack with a keyboard: Tab, the keyboard hint, Enter expands it
      Given the platform is Android
      When I press "Tab"
      Then I hear "collapsed, Shipping details, Button"
      And I hear "Press Alt + ENTER to activate"
      When I press "Enter"
      Then it is expanded
      And I hear exactly "expanded"

    Scenario: NVDA on Windows: "button collapsed", then "expanded"
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Shipping details button collapsed"
      When I toggle it
      Then I hear exactly "expanded"
      When I press "Enter"
      Then it is collapsed
      And I hear exactly "collapsed"

    Scenario: Narrator on Windows: name, control type, state (low confidence)
      Given the platform is Windows with Narrator
      When I press "Tab"
      Then I hear exactly "Shipping details, button, collapsed"
      When I toggle it
      Then I hear exactly "expanded"

    Scenario: Orca on GTK 4: "collapsed button", then "expanded"
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Shipping details collapsed button"
      When I toggle it
      Then it is expanded
      And I hear exactly "expanded"

    Scenario: VoiceOver on macOS: a disclosure triangle, reached with VO+Right (low confidence)
      Given the platform is macOS
      When I press "VO+Right"
      Then I hear exactly "Shipping details, collapsed, disclosure triangle"
      When I press "VO+Space"
      Then it is expanded
      And I hear exactly "expanded"

  Rule: Where the platform has no expanded state, or the app never updates it, the gate fails

    @misconfigured
    Scenario: A UIButton on iOS 17 has no accessibilityExpandedStatus: no state is heard
      Given the component "components/disclosure-stale-state.yml"
      And the platform is iOS
      And the iOS version is 17
      When I swipe right
      Then I hear exactly "Shipping details. Button."

    @misconfigured
    Scenario Outline: A disclosure drawn as a plain button never says expanded on <platform>
      Given the component "components/disclosure-as-button.yml"
      And the platform is <platform>
      When I <reach>
      Then I hear "<heard>"
      When I toggle it
      Then it is expanded
      And I hear nothing

      Examples:
        | platform | reach           | heard                     |
        | iOS      | swipe right     | Shipping details. Button. |
        | Android  | swipe right     | Shipping details, Button  |
        | Windows  | press "Tab"     | Shipping details, button  |
        | Linux    | press "Tab"     | Shipping details button   |

    @misconfigured
    Scenario: A state that never updates: TalkBack's click repeats the old "collapsed"
      Given the component "components/disclosure-stale-state.yml"
      And the platform is Android
      When I swipe right
      Then I hear "collapsed, Shipping details, Button"
      When I toggle it
      Then it is expanded
      And I hear exactly "collapsed"

    @misconfigured
    Scenario: A state that never updates: NVDA says nothing when it expands
      Given the component "components/disclosure-stale-state.yml"
      And the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Shipping details button collapsed"
      When I toggle it
      Then it is expanded
      And I hear nothing

  Rule: The content it reveals is read right after it, and skipped while it is collapsed
    The shipping screen (screens/shipping.yml): the Shipping details disclosure reveals the
    section below it (`reveals: details`). Collapsed, the section is not in the tree, so the
    next swipe or Tab goes past it; expanded, it is where the app put it, right after the
    disclosure, and focus stays on the disclosure (MagentaA11y's expandable page; its
    TalkBack recording swipes from "Expanded" into the revealed check box).

    Background:
      Given the screen "screens/shipping.yml"

    Scenario: TalkBack: collapsed, the next swipe skips the section; expanded, it reads it
      Given the platform is Android
      When I swipe right
      And I swipe right
      And I swipe right
      Then I hear "Continue, Button"
      When I swipe left
      And I double-tap
      Then I hear exactly "expanded"
      When I swipe right
      Then I hear exactly "Delivery in 3 to 5 working days."
      When I swipe right
      Then I hear "not checked, Leave at the door, Check box"
      When I swipe right
      Then I hear "Continue, Button"

    Scenario: VoiceOver on iOS: focus stays on the disclosure, the section comes next
      Given the platform is iOS
      When I swipe right
      And I swipe right
      And I double-tap
      Then I hear exactly "Expanded"
      When I swipe right
      Then I hear exactly "Delivery in 3 to 5 working days."
      When I swipe left
      Then I hear "Shipping details. Button. Expanded."

    Scenario: NVDA: Tab skips the hidden check box, and reaches it once expanded
      Given the platform is Windows with NVDA
      When I press "Tab"
      And I press "Tab"
      Then I hear exactly "Continue button"
      When I press "Shift+Tab"
      And I press "Space"
      Then I hear exactly "expanded"
      When I press "Tab"
      Then I hear exactly "Leave at the door check box not checked"

    Scenario: Orca: collapsing hides the section again
      Given the platform is Linux
      When I press "Tab"
      And I press "Space"
      And I press "Tab"
      Then I hear "Leave at the door check box not checked"
      When I press "Shift+Tab"
      And I press "Space"
      Then I hear exactly "collapsed"
      When I press "Tab"
      Then I hear "Continue button"
