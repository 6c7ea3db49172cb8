@tabs
Feature: Tabs and segmented controls on every platform, with every reader
  The thirteenth control through the seam: a set of tabs of which one is selected. TalkBack
  says a Material tab's state first ("selected"), its role description "Tab", its place ("1 of
  3") and, entering, "In list, 3 items", as MagentaA11y's caption hears it; the selected tab has
  no click action, so no hint. iOS has no tab role: VoiceOver reads a UISegmentedControl's
  segments as buttons in a series ("Selected: Home. Button. 1 of 3.") and a UITabBar's items as
  "Tab." NVDA says the tab control's name and "Home tab selected 1 of 3"; Orca "Home page tab"
  after the page tab list, with no selected state. A GtkNotebook and a WinUI TabView select as
  the arrow keys move; a top NavigationView waits for Space or Enter. A WinUI SelectorBar's items
  are list items, which NVDA reads with no role and no "selected". Narrator's and VoiceOver on
  macOS's words are low confidence.

  Rule: A tab is read with whether it is selected and its place in the tab list

    Background:
      Given the component "components/library-tabs.yml"

    Scenario: TalkBack: MagentaA11y's caption order, no hint on the selected tab, "selected" on a double-tap
      Given the platform is Android
      When I swipe right
      And I swipe right
      Then the transcript is:
        """
        selected, Home, Tab, 1 of 3, In list, 3 items
        Search, Tab, 2 of 3
        Double-tap to activate
        """
      When I double-tap
      Then the selected tab is "Search"
      And I hear exactly "selected"

    Scenario: VoiceOver on iOS: a segmented control's segments are buttons in a series
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Selected: Home. Button. 1 of 3."
      When I swipe right
      Then I hear exactly "Search. Button. 2 of 3."
      When I double-tap
      Then the selected tab is "Search"
      And I hear exactly "Selected"

    Scenario: NVDA: Tab enters at the selected tab; Right moves and selects (TabView)
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Sections tab control Home tab selected 1 of 3"
      When I press "Right"
      Then the selected tab is "Search"
      And I hear exactly "Search tab selected 2 of 3"

    Scenario: Orca: the page tab list, then "page tab"; Right switches the notebook's page
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Sections page tab list Home page tab"
      When I press "Right"
      Then the selected tab is "Search"
      And I hear exactly "Search page tab"

    Scenario: TalkBack with a keyboard: Right moves without selecting, Enter selects
      Given the platform is Android
      When I press "Tab"
      And I press "Right"
      Then the selected tab is "Home"
      When I press "Enter"
      Then the selected tab is "Search"
      And I hear exactly "selected"

  Rule: Each platform's other tabs

    Scenario: VoiceOver on iOS: a UITabBar's items are read "Tab."
      Given the component "components/tab-bar-ios.yml"
      And the platform is iOS
      When I swipe right
      Then I hear exactly "Selected: Home. Tab. 1 of 3."

    Scenario: NVDA: a top NavigationView waits for Space (SelectionFollowsFocus is Disabled)
      Given the component "components/navigation-top.yml"
      And the platform is Windows with NVDA
      When I press "Tab"
      And I press "Right"
      Then the selected tab is "Home"
      When I press "Space"
      Then the selected tab is "Search"
      And I hear exactly "selected"

    Scenario: NVDA: a SelectorBar's items are list items: no role, no "selected" on focus; Right selects
      Given the component "components/selector-bar.yml"
      And the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "list Recent 1 of 3"
      When I press "Right"
      Then the selected tab is "Shared"
      And I hear exactly "Shared 2 of 3"

  Rule: Disabled tabs are dimmed where readers reach them

    Scenario Outline: A disabled tab on <platform>
      Given the component "components/library-tabs.yml"
      And the tab list is disabled
      And the platform is <platform>
      When I <reach>
      Then I hear "<heard>"

      Examples:
        | platform | reach       | heard                                                  |
        | iOS      | swipe right | Selected: Home. Dimmed. Button. 1 of 3.                |
        | Android  | swipe right | selected, Home, Tab, 1 of 3, disabled, In list, 3 items |
        | Windows with NVDA | press "Insert+Shift+Right" | Sections tab control Home tab unavailable selected 1 of 3 |

  Rule: Misconfigured tabs are heard as what they expose

    @misconfigured
    Scenario Outline: A tab bar of plain buttons has no tab role, no selected state and no place on <platform>
      Given the component "components/tabs-plain-buttons.yml"
      And the platform is <platform>
      When I <reach>
      Then I hear exactly "<heard>"

      Examples:
        | platform          | reach       | heard        |
        | Windows with NVDA | press "Tab" | Home button  |

    @misconfigured
    Scenario: Icon-only tabs: TalkBack hears the state, the role and the place, never the page
      Given the component "components/tabs-icon-only.yml"
      And the platform is Android
      When I swipe right
      Then I hear exactly "selected, Tab, 1 of 3, In list, 3 items"

    @misconfigured
    Scenario: A selection only drawn: VoiceOver hears every segment alike
      Given the component "components/tabs-drawn-selection.yml"
      And the platform is iOS
      When I swipe right
      Then I hear exactly "Home. Button. 1 of 3."
