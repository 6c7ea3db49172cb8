import Accessibility
import ComponentFile
import ComponentModel
import Controls
import Core
import TabsControl
import TestSupport
import Testing

/// The tabs without a screen reader: a tap selects, desktop arrows move and select where the
/// platform activates automatically (GtkNotebook, TabView) and only move where it does not
/// (NavigationView's SelectionFollowsFocus off), and the elements each variant exposes (role,
/// selected state, place in set, container), with the misconfigured forms.
@Suite("Tabs behaviour")
struct TabsBehaviourTests {
  let items = ["Home", "Search", "Library"]

  func make(_ variant: TabsVariant, _ change: (inout TabsConfiguration) -> Void = { _ in })
    throws(ConfigurationError) -> Tabs
  {
    try build(
      variant, from: TabsConfiguration(label: "Sections", tabs: items), change,
      Tabs.init(platform:setup:))
  }

  func choice(_ index: Int) -> ControlValue {
    .choice(ChoiceValue(items: items, selectedIndex: index))
  }

  @Test(
    "The first tab is selected unless one is named; a tap selects; the selected one again changes nothing"
  )
  func tapSelects() throws {
    var tabs = try make(.segmentedControl)
    #expect(tabs.value == choice(0))
    #expect(
      tabs.tap(.tab(1)).map(\.kind) == [
        .activated(.tab(1)),
        .valueChanged(from: choice(0), to: choice(1), cause: .button(.tab(1))),
      ])
    #expect(tabs.tap(.tab(1)).map(\.kind) == [.activated(.tab(1))])
    #expect(
      tabs.headline == "uisegmentedcontrol (UISegmentedControl) · \"Sections\" · Search selected")
    #expect(tabs.drawing == "Home  [Search]  Library")
    #expect(
      tabs.tap(.tab(5)).map(\.kind) == [.inputIgnored("the tab list has no tab6 tab (it has 3)")])
    #expect(try make(.segmentedControl) { $0.selected = "3" }.value == choice(2))
    #expect(try make(.segmentedControl) { $0.selected = "Library" }.value == choice(2))
  }

  @Test("Bad settings are refused with the field and why")
  func refused() {
    #expect(throws: ConfigurationError(field: "tabs", message: "a tab list needs at least one tab"))
    {
      try make(.tabLayout) { $0.tabs = [] }
    }
    #expect(
      throws: ConfigurationError(
        field: "selected",
        message: "'Away' is not one of the tabs (Home, Search, Library) nor a place from 1 to 3")
    ) {
      try make(.tabLayout) { $0.selected = "Away" }
    }
    #expect(
      throws: ConfigurationError(field: "tabs", message: "a tab list has at most 12 tabs (got 13)")
    ) {
      try make(.tabLayout) { $0.tabs = (1...13).map { "T\($0)" } }
    }
  }

  @Test("GtkNotebook: Tab enters at the selected tab, arrows move and select, not past the ends")
  func automaticActivation() throws {
    var tabs = try make(.notebook) { $0.selected = "Search" }
    #expect(tabs.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: nil, to: .tab(1))])
    #expect(
      tabs.pressKey(KeyChord(.right)).map(\.kind) == [
        .focusMoved(from: .tab(1), to: .tab(2)),
        .valueChanged(from: choice(1), to: choice(2), cause: .key(KeyChord(.right))),
      ])
    #expect(
      tabs.pressKey(KeyChord(.right)).map(\.kind) == [
        .inputIgnored("Right does nothing: focus is on the last tab")
      ])
    #expect(tabs.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: .tab(2), to: nil)])
  }

  @Test(
    "NavigationView (Top): arrows only move; Space or Enter selects; the setting turns on automatic activation"
  )
  func manualActivation() throws {
    var tabs = try make(.navigationViewTop)
    _ = tabs.pressKey(KeyChord(.tab))
    #expect(
      tabs.pressKey(KeyChord(.right)).map(\.kind) == [.focusMoved(from: .tab(0), to: .tab(1))])
    #expect(tabs.value == choice(0))
    #expect(
      tabs.pressKey(KeyChord(.space)).map(\.kind) == [
        .activated(.tab(1)),
        .valueChanged(from: choice(0), to: choice(1), cause: .key(KeyChord(.space))),
      ])
    var automatic = try make(.navigationViewTop) { $0.selectionFollowsFocus = true }
    _ = automatic.pressKey(KeyChord(.tab))
    _ = automatic.pressKey(KeyChord(.right))
    #expect(automatic.value == choice(1))
  }

  @Test("Android: Tab goes through each tab; a disabled tab list takes no focus")
  func androidKeyboardAndDisabled() throws {
    var tabs = try make(.tabLayout)
    _ = tabs.pressKey(KeyChord(.tab))
    #expect(tabs.pressKey(KeyChord(.tab)).map(\.kind) == [.focusMoved(from: .tab(0), to: .tab(1))])
    var disabled = try make(.winUITabView) { $0.isEnabled = false }
    #expect(
      disabled.pressKey(KeyChord(.tab)).map(\.kind) == [
        .inputIgnored("a disabled tab list does not take keyboard focus")
      ])
    #expect(
      disabled.tap(.tab(1)).map(\.kind) == [.inputIgnored("the tab list is disabled")])
  }

  @Test(
    "Exposure: a tab in its tab list with its place; iOS segments buttons in a segmented control")
  func exposure() throws {
    let tab = try make(.winUITabView).elements(in: PlatformEnvironment())[0]
    #expect(tab.role == .tab)
    #expect(tab.states.contains(.selected))
    #expect(tab.states.positionInSet == ElementStates.SetPosition(position: 1, size: 3))
    #expect(tab.containers.map(\.role) == [.tabBar])
    #expect(tab.containers.map(\.name) == ["Sections"])
    let segment = try make(.segmentedControl).elements(in: PlatformEnvironment())[1]
    #expect(segment.role == .button)
    #expect(!segment.states.contains(.selected))
    #expect(segment.containers.map(\.role) == [.segmentedControl])
    // TabLayout: the selected tab has no click action.
    let layout = try make(.tabLayout).elements(in: PlatformEnvironment())
    #expect(layout.map(\.isClickable) == [false, true, true])
    // Plain buttons: no role, state, place or list.
    let plain = try make(.tabLayout) { $0.exposesTabs = false }.elements(in: PlatformEnvironment())
    #expect(plain[0].role == .button)
    #expect(!plain[0].states.contains(.selected))
    #expect(plain[0].states.positionInSet == nil)
    #expect(plain[0].containers.isEmpty)
    // Drawn only: no selected state, still a tab.
    let drawn = try make(.tabLayout) { $0.exposesSelection = false }.elements(
      in: PlatformEnvironment())
    #expect(drawn[0].role == .tab)
    #expect(!drawn[0].states.contains(.selected))
    let unlabelled = try make(.tabLayout) { $0.labelsTabs = false }.elements(
      in: PlatformEnvironment())
    #expect(unlabelled[0].name == nil)
  }

  @Test("tabs: a YAML list or names separated by commas; an empty name or a single text is refused")
  func tabsSetting() throws {
    let overridden = try ComponentLoader.parse(
      "control: tabs\n", source: "tabs.yml", overrides: ["tabs=Home, Search", "selected=Search"])
    let set = try #require(overridden.platforms[.android]?.configuration as? TabsConfiguration)
    #expect(set.tabs == ["Home", "Search"])
    #expect(set.selected == "Search")
    do {
      _ = try ComponentLoader.parse("control: tabs\ntabs: Home\n", source: "tabs.yml")
      Issue.record("a single name was accepted as the tabs")
    } catch {
      #expect(
        "\(error)"
          == "tabs.yml:2:7: error: tabs: expected a list of the tabs' names ([Home, Search, "
          + "Library], or Home, Search, Library), found 'Home'")
    }
    // Two commas in a row are an empty name, refused rather than dropped.
    do {
      _ = try ComponentLoader.parse(
        "control: tabs\n", source: "tabs.yml", overrides: ["tabs=Home,,Search"])
      Issue.record("an empty tab name was accepted")
    } catch {
      #expect("\(error)".contains("tabs: a tab's name is empty in 'Home,,Search'"), "\(error)")
    }
  }

  @Test(
    "'app sets value N' selects the tab at place N; a place no Int holds saturates, never traps")
  func appValue() throws {
    var tabs = try make(.tabLayout)
    #expect(tabs.appValue(fromNumber: 2) == choice(1))
    #expect(
      tabs.setByApp(tabs.appValue(fromNumber: 1e300)).map(\.kind) == [
        .inputIgnored("the tab list has no tab \(Int.max) (it has 3)")
      ])
    #expect(
      tabs.setByApp(tabs.appValue(fromNumber: 0)).map(\.kind) == [
        .inputIgnored("a tab list's value is one of its tabs")
      ])
  }
}
