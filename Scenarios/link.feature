@link
Feature: A link on every platform, with every reader
  A link opens its destination: the simulation records the URL the app opened and marks the link
  visited, and stays on the screen (the browser or page it opens is not modelled). VoiceOver on
  iOS reads the link trait after the text, "Terms of service. Link." (AccessibilitySnapshot;
  MagentaA11y's captions), and a UITextView's whole paragraph before "Link.". TalkBack speaks no
  link word: a TextView holding a span says "Links available, use Tap with 3 fingers to view"
  after its click hint (its own source). NVDA says "link" (role.py), Orca "link" and "visited
  link" once it was followed (its link generator); Narrator's and VoiceOver on macOS's words are
  low confidence. Only GTK tells readers a link was visited.

  Rule: A link is read as a link, and following it opens its URL

    Background:
      Given the component "components/terms-link.yml"

    Scenario: VoiceOver on iOS: "Terms of service. Link.", a double-tap opens it
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Terms of service. Link."
      When I double-tap
      Then the link is activated
      And the link opened "https://example.com/terms"
      And the link is visited
      And I hear nothing

    Scenario: TalkBack: no link word, the click hint and the links hint
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        Terms of service
        Double-tap to activate, Links available, use Tap with 3 fingers to view
        """
      When I double-tap
      Then the link opened "https://example.com/terms"

    Scenario: NVDA on Windows: "Terms of service link", Enter follows it
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Terms of service link"
      When I press "Enter"
      Then the link is activated
      And the link opened "https://example.com/terms"

    Scenario: Narrator on Windows: "Terms of service, link" (low confidence)
      Given the platform is Windows with Narrator
      When I press "Tab"
      Then I hear exactly "Terms of service, link"

    Scenario: Orca on GTK 4: "link", then "visited link" once followed
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Terms of service link"
      When I press "Enter"
      Then the link is visited
      When I press "Shift+Tab"
      And I press "Tab"
      Then I hear exactly "Terms of service visited link"

    Scenario: VoiceOver on macOS: reached with VO+Right, not Tab (low confidence)
      Given the platform is macOS
      When I press "VO+Right"
      Then I hear exactly "Terms of service, link"
      When I press "VO+Space"
      Then the link opened "https://example.com/terms"

    Scenario: A dimmed link on iOS says "Dimmed." and does not open
      Given the platform is iOS
      And the link is disabled
      When I swipe right
      Then I hear exactly "Terms of service. Dimmed. Link."
      When I double-tap
      Then the link is not activated

  Rule: A link inside text is read with its paragraph where the platform makes them one

    Background:
      Given the component "components/terms-link-in-text.yml"

    Scenario: VoiceOver on iOS: the whole paragraph, then "Link."
      Given the platform is iOS
      When I swipe right
      Then I hear exactly "Read our Terms of service before you sign up. Link."
      When I double-tap
      Then the link opened "https://example.com/terms"

    Scenario: TalkBack: the whole paragraph and the links hint
      Given the platform is Android
      When I swipe right
      Then I hear "Read our Terms of service before you sign up."
      And I hear "Double-tap to activate, Links available, use Tap with 3 fingers to view"

    Scenario: NVDA on Windows: a Hyperlink in a TextBlock is reached and read alone
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Terms of service link"

  Rule: A link that is not exposed as one, or says nothing of where it goes, fails the gate

    @misconfigured
    Scenario Outline: A link exposed as a button is called a button on <platform>
      Given the component "components/link-as-button.yml"
      And the platform is <platform>
      When I <reach>
      Then I hear "<heard>"

      Examples:
        | platform | reach       | heard                      |
        | iOS      | swipe right | Terms of service. Button.  |
        | Android  | swipe right | Terms of service, Button   |
        | Windows  | press "Tab" | Terms of service button    |
        | Linux    | press "Tab" | Terms of service button    |

    @misconfigured
    Scenario: A span without LinkMovementMethod: TalkBack's double-tap does not open it
      Given the component "components/link-click-here.yml"
      And the platform is Android
      When I swipe right
      Then the transcript is:
        """
        Click here
        Links available, use Tap with 3 fingers to view
        """
      When I double-tap
      Then the link is not activated

    @misconfigured
    Scenario: "Click here" says nothing of where the link goes
      Given the component "components/link-click-here.yml"
      And the platform is iOS
      When I swipe right
      Then I hear exactly "Click here. Link."

  Rule: VoiceOver's rotor and TalkBack's reading control move from link to link
    The legal screen (screens/legal.yml): two links among text, a heading and a button. On
    Links, swipe down and up go to the next and previous link only (AccessibilitySnapshot's
    rotor names, "Links"; TalkBack's LINK granularity, a macro granularity across nodes).

    Background:
      Given the screen "screens/legal.yml"

    Scenario: VoiceOver on iOS: the rotor on Links skips the text between the links
      Given the platform is iOS
      When I do "rotor links"
      Then I hear exactly "Links"
      When I swipe down
      Then I hear exactly "Terms of service. Link."
      When I swipe down
      Then I hear exactly "Privacy policy. Link."
      When I swipe down
      Then I hear nothing
      When I swipe up
      Then I hear exactly "Terms of service. Link."

    Scenario: TalkBack: the Links reading control goes from link to link
      Given the platform is Android
      When I do "rotor links"
      Then I hear exactly "Links"
      When I swipe down
      Then I hear "Terms of service"
      When I swipe down
      Then I hear "Privacy policy"
      When I swipe up
      Then I hear "Terms of service"
