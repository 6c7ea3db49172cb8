import ComponentFile
import ComponentModel
import Controls
import Core
import ScenarioRunner

extension ControlStepPack {
  /// The link's steps and its criteria (MagentaA11y's native link page).
  package static let link = ControlStepPack(
    kind: .link,
    steps: StepLibrary.linkSteps + StepLibrary.linkCriteriaSteps,
    criteria: ControlCriteria(
      page: "MagentaA11y link criteria", seed: nil,
      // The published page's Condensed list is titled "How to test a link".
      pageNames: ["link", "hyperlink"],
      list: Criteria.link,
      partName: { _ in "the link" }, parts: { _ in [.control] },
      enabledStart: CriteriaSetupLine.enabling("link"),
      disabledStart: { _, _ in
        CriteriaSetupLine(
          step: "the link is disabled", override: ComponentOverride("enabled", .bool(false)))
      }))
}

extension Criteria {
  /// MagentaA11y's native link criteria (tmobile/magentaA11y
  /// `public/content/documentation/native/controls/link.md`,
  /// https://www.magentaa11y.com/#/native-criteria/controls/link).
  ///
  /// The page marks no priorities; as for the switch, what a keyboard or screen-reader user
  /// needs is MUST, text resize SHOULD. Its name criterion ("purpose and destination is clear")
  /// is two checks, so that each verdict says which part failed: a name that is there (the
  /// shared one), and words that are neither a generic phrase ("click here", "learn more") nor
  /// a bare URL. Its rotor/TalkBack-menu criterion ("only one way is required") and
  /// its group (n/a) are left pending by `a11ysim import magentaa11y`: the rotor's and the
  /// links menu's navigation are not modelled, and the double-tap criterion covers the other
  /// way.
  package static let link: [Criterion] = [
    .keyboardFocus("Tab, arrow keys, or ctrl+tab: Focus visibly moves to the link"),
    Criterion(
      id: "keyboard-space", group: "Keyboard", wording: "Spacebar: Activates on iOS and Android",
      platforms: Criteria.mobile, check: .key("Space", expect: [linkActivated]), answers: .space,
      notApplicable: "the page asks for Space on iOS and Android only", platformsFromPage: true),
    Criterion(
      id: "keyboard-enter", group: "Keyboard", wording: "Enter: Activates on Android",
      platforms: [.android], check: .key("Enter", expect: [linkActivated]), answers: .enter,
      notApplicable: "the page asks for Enter on Android only", platformsFromPage: true),
    .swipe(
      "Swipe: Focus moves to the element, expresses its name, role (state, if applicable)",
      expect: ["focus is on \"{part}\"", identifiedAsLink]),
    .doubleTap("Doubletap: Activates the link", expect: [linkActivated]),
    .name("Name: Purpose and destination is clear"),
    Criterion(
      id: "output-name-destination", group: "Output",
      wording: "Name: Its words say where it goes (not \"click here\" or a bare URL)",
      platforms: everywhere, check: .valueOnFocus(expect: [saysWhereItGoes]), answers: .name),
    .role("Role: Identifies itself as a link", expect: [identifiedAsLink]),
    .state(
      "State: Expresses its state if applicable (disabled/dimmed)",
      notApplicable: "Orca reaches a link by Tab, and an insensitive GtkLinkButton takes no focus"
    ),
    .textResize,
  ]

  /// The check that the last interaction followed the link.
  static let linkActivated = "the link is activated"
  /// The check that the reader conveyed a link.
  static let identifiedAsLink = "it is identified as a link"
  /// The check that the link's name is not generic or a bare URL.
  static let saysWhereItGoes = "its name says where the link goes"
}
