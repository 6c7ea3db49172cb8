@dropdown
Feature: A dropdown on every platform, with every reader
  A trigger that shows the chosen option and opens a list of the options. VoiceOver on iOS reads
  a UIButton whose menu changes its selection as MagentaA11y's recording hears it: "Search by:
  Record locator. Pop up button." and "Double tap to activate the picker.", "Selected" on the
  chosen item, and the trigger with its new value after a choice. TalkBack calls a Spinner a
  "Drop down list" with "Double-tap to change"; NVDA and Orca a "combo box"; NVDA gives each
  item its place. Opening moves focus into the list and keeps it there; choosing or Escape
  gives it back to the trigger. Narrator's and VoiceOver on macOS's words are low confidence.

  Background:
    Given the component "components/search-by.yml"

  Rule: Opening moves focus into the list; choosing gives it back with the new value

    Scenario: VoiceOver on iOS: MagentaA11y's caption, word for word where it applies
      Given the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        Search by: Record locator. Pop up button.
        Double tap to activate the picker.
        """
      When I double-tap
      Then the list is open
      And I hear exactly "Selected: Record locator. Button."
      When I swipe right
      And I double-tap
      Then the dropdown shows "Bag tag number"
      And the list is closed
      And I hear "Search by: Bag tag number. Pop up button."

    Scenario: VoiceOver on iOS: the two-finger scrub closes the menu unchanged
      Given the platform is iOS
      When I swipe right
      And I double-tap
      And I do "two-finger scrub"
      Then the list is closed
      And the dropdown shows "Record locator"
      And I hear "Search by: Record locator. Pop up button."

    Scenario: TalkBack, Spinner: "Drop down list", "checked" on the chosen row, back closes
      Given the platform is Android
      When I swipe right
      Then the transcript is:
        """
        Record locator, Search by, Drop down list
        Double-tap to change
        """
      When I double-tap
      Then I hear "checked, Record locator"
      When I do "back"
      Then the list is closed
      And I hear "Record locator, Search by, Drop down list"

    Scenario: NVDA, WinUI ComboBox: Down changes it while closed; the list gives places
      Given the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Search by combo box Record locator collapsed"
      When I press "Down"
      Then the dropdown shows "Bag tag number"
      And I hear exactly "Bag tag number"
      When I press "Space"
      Then I hear "expanded"
      And I hear "Bag tag number 2 of 3"
      When I press "Down"
      And I press "Enter"
      Then the dropdown shows "Ticket number"
      And I hear exactly "Search by combo box Ticket number collapsed"

    Scenario: Orca, GtkDropDown: Escape closes and focus returns to the trigger
      Given the platform is Linux
      When I press "Tab"
      Then I hear exactly "Search by combo box Record locator"
      When I press "Space"
      And I press "Down"
      And I press "Escape"
      Then the list is closed
      And the dropdown shows "Record locator"
      And I hear exactly "Search by combo box Record locator"

  Rule: A disabled dropdown is dimmed where readers reach it

    Scenario Outline: A disabled dropdown on <platform>
      Given the dropdown is disabled
      And the platform is <platform>
      When I swipe right
      Then I hear "<heard>"

      Examples:
        | platform | heard                                               |
        | iOS      | Search by: Record locator. Dimmed. Pop up button.   |
        | Android  | Record locator, Search by, Drop down list, disabled |

  Rule: Misconfigured dropdowns are heard as what they expose

    @misconfigured
    Scenario Outline: A plain button with only the value on <platform>
      Given the component "components/dropdown-as-button.yml"
      And the platform is <platform>
      When I <reach>
      Then I hear "<heard>"

      Examples:
        | platform          | reach         | heard                   |
        | iOS               | swipe right   | Record locator. Button. |
        | Android           | swipe right   | Record locator, Button  |
        | Windows with NVDA | press "Tab"   | button Record locator   |
        | Linux             | press "Tab"   | button Record locator   |

    @misconfigured
    Scenario: VoiceOver on iOS: the list opens but focus stays on the trigger
      Given the component "components/dropdown-as-button.yml"
      And the platform is iOS
      When I swipe right
      And I double-tap
      Then the list is open
      And I hear nothing

  Rule: A picker wheel turns in place: swipe up and down choose, nothing opens

    Scenario: VoiceOver on iOS, UIPickerView: "Picker item. Adjustable." and the hint; a swipe says the new row
      Given the component "components/month-wheel.yml"
      And the platform is iOS
      When I swipe right
      Then the transcript is:
        """
        November. Picker item. Adjustable.
        Swipe up or down with one finger to adjust the value.
        """
      When I swipe up
      Then the dropdown shows "December"
      And I hear exactly "December"
      When I swipe up
      Then the dropdown shows "December"
      And I hear nothing
      When I swipe down
      Then the dropdown shows "November"
      And I hear exactly "November"

    Scenario: VoiceOver on iOS, SwiftUI wheel Picker: the same wheel, named by the app's label
      Given the component "components/month-wheel.yml"
      And the platform is iOS
      And the variant is swiftui-wheel-picker
      And the setting "accessibility.label" is "Month"
      When I swipe right
      Then I hear "Month: November. Picker item. Adjustable."
      When I double-tap
      Then the list is closed
      And the dropdown shows "November"

    @misconfigured
    Scenario: VoiceOver on iOS: a custom wheel without the adjustable trait is read but never turns
      Given the component "components/custom-wheel.yml"
      And the platform is iOS
      When I swipe right
      Then I hear exactly "November"
      When I swipe up
      Then the dropdown shows "November"

  Rule: A menu button opens a menu of actions: running one closes it, and nothing is chosen

    Scenario: NVDA, WinUI DropDownButton: a collapsed button, each action's place, back to the button
      Given the component "components/actions-menu.yml"
      And the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Actions button collapsed"
      When I press "Enter"
      Then the list is open
      And I hear "expanded"
      And I hear "Copy 1 of 3"
      When I press "Down"
      Then I hear exactly "Paste 2 of 3"
      When I press "Enter"
      Then the list is closed
      And I hear exactly "Actions button collapsed"

    Scenario: Orca, GtkMenuButton: no state while closed, and Escape closes the menu
      Given the component "components/actions-menu.yml"
      And the platform is Linux
      When I press "Tab"
      Then I hear exactly "Actions button"
      When I press "Space"
      Then the list is open
      And I hear "Copy"
      When I press "Escape"
      Then the list is closed
      And I hear exactly "Actions button"

    @misconfigured
    Scenario: NVDA: a menu button whose popup is not exposed never says collapsed or expanded
      Given the component "components/actions-menu-no-popup.yml"
      And the platform is Windows with NVDA
      When I press "Tab"
      Then I hear exactly "Actions button"
      When I press "Enter"
      Then the list is open
      And I hear exactly "Copy 1 of 3"

  Rule: A combo box is an editable field with a list; Compose's exposed dropdown says no state

    Scenario: VoiceOver on macOS, NSComboBox: a combo box valued by its text; typing replaces it
      Given the component "components/size-combo-box.yml"
      And the platform is macOS
      When I press "Tab"
      Then I hear exactly "Medium, Size, combo box"
      When I type "Huge"
      Then the dropdown shows "Huge"
      When I press "Down"
      Then the dropdown shows "Small"
      And I hear exactly "Small"

    Scenario: VoiceOver on macOS, NSComboBox: Option-Down opens the list, Enter fills the field
      Given the component "components/size-combo-box.yml"
      And the platform is macOS
      When I press "Tab"
      And I press "Enter"
      Then the list is closed
      When I press "Option+Down"
      Then the list is open
      And I hear exactly "Medium"
      When I press "Down"
      And I press "Enter"
      Then the list is closed
      And the dropdown shows "Large"
      And I hear exactly "Large, Size, combo box"

    Scenario: TalkBack, Compose ExposedDropdownMenuBox: "Drop down list", no expanded state, rows without a check
      Given the component "components/size-combo-box.yml"
      And the platform is Android
      When I swipe right
      Then the transcript is:
        """
        Medium, Size, Drop down list
        Double-tap to change
        """
      When I double-tap
      Then the list is open
      And I hear exactly "Small"
      When I do "back"
      Then the list is closed
      And I hear "Medium, Size, Drop down list"
