import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every single-valued setting a component file may give for a set of tabs
  /// (`control: tabs`); its `tabs:` list is ``tabsList``. The app's accessibility label and
  /// hint are under `accessibility:`, as for every control: the label names the tab list.
  package static let tabs: [ComponentOption] = [
    tabsOption(
      "label", .text, "The tab list's visible name; leave it out for one with none.",
      "accessibilityLabel on the control, contentDescription on the TabLayout, "
        + "AutomationProperties.Name, a GtkLabel"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    tabsOption(
      "selected", .text,
      "The selected tab: its name, or its place from 1; leave it out for the first.",
      "selectedSegmentIndex, selectedItem, selectTab, selectedTabIndex, SelectedIndex, "
        + "gtk_notebook_set_current_page"
    ) {
      $0.selected = $1.optionalText
    } current: {
      $0.selected.map(quoted)
    },
    tabsOption(
      "enabled", .boolean,
      "Whether the tabs take input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    tabsOption(
      "selectionFollowsFocus", .boolean,
      "Whether an arrow key selects the tab it moves to (automatic activation); leave it out "
        + "for the variant's own behaviour.",
      "NavigationView.SelectionFollowsFocus, ListView.SingleSelectionFollowsFocus"
    ) {
      $0.selectionFollowsFocus = $1.boolean
    } current: {
      $0.selectionFollowsFocus.map { "\($0)" }
    },
    // MISCONFIGURATION when false: a tab bar the team drew from plain buttons.
    tabsOption(
      "exposesTabs", .boolean,
      "Whether the tabs are exposed as tabs (true); false: plain buttons, with no tab role, no "
        + "selected state, no place in a set and no tab list.",
      "UITabBar, TabLayout, TabItem, GTK_ACCESSIBLE_ROLE_TAB, Button instead"
    ) {
      $0.exposesTabs = $1.boolean
    } current: {
      "\($0.exposesTabs)"
    },
    // MISCONFIGURATION when false: icon-only tabs with no accessibility label.
    tabsOption(
      "labelsTabs", .boolean,
      "Whether each tab exposes its name (true); false: icon-only tabs with no name.",
      "setTitle, UITabBarItem title, android:text, Header, gtk_notebook_set_tab_label_text"
    ) {
      $0.labelsTabs = $1.boolean
    } current: {
      "\($0.labelsTabs)"
    },
    // MISCONFIGURATION when false: the selected tab is only drawn as selected.
    tabsOption(
      "exposesSelection", .boolean,
      "Whether the selected tab is exposed as selected (true); false: it is only drawn so, and "
        + "no reader hears which is selected.",
      "UIAccessibilityTraits.selected, isSelected, SelectionItem.IsSelected, "
        + "GTK_ACCESSIBLE_STATE_SELECTED"
    ) {
      $0.exposesSelection = $1.boolean
    } current: {
      "\($0.exposesSelection)"
    },
  ]

  /// `tabs:`, the tabs' names in order (a YAML list of texts, or one text of names separated
  /// by commas, as `--set` gives them): the radio group's list reader.
  package static let tabsList = NodeSetting.nameList(
    key: "tabs", control: .tabs, configuration: TabsConfiguration.self,
    singular: "tab", plural: "tabs", example: "Home, Search, Library"
  ) { $0.tabs = $1 }

  private static let tabsOption = ComponentOptions(.tabs, TabsConfiguration.self)
}
