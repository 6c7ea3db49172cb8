import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The dropdown's steps and its criteria (MagentaA11y's native dropdown page; its menu page
  /// answers to the same list).
  package static let dropdown = ControlStepPack(
    kind: .dropdown,
    steps: StepLibrary.dropdownSteps + StepLibrary.dropdownCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y dropdown criteria", seed: nil,
      // The published page's Condensed list is titled "How to test a dropdown".
      pageNames: ["dropdown", "drop down", "dropdown menu", "picker", "menu", "pop-up button"],
      list: Criteria.dropdown,
      partName: { part in part == .control ? "the dropdown" : part.rawValue },
      parts: { _ in [.control] },
      enabledStart: CriteriaSetupLine.enabling("dropdown"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the dropdown is disabled", override: ComponentOverride("enabled", .bool(false)))
      }),
    focusPartWords: ["trigger", "dismissMenu"]
      + (0..<DropdownConfiguration.maximumOptions).map { PartID.item($0).rawValue },
    focusControlWords: ["dropdown"],
    shownValue: { control in
      control.unwrapped(as: Dropdown.self).flatMap { dropdown in
        dropdown.chosen.map { dropdown.configuration.options[$0] }
      }
    })
}

extension Criteria {
  /// MagentaA11y's native dropdown criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/controls/dropdown.md`,
  /// https://www.magentaa11y.com/#/native-criteria/controls/dropdown).
  ///
  /// The page marks no priorities; what a keyboard or screen-reader user needs is MUST, text
  /// resize SHOULD. Its Gherkin adds Escape (the list closes and focus returns to the trigger).
  /// Its role asks for a button on iOS and "double tap to activate" on Android: the reader's
  /// word for the trigger's role. Its expanded/collapsed state is conveyed by the state or,
  /// where the platform's pop-up button has none (iOS, a Spinner), by that role. Its group
  /// criterion (a visible label read with the trigger in one swipe) is about the screen around
  /// it: `a11ysim import magentaa11y` leaves it pending.
  package static let dropdown: [Criterion] = [
    .keyboardFocus(
      "Tab, arrow keys or ctl+tab: Focus visibly moves to the Dropdown",
      platforms: [.android, .macos, .windows, .linux],
      notApplicable: "a UIKit pop-up button takes keyboard focus only with Full Keyboard Access"),
    Criterion(
      id: "keyboard-escape", group: "Keyboard",
      wording: "Escape: The dropdown closes and focus returns to the button that launched it",
      platforms: [.android, .macos, .windows, .linux],
      check: .key(
        "Escape", expect: ["Escape closes the list and focus returns to the trigger"]),
      answers: .escape,
      notApplicable: "a UIKit pop-up button takes keyboard focus only with Full Keyboard Access"),
    Criterion(
      id: "keyboard-space", group: "Keyboard",
      wording: "Spacebar: Selects and opens the Dropdown on iOS and Android",
      platforms: [.android], check: .key("Space", expect: ["the list is open"]), answers: .space,
      notApplicable:
        "the page asks for Space on iOS and Android; a UIKit pop-up button takes keyboard "
        + "focus only with Full Keyboard Access"),
    Criterion(
      id: "keyboard-enter", group: "Keyboard",
      wording: "Enter: Selects and opens the Dropdown on Android", platforms: [.android],
      check: .key("Enter", expect: ["the list is open"]), answers: .enter,
      notApplicable: "the page asks for Enter on Android only", platformsFromPage: true),
    .swipe(
      "Swipe: Focus moves to the element, expresses its name, role, value & state (expanded or "
        + "collapsed)",
      expect: [
        "focus is on \"{part}\"", "its value is expressed in focus",
        "its expanded or collapsed state is conveyed",
      ]),
    .doubleTap("Doubletap: Selects and opens Dropdown", expect: ["the list is open"]),
    .name("Name: Purpose is clear and matches any visible label"),
    .role(
      "Role: Identifies itself as a button in iOS and \"double tap to activate\" in Android",
      expect: ["it is identified as a dropdown"]),
    .state(
      "State: Expresses its state (disabled/dimmed)",
      notApplicable: "a disabled GTK drop-down takes no focus, and Orca reaches it by Tab"),
    Criterion(
      id: "output-state-expanded", group: "Output",
      wording:
        "State: Expanded/collapsed states are announced on the elements that close or open the "
        + "dropdown",
      platforms: everywhere,
      check: .valueOnFocus(expect: ["its expanded or collapsed state is conveyed"]),
      answers: .state),
    .textResize,
  ]
}
