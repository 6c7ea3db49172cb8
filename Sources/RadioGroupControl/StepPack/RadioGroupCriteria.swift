import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The radio group's steps and its criteria (MagentaA11y's native radio-button page).
  package static let radioGroup = ControlStepPack(
    kind: .radioGroup,
    steps: StepLibrary.radioGroupSteps + StepLibrary.radioGroupCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y radio button criteria", seed: nil,
      // The published page's Condensed list is titled "How to test a radio button".
      pageNames: ["radio-button", "radio button", "radio group", "radio buttons"],
      list: Criteria.radioGroup,
      partName: { part in "option \((part.optionIndex ?? 0) + 1)" },
      // Touch: the first option. Desktop: the option Tab reaches, the chosen one of a group.
      parts: { platform in [.ios, .android].contains(platform) ? [.option(0)] : nil },
      enabledStart: CriteriaSetupLine.enabling("radio group"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the radio group is disabled", override: ComponentOverride("enabled", .bool(false))
        )
      }),
    focusPartWords: (0..<RadioGroupConfiguration.maximumOptions).map { PartID.option($0).rawValue })
}

extension Criteria {
  /// MagentaA11y's native radio-button criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/controls/radio-button.md`,
  /// https://www.magentaa11y.com/#/native-criteria/controls/radio-button).
  ///
  /// The page marks no priorities; as for the switch, what a keyboard or screen-reader user
  /// needs is MUST, text resize SHOULD. Its state criterion is three checks, so that each
  /// platform's verdict says which part failed: dimmed when disabled, chosen or not when
  /// reached (an iOS option that is not chosen says nothing of it unless the app adds
  /// "Unselected", as the page asks), and the new state when an option is chosen. Its role
  /// asks for a button on iOS and a radio button elsewhere: the reader's word for the option's
  /// role. Its group criterion (a visible label read with the option in one swipe) is about
  /// the screen around it: `a11ysim import magentaa11y` leaves it pending.
  package static let radioGroup: [Criterion] = [
    .keyboardFocus("Tab, arrow keys or ctl+tab: Focus visibly moves to the radio button"),
    Criterion(
      id: "keyboard-space", group: "Keyboard", wording: "Spacebar: Activates on iOS and Android",
      platforms: mobile, check: .key("Space", expect: [chosen]), answers: .space,
      notApplicable: "the page asks for Space on iOS and Android only", platformsFromPage: true),
    Criterion(
      id: "keyboard-enter", group: "Keyboard", wording: "Enter: Activates on Android",
      platforms: [.android], check: .key("Enter", expect: [chosen]), answers: .enter,
      notApplicable: "the page asks for Enter on Android only", platformsFromPage: true),
    .swipe(
      "Swipe: Focus moves to the element, expresses its name, role, and state",
      expect: ["focus is on \"{part}\"", chosenOrNot]),
    .doubleTap("Doubletap: Toggles the radio button state", expect: [chosen]),
    .name("Name: Purpose is clear and matches any visible label"),
    .role(
      "Role: Identifies itself as a button in iOS and radio button in Android",
      expect: ["it is identified as a radio button"]),
    .state(
      "State: Expresses its state (disabled/dimmed)",
      notApplicable: "a disabled GTK radio button takes no focus, and Orca reaches it by Tab"),
    Criterion(
      id: "output-state-chosen", group: "Output",
      wording:
        "State: Expresses its state (iOS: selected/unselected, Android: checked/not checked) "
        + "when it is reached",
      platforms: everywhere, check: .valueOnFocus(expect: [chosenOrNot]), answers: .state),
    Criterion(
      id: "output-state-change", group: "Output",
      wording: "State: Expresses the new state when it is chosen",
      platforms: everywhere,
      check: .valueOnChange(expect: ["its new state is expressed when it is chosen"]),
      answers: .state),
    .textResize,
  ]

  /// The check that the last interaction chose the focused option.
  static let chosen = "the option is chosen"
  /// The check that the reader said whether the option is chosen.
  static let chosenOrNot = "whether it is chosen is expressed"
}
