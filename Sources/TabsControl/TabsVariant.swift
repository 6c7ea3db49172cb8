import Accessibility
import ComponentModel
import Controls
import Core

/// A native set of tabs or segmented control on one platform. Each variant's facts are in its
/// own file in `Variants/`; ``facts`` must name a value for every case, so a variant that
/// forgets a fact does not compile.
package enum TabsVariant: String, CaseIterable, Sendable, Codable, FactsVariant {
  /// iOS UIKit `UISegmentedControl`.
  case segmentedControl = "uisegmentedcontrol"
  /// iOS SwiftUI `Picker` with `.pickerStyle(.segmented)`.
  case swiftUISegmented = "swiftui-segmented-picker"
  /// iOS UIKit `UITabBar`.
  case tabBar = "uitabbar"
  /// macOS AppKit `NSTabView`.
  case tabView = "nstabview"
  /// macOS AppKit `NSSegmentedControl` (select one).
  case appKitSegmented = "nssegmentedcontrol"
  /// Android Material `TabLayout`.
  case tabLayout = "tablayout"
  /// Android Jetpack Compose `TabRow` of `Tab`s.
  case tabRow = "compose-tabrow"
  /// Android Material `MaterialButtonToggleGroup` with single selection.
  case buttonToggleGroup = "button-toggle-group"
  /// Windows WinUI 3 `TabView`.
  case winUITabView = "tabview"
  /// Windows WinUI 3 `NavigationView` with `PaneDisplayMode="Top"`.
  case navigationViewTop = "navigationview-top"
  /// Windows WinUI 3 `SelectorBar` (an `ItemsView` of `SelectorBarItem`s).
  case selectorBar = "selectorbar"
  /// Linux GTK `GtkNotebook`.
  case notebook = "gtk-notebook"
  /// Linux GTK 4 `GtkStackSwitcher`.
  case stackSwitcher = "gtk-stack-switcher"
  /// Linux libadwaita `AdwViewSwitcher`.
  case viewSwitcher = "adw-view-switcher"

  /// Everything about the variant.
  package var facts: TabsVariantFacts {
    switch self {
    case .segmentedControl: .uiSegmentedControl
    case .swiftUISegmented: .swiftUISegmentedPicker
    case .tabBar: .uiTabBar
    case .tabView: .nsTabView
    case .appKitSegmented: .nsSegmentedControl
    case .tabLayout: .materialTabLayout
    case .tabRow: .composeTabRow
    case .buttonToggleGroup: .materialButtonToggleGroup
    case .winUITabView: .winUITabView
    case .navigationViewTop: .winUINavigationViewTop
    case .selectorBar: .winUISelectorBar
    case .notebook: .gtkNotebook
    case .stackSwitcher: .gtkStackSwitcher
    case .viewSwitcher: .adwViewSwitcher
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .tabs, rawValue: rawValue) }
}

/// One tabs variant's facts: what it is, how its keys move and select, and how each tab is
/// exposed to assistive technology.
package struct TabsVariantFacts: NativeComponentFacts {
  /// The native component's name.
  package var nativeName: String
  /// The platform it exists on.
  package var platform: Platform
  /// One sentence about it.
  package var summary: String
  /// The touch target a touch variant draws; `nil` on desktop.
  package var touchTarget: TouchTarget?
  /// The role of each tab: a tab, a button (iOS, which has no tab role), or a radio button (a
  /// MaterialButtonToggleGroup's buttons, an NSSegmentedControl's segments).
  package var role: AccessibleRole
  /// The keys that select the focused tab.
  package var selectingKeys: [Key]
  /// Whether Left and Right move focus between the tabs.
  package var arrowsMove: Bool
  /// Whether moving with an arrow key also selects (automatic activation), unless the
  /// component says otherwise.
  package var selectionFollowsFocus: Bool
  /// Whether the tab list is one Tab stop, entered at the selected tab (a desktop tab list);
  /// otherwise Tab goes through each tab.
  package var isOneTabStop: Bool
  /// Whether Tab reaches the tabs on a stock device.
  package var takesKeyboardFocus: Bool
  /// Whether a reader reaches a disabled tab.
  package var navigableWhenDisabled: Bool
  /// The container the tabs are in, as readers find it; `nil` for none.
  package var container: ContainerRole?
  /// Whether the container carries the tab list's name.
  package var containerNamed: Bool
  /// Whether the selected tab keeps its click action (a TabLayout's selected tab drops it, so
  /// TalkBack gives it no "Double-tap to activate").
  package var selectedIsClickable: Bool
  /// Where the facts come from.
  package var source: Source
  /// Whether each tab carries its place in the set itself (true); false where its container
  /// does (a UIA List, whose place readers say once, with the list).
  package var placeOnItem = true
  /// The platform's own words for a tab's kind, where its toolkit overrides the role's (a WinUI
  /// SelectorBarItem's UIA LocalizedControlType, "SelectorBarItem"); `nil` for the role's.
  package var localizedControlType: String? = nil
}

extension TabsVariantFacts {
  /// The element for the tab at `index`: named by its visible name (unless the tabs are
  /// unlabelled), in the variant's role, selected or not, in the tab list's container with its
  /// place in the set; a bar of plain buttons has none of these.
  func element(
    index: Int, configuration: TabsConfiguration, selected: Int, settings: AccessibilitySettings
  ) -> AccessibleElement {
    let count = configuration.tabs.count
    let name = configuration.labelsTabs ? configuration.tabs[index] : nil
    let enabled = configuration.isEnabled
    let isSelected = selected == index
    let exposed = configuration.exposesTabs
    var keys: [StateKey] = []
    if exposed && configuration.exposesSelection {
      if role == .radioButton {
        keys.append(isSelected ? .chosen : .notChosen)
      } else if isSelected {
        keys.append(.selected)
      }
    }
    var containers: [AccessibleContainer] = []
    if exposed, let container {
      containers.append(
        AccessibleContainer(
          id: "tabs", role: container,
          name: containerNamed ? (settings.label ?? configuration.label) : nil, itemCount: count,
          position: index + 1, isAtStart: index == 0, isAtEnd: index == count - 1))
    }
    var element = AccessibleElement(
      id: "tab\(index + 1)", role: exposed ? role : .button, name: name, hint: settings.hint,
      isEnabled: enabled, isNavigable: enabled || navigableWhenDisabled,
      takesKeyboardFocus: enabled && takesKeyboardFocus,
      isClickable: !exposed || !isSelected || selectedIsClickable,
      part: .tab(index), nameSource: name == nil ? .none : .visibleText,
      states: ElementStates(
        keys,
        positionInSet: exposed && (placeOnItem || containers.isEmpty)
          ? ElementStates.SetPosition(position: index + 1, size: count) : nil),
      containers: containers)
    // A bar of plain buttons is not the toolkit's tabs: their own words do not apply.
    if exposed { element.localizedControlType = localizedControlType }
    return element
  }
}
