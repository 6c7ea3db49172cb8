import ComponentModel
import Controls
import Core

extension ControlKind {
  /// Tabs or a segmented control: a set of tabs (segments) of which exactly one is selected;
  /// selecting one shows its page.
  package static let tabs: ControlKind = "tabs"
}

/// Every setting of a set of tabs: the tab list's name, its tabs, which one is selected,
/// whether it is enabled, whether arrow keys select as they move, and the ways teams get it
/// wrong: a bar of plain buttons, tabs with no name (icons only), and a selection that is only
/// drawn. The app's accessibility label and hint are under `accessibility:` as for every
/// control; the label names the tab list.
package struct TabsConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The tab list's visible name, if it has one.
  package var label: String?
  /// The tabs' visible names, in order.
  package var tabs: [String]
  /// The selected tab, as the component gave it: its name, or its place from 1; `nil` for the
  /// first (a set of tabs always has one selected).
  package var selected: String?
  /// Whether it takes input (`false`: every tab dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// Whether moving focus with an arrow key also selects the tab (automatic activation);
  /// `nil` for the variant's own behaviour (NavigationView's `SelectionFollowsFocus`).
  package var selectionFollowsFocus: Bool?
  /// Whether the tabs are exposed as tabs (true). `false` is the MISCONFIGURED bar of plain
  /// buttons: no tab role, no selected state, no place in a set, no tab list.
  package var exposesTabs: Bool
  /// Whether each tab exposes its name (true); `false` is the MISCONFIGURED icon-only tab with
  /// no accessibility label.
  package var labelsTabs: Bool
  /// Whether the selected tab is exposed as selected (true); `false` is the MISCONFIGURED tab
  /// that is only drawn as selected.
  package var exposesSelection: Bool

  /// The tabs a set has when the component names none.
  package static let defaultTabs = ["Tab 1", "Tab 2", "Tab 3"]
  /// The most tabs a set may have (each is a part: `tab1` … `tab12`).
  package static let maximumTabs = 12

  /// Creates a configuration; the defaults are a stock, enabled set of three tabs with the
  /// first selected.
  package init(
    label: String? = nil, tabs: [String] = TabsConfiguration.defaultTabs,
    selected: String? = nil, isEnabled: Bool = true, selectionFollowsFocus: Bool? = nil,
    exposesTabs: Bool = true, labelsTabs: Bool = true, exposesSelection: Bool = true
  ) {
    self.label = label
    self.tabs = tabs
    self.selected = selected
    self.isEnabled = isEnabled
    self.selectionFollowsFocus = selectionFollowsFocus
    self.exposesTabs = exposesTabs
    self.labelsTabs = labelsTabs
    self.exposesSelection = exposesSelection
  }

  /// The selected tab's index in ``tabs``, from ``selected`` (the first when it is `nil`).
  ///
  /// - Throws: ``ConfigurationError`` when it names no tab.
  package func selectedIndex() throws(ConfigurationError) -> Int {
    guard let selected else { return 0 }
    return try NamedChoice.index(of: selected, in: tabs, field: "selected", itemsNoun: "tabs")
  }
}

extension PartID {
  /// The tab at `index` (from 0): `tab1` for the first.
  package static func tab(_ index: Int) -> PartID { PartID(rawValue: "tab\(index + 1)") }

  /// The tab's index (from 0) when the part is one (`tab2` is 1), else `nil`.
  package var tabIndex: Int? {
    guard rawValue.hasPrefix("tab"), let place = Int(rawValue.dropFirst(3)), place >= 1
    else { return nil }
    return place - 1
  }
}
