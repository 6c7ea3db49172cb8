@screen
Feature: Containers on a screen: what each reader says entering and leaving them
  Screens with containers (Documentation/Screens.md, "Containers"): a settings list, a tab bar,
  a misconfigured checkout. The words come from each reader's container rows: TalkBack's
  collection transition ("In list, 3 items" after the first item, "Out of list" after the
  first element past it) and container title ("In Terms"); VoiceOver on iOS after
  AccessibilitySnapshot ("List Start." and "List End." on the list's first and last element,
  "Tab. 1 of 3." in a tab bar); NVDA's and Orca's new focus ancestors before the element ("list",
  "Sections tab control", "Terms grouping", "Terms panel") and NVDA's "1 of 3"; Narrator and
  VoiceOver on macOS low confidence (Documentation/Evidence.md, "Containers"). The tab bar holds
  buttons: the real tab control is a later issue.

  Scenario: VoiceOver on iOS: List Start on the first element of the list, List End on its last
    Given the screen "screens/settings.yml"
    And the platform is iOS
    Then the reading order is:
      """
      Settings. Heading.
      Wi-Fi. Switch Button. Off. List Start.
      Bluetooth. Switch Button. Off.
      Quantity
      2
      Decrement. Button.
      Increment. Button. List End.
      Save. Button.
      """

  Scenario: TalkBack says "In list" and the item count entering the list, "Out of list" leaving it
    Given the screen "screens/settings.yml"
    And the platform is Android
    Then the reading order is:
      """
      Settings, Heading
      OFF, Wi-Fi, Switch, In list, 3 items
      OFF, Bluetooth, Switch
      Quantity
      Unlabelled, Button
      2
      Unlabelled, Button
      Save, Button, Out of list
      """

  Scenario: Narrator names the list and says each item's position (low confidence)
    Given the screen "screens/settings.yml"
    And the platform is Windows with Narrator
    Then the reading order is:
      """
      Settings, heading level 1
      list, Wi-Fi, toggle switch, off, 1 of 3
      Bluetooth, toggle switch, off, 2 of 3
      Quantity, 3 of 3
      Quantity Minimum0 Maximum10, edit 2, 3 of 3
      Increase, button, 3 of 3
      Decrease, button, 3 of 3
      Save, button
      """

  Scenario: NVDA speaks the list as a new focus ancestor and each item's position
    Given the screen "screens/settings.yml"
    And the platform is Windows with NVDA
    Then the reading order is:
      """
      list Wi-Fi toggle button not pressed 1 of 3
      Bluetooth toggle button not pressed 2 of 3
      Quantity Minimum0 Maximum10 edit 2 3 of 3
      Save button
      """

  Scenario: Orca speaks the list as a new ancestor; no position by default
    Given the screen "screens/settings.yml"
    And the platform is Linux
    Then the reading order is:
      """
      list Wi-Fi check box not checked
      Bluetooth check box not checked
      Quantity spin button | 2
      Save button
      """

  Scenario: Orca says the position with speak-position-in-set on
    Given the screen "screens/settings.yml"
    And the platform is Linux
    And the reader setting "positionInSet" is "on"
    Then the reading order is:
      """
      list Wi-Fi check box not checked 1 of 3
      Bluetooth check box not checked 2 of 3
      Quantity spin button | 2 3 of 3
      Save button
      """

  Scenario: VoiceOver on macOS says the list and its item count (low confidence)
    Given the screen "screens/settings.yml"
    And the platform is macOS
    Then the reading order is:
      """
      Settings, heading level 1
      off, Wi-Fi, switch, list, 3 items
      off, Bluetooth, switch
      Quantity
      2, Quantity, stepper
      Save, button
      """

  Scenario: VoiceOver on iOS says each button of a tab bar as "Tab." with its position
    Given the screen "screens/tab-bar.yml"
    And the platform is iOS
    Then the reading order is:
      """
      Library. Heading.
      Home. Tab. 1 of 3.
      Search. Tab. 2 of 3.
      Library. Tab. 3 of 3.
      """

  Scenario: TalkBack says nothing about a tab bar of plain buttons
    Given the screen "screens/tab-bar.yml"
    And the platform is Android
    Then the reading order is:
      """
      Library, Heading
      Home, Button
      Search, Button
      Library, Button
      """

  Scenario: Narrator says each tab bar button's position (low confidence)
    Given the screen "screens/tab-bar.yml"
    And the platform is Windows with Narrator
    Then the reading order is:
      """
      Library, heading level 1
      Home, button, 1 of 3
      Search, button, 2 of 3
      Library, button, 3 of 3
      """

  Scenario: NVDA names the tab control entering it, then each button's position
    Given the screen "screens/tab-bar.yml"
    And the platform is Windows with NVDA
    Then the reading order is:
      """
      Sections tab control Home button 1 of 3
      Search button 2 of 3
      Library button 3 of 3
      """

  Scenario: Orca names the page tab list entering it
    Given the screen "screens/tab-bar.yml"
    And the platform is Linux
    Then the reading order is:
      """
      Sections page tab list Home button
      Search button
      Library button
      """

  Scenario: VoiceOver on macOS reads the buttons alone (low confidence)
    Given the screen "screens/tab-bar.yml"
    And the platform is macOS
    Then the reading order is:
      """
      Library, heading level 1
      Home, button
      Search, button
      Library, button
      """

  @misconfigured
  Scenario: TalkBack reads the file name, passes the unlabelled group, and enters the Terms group
    Given the screen "screens/misconfigured.yml"
    And the platform is Android
    Then the reading order is:
      """
      Checkout, Heading
      image_0231.png, Image
      Quantity
      Unlabelled, Button
      2
      Unlabelled, Button
      not checked, Accept terms, Check box, In Terms
      Pay, Button
      Total 20 euros, Out of Terms
      """

  @misconfigured
  Scenario: VoiceOver on iOS reads the file name; Pay, at the top of the layout, comes after the terms
    Given the screen "screens/misconfigured.yml"
    And the platform is iOS
    Then the reading order is:
      """
      Checkout. Heading.
      image_0231.png. Image.
      Quantity
      2
      Decrement. Button.
      Increment. Button.
      Accept terms. Button.
      Pay. Button.
      Total 20 euros
      """

  @misconfigured
  Scenario: NVDA says nothing for the unlabelled group and names the Terms grouping
    Given the screen "screens/misconfigured.yml"
    And the platform is Windows with NVDA
    Then the reading order is:
      """
      Quantity Minimum0 Maximum10 edit 2
      Terms grouping Accept terms check box not checked
      Pay button
      """
