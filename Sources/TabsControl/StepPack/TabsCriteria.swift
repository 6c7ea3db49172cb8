import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The tabs' steps and their criteria (MagentaA11y's native segmented-control page, which
  /// covers tabs too: "How to test a segmented control / tabs").
  package static let tabs = ControlStepPack(
    kind: .tabs,
    steps: StepLibrary.tabsSteps + StepLibrary.tabsCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y segmented control criteria", seed: nil,
      pageNames: [
        "segmented-control", "segmented control", "segemented control / tabs",
        "segmented control / tabs", "tabs",
      ],
      list: Criteria.tabs,
      partName: { part in "tab \((part.tabIndex ?? 0) + 1)" },
      // Touch: the second tab, which is not selected by default, so a double-tap must select
      // it. Desktop: the tab Tab reaches (the selected one of a one-stop tab list).
      parts: { platform in [.ios, .android].contains(platform) ? [.tab(1)] : nil },
      enabledStart: CriteriaSetupLine.enabling("tab list"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the tab list is disabled", override: ComponentOverride("enabled", .bool(false)))
      }),
    focusPartWords: (0..<TabsConfiguration.maximumTabs).map { PartID.tab($0).rawValue })
}

extension Criteria {
  /// MagentaA11y's native segmented-control criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/controls/segmented-control.md`,
  /// https://www.magentaa11y.com/#/native-criteria/controls/segmented-control), which name
  /// tabs too.
  ///
  /// The page marks no priorities: what a keyboard or screen-reader user needs is MUST. Its
  /// state criterion is two checks: dimmed when disabled, and selected when reached (a tab
  /// that is not selected says nothing of it on most readers, as the page allows). Its role
  /// asks for a button on iOS and "double tap to activate" on Android; the check asks for the
  /// reader's word for the tab's role (Tab, tab, page tab; Button on iOS). Text resize is
  /// exempt on the page, so it is not checked.
  package static let tabs: [Criterion] = [
    .keyboardFocus("Tab, arrow keys or ctl+tab: Focus visibly moves to the button"),
    Criterion(
      id: "keyboard-space", group: "Keyboard",
      wording: "Spacebar: Activates the button on iOS and Android",
      platforms: mobile, check: .key("Space", expect: [tabSelected]), answers: .space,
      notApplicable: "the page asks for Space on iOS and Android only", platformsFromPage: true),
    Criterion(
      id: "keyboard-enter", group: "Keyboard", wording: "Enter: Activates the button on Android",
      platforms: [.android], check: .key("Enter", expect: [tabSelected]), answers: .enter,
      notApplicable: "the page asks for Enter on Android only", platformsFromPage: true),
    .swipe(
      "Swipe: Focus moves to the element, expresses its state, if applicable",
      expect: ["focus is on \"{part}\"", selectedOrNot]),
    .doubleTap("Doubletap: Activates the button", expect: [tabSelected]),
    .name("Name: Purpose is clear and matches visible label"),
    .role(
      "Role: Identifies as a button in iOS and \"double tap to activate\" in Android",
      expect: ["it is identified as a tab"]),
    .state(
      "State: Expresses its state (selected/disabled/dimmed)",
      notApplicable: "a disabled GTK tab takes no focus, and Orca reaches it by Tab"),
    Criterion(
      id: "output-state-selected", group: "Output",
      wording: "State: Expresses its state (selected) when it is reached",
      platforms: everywhere, check: .valueOnFocus(expect: [selectedOrNot]), answers: .state),
  ]

  /// The check that the last interaction left the focused tab selected.
  static let tabSelected = "the tab is selected"
  /// The check that the reader said the tab is selected, if it is.
  static let selectedOrNot = "whether it is selected is expressed"
}
