import Accessibility
import Core
import ScreenReaders
import Simulation
import TestSupport
import Testing

/// The tabs on every platform with every reader: exact speech for focus, switching, disabled,
/// unlabelled and the misconfigured forms, each from the evidence its pack rules cite
/// (Documentation/Evidence.md, "The tabs").
@Suite("Tabs evidence")
struct TabsEvidenceTests {
  let library = "control: tabs\nlabel: Sections\ntabs: [Home, Search, Library]\n"

  @Test("TalkBack, TabLayout: MagentaA11y's caption, 'selected' first, no hint on the selected tab")
  func talkBack() throws {
    // MagentaA11y's caption: "Selected for you Tab one of four in list 4 items", "Top Charts
    // Tab 2 of 4 Double tap to activate", … and "Selected." on a double-tap.
    let run = try readerRun(
      library + platformLine(.android, "tablayout"), on: .android, reader: "talkback",
      script: "swipe right; swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "selected, Home, Tab, 1 of 3, In list, 3 items",
        "Search, Tab, 2 of 3", "Double-tap to activate",
        "selected",
      ])
    #expect(run.transcript[3].rule == "talkback/stateChanged.tab")
    #expect(run.control.value == choice(1))
    // "Tab" is each TabView's role description (material-components-android@ac7e18e TabLayout
    // item_view_role_description), the tab's own role text: TalkBack has no role word for a
    // tab (google/talkback@26a27dc AccessibilityNodeFeedbackUtils.getNodeRoleName).
    #expect(run.elements.map(\.localizedControlType) == ["Tab", "Tab", "Tab"])
    #expect(
      try readerRun(
        library + platformLine(.android, "compose-tabrow"), on: .android, reader: "talkback",
        script: "swipe right"
      ).elements.map(\.localizedControlType) == ["Tab", "Tab", "Tab"])
    // Compose's TabRow: the selected Tab keeps its click action.
    #expect(
      try said(
        library + platformLine(.android, "compose-tabrow"), on: .android, reader: "talkback",
        script: "swipe right")
        == ["selected, Home, Tab, 1 of 3, In list, 3 items", "Double-tap to activate"])
    // A keyboard: Tab reaches each tab, Right moves without selecting, Enter selects.
    #expect(
      try said(
        library + platformLine(.android, "tablayout"), on: .android, reader: "talkback",
        script: "press Tab; press Right; press Enter")
        == [
          "selected, Home, Tab, 1 of 3, In list, 3 items",
          "Search, Tab, 2 of 3", "Press Alt + ENTER to activate",
          "selected",
        ])
  }

  @Test("TalkBack: disabled, unlabelled, plain buttons, selection only drawn, toggle group")
  func talkBackMisconfigured() throws {
    #expect(
      try said(
        library + "enabled: false\n" + platformLine(.android, "tablayout"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["selected, Home, Tab, 1 of 3, disabled, In list, 3 items"])
    #expect(
      try said(
        library + "labelsTabs: false\n" + platformLine(.android, "tablayout"), on: .android,
        reader: "talkback", script: "swipe right; swipe right")
        == ["selected, Tab, 1 of 3, In list, 3 items", "Tab, 2 of 3", "Double-tap to activate"])
    #expect(
      try said(
        library + "exposesTabs: false\n" + platformLine(.android, "tablayout"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["Home, Button", "Double-tap to activate"])
    #expect(
      try said(
        library + "exposesSelection: false\n" + platformLine(.android, "tablayout"), on: .android,
        reader: "talkback", script: "swipe right")
        == ["Home, Tab, 1 of 3, In list, 3 items"])
    #expect(
      try said(
        library + platformLine(.android, "button-toggle-group"), on: .android, reader: "talkback",
        script: "swipe right; swipe right")
        == [
          "checked, Home, Radio button, 1 of 3, In list, 3 items", "Double-tap to toggle",
          "not checked, Search, Radio button, 2 of 3", "Double-tap to toggle",
        ])
  }

  @Test("VoiceOver iOS, UISegmentedControl: MagentaA11y's caption, 'Selected: … Button. 1 of 2.'")
  func voiceOverSegmented() throws {
    // MagentaA11y's caption: "Selected last 24 hours button one of two", "last 10 days Button
    // two of two."; AccessibilitySnapshot's series context.
    let run = try readerRun(
      "control: tabs\ntabs: [Last 24 hours, Last 10 days]\n"
        + platformLine(.ios, "uisegmentedcontrol"),
      on: .ios, reader: "voiceover-ios", script: "swipe right; swipe right; double-tap")
    #expect(
      run.transcript.map(\.text) == [
        "Selected: Last 24 hours. Button. 1 of 2.", "Last 10 days. Button. 2 of 2.", "Selected",
      ])
    #expect(run.transcript[2].rule == "voiceover-ios/stateChanged.selected")
    #expect(
      try said(
        library + "enabled: false\n" + platformLine(.ios, "swiftui-segmented-picker"), on: .ios,
        reader: "voiceover-ios", script: "swipe right; swipe right")
        == ["Selected: Home. Dimmed. Button. 1 of 3.", "Search. Dimmed. Button. 2 of 3."])
    #expect(
      try said(
        library + "exposesSelection: false\n" + platformLine(.ios, "uisegmentedcontrol"), on: .ios,
        reader: "voiceover-ios", script: "swipe right")
        == ["Home. Button. 1 of 3."])
  }

  @Test("VoiceOver iOS, UITabBar: 'Selected: Home. Tab. 1 of 3.'; unlabelled and plain buttons")
  func voiceOverTabBar() throws {
    #expect(
      try said(
        library + platformLine(.ios, "uitabbar"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; swipe right; double-tap")
        == ["Selected: Home. Tab. 1 of 3.", "Search. Tab. 2 of 3.", "Selected"])
    #expect(
      try said(
        library + "labelsTabs: false\n" + platformLine(.ios, "uitabbar"), on: .ios,
        reader: "voiceover-ios", script: "swipe right")
        == ["Selected. Tab. 1 of 3."])
    #expect(
      try said(
        library + "exposesTabs: false\n" + platformLine(.ios, "uitabbar"), on: .ios,
        reader: "voiceover-ios", script: "swipe right")
        == ["Home. Button."])
  }

  @Test("NVDA, WinUI TabView: the tab control's name, 'tab selected 1 of 3', arrows select")
  func nvda() throws {
    let run = try readerRun(
      library + platformLine(.windows, "tabview"), on: .windows, reader: "nvda",
      script: "press Tab; press Right; press Right")
    #expect(
      run.transcript.map(\.text) == [
        "Sections tab control Home tab selected 1 of 3",
        "Search tab selected 2 of 3",
        "Library tab selected 3 of 3",
      ])
    #expect(run.control.value == choice(2))
    // NavigationView on top: arrows move focus only; Space selects.
    #expect(
      try said(
        library + platformLine(.windows, "navigationview-top"), on: .windows, reader: "nvda",
        script: "press Tab; press Right; press Space")
        == [
          "Sections tab control Home tab selected 1 of 3", "Search tab 2 of 3", "selected",
        ])
    #expect(
      try said(
        library + "enabled: false\n" + platformLine(.windows, "tabview"), on: .windows,
        reader: "nvda",
        script: "press Insert+Shift+Right")
        == ["Sections tab control Home tab unavailable selected 1 of 3"])
    #expect(
      try said(
        library + "exposesTabs: false\n" + platformLine(.windows, "tabview"), on: .windows,
        reader: "nvda", script: "press Tab")
        == ["Home button"])
  }

  /// microsoft/microsoft-ui-xaml@3cae15f: SelectorBarItemAutomationPeer is an
  /// ItemContainerAutomationPeer, a UIA ListItem with SelectionItem; the ItemsView is a List and
  /// its single selection follows focus. NVDA says no role and no "selected" for a list item on
  /// focus (silentRolesOnFocus, _processPositiveStates).
  @Test(
    "NVDA, WinUI SelectorBar: list items, no role word and no 'selected' on focus; arrows select")
  func nvdaSelectorBar() throws {
    let files = "control: tabs\nlabel: Files\ntabs: [Recent, Shared, Favorites]\n"
    let run = try readerRun(
      files + platformLine(.windows, "selectorbar"), on: .windows, reader: "nvda",
      script: "press Tab; press Right; press Right; press Right")
    #expect(
      run.transcript.map(\.text) == ["list Recent 1 of 3", "Shared 2 of 3", "Favorites 3 of 3"])
    #expect(
      run.control.value
        == .choice(ChoiceValue(items: ["Recent", "Shared", "Favorites"], selectedIndex: 2)))
    #expect(run.elements.map(\.role) == [.menuItem, .menuItem, .menuItem])
    // The items carry their peer's own words for their kind; NVDA does not speak them.
    #expect(
      run.elements.map(\.localizedControlType) == Array(repeating: "SelectorBarItem", count: 3))
    #expect(run.elements.first?.containers.first?.role == .list)
    #expect(run.elements.first?.containers.first?.name == nil)
  }

  /// microsoft/microsoft-ui-xaml@3cae15f SelectorBarItemAutomationPeer::GetLocalizedControlTypeCore:
  /// its SelectorBarItemDefaultControlName resource, "SelectorBarItem", which Narrator speaks
  /// as the item's kind (UIA LocalizedControlType; its pack had no word for a list item, so
  /// it said none before).
  @Test("Narrator, WinUI SelectorBar: the items' own 'SelectorBarItem' after the name")
  func narratorSelectorBar() throws {
    let files = "control: tabs\nlabel: Files\ntabs: [Recent, Shared, Favorites]\n"
    #expect(
      try said(
        files + platformLine(.windows, "selectorbar"), on: .windows, reader: "narrator",
        script: "press Tab; press Right")
        == ["list, Recent, SelectorBarItem, 1 of 3", "Shared, SelectorBarItem, 2 of 3"])
  }

  @Test("Narrator (low): 'Home, tab item, selected, 1 of 3', no words for the tab list")
  func narrator() throws {
    // Narrator's pack has no words for entering a tab bar (as on a screen's tab bar).
    #expect(
      try said(
        library + platformLine(.windows, "tabview"), on: .windows, reader: "narrator",
        script: "press Tab; press Right")
        == [
          "Home, tab item, selected, 1 of 3",
          "Search, tab item, selected, 2 of 3",
        ])
  }

  @Test("Orca, GtkNotebook: the page tab list, 'Home page tab', position only if set")
  func orca() throws {
    let run = try readerRun(
      library + platformLine(.linux, "gtk-notebook"), on: .linux, reader: "orca",
      script: "press Tab; press Right")
    #expect(
      run.transcript.map(\.text) == ["Sections page tab list Home page tab", "Search page tab"])
    #expect(run.control.value == choice(1))
    #expect(
      try said(
        library + platformLine(.linux, "gtk-stack-switcher"), on: .linux, reader: "orca",
        settings: ["positionInSet": "on"], script: "press Tab; press Tab")
        == ["Sections page tab list Home page tab 1 of 3", "Search page tab 2 of 3"])
    // Disabled: an insensitive tab takes no focus, so Tab finds nothing to say.
    #expect(
      try said(
        library + "enabled: false\n" + platformLine(.linux, "gtk-notebook"), on: .linux,
        reader: "orca", script: "press Tab") == [])
  }

  @Test("VoiceOver macOS (low): 'selected, Home, tab, 1 of 3'")
  func voiceOverMac() throws {
    #expect(
      try said(
        library + platformLine(.macos, "nstabview"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right; press VO+Right; press VO+Space")
        == ["selected, Home, tab, 1 of 3", "Search, tab, 2 of 3", "selected"])
  }

  @Test("VoiceOver macOS (low): an NSSegmentedControl's segments as radio buttons in a group")
  func voiceOverMacSegmented() throws {
    #expect(
      try said(
        library + platformLine(.macos, "nssegmentedcontrol"), on: .macos, reader: "voiceover-macos",
        script: "press VO+Right; press VO+Right")
        == [
          "selected, Home, radio button, 1 of 3, Sections, group", "Search, radio button, 2 of 3",
        ])
  }

  @Test("Orca, AdwViewSwitcher (low): each button a Tab stop, 'page tab', Space selects")
  func orcaViewSwitcher() throws {
    let run = try readerRun(
      library + platformLine(.linux, "adw-view-switcher"), on: .linux, reader: "orca",
      script: "press Tab; press Tab; press Space")
    #expect(
      run.transcript.map(\.text) == ["Sections page tab list Home page tab", "Search page tab"])
    #expect(run.control.value == choice(1))
  }

  func choice(_ index: Int) -> ControlValue {
    .choice(ChoiceValue(items: ["Home", "Search", "Library"], selectedIndex: index))
  }
}
