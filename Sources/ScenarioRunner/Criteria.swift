import ComponentModel
import Controls
import Core

/// How much a criterion matters, as ARIA-AT ranks its assertions: a MUST failure fails
/// `a11ysim check`; a SHOULD failure is reported and fails only with `--strict`.
public enum CriterionPriority: String, Sendable, CaseIterable, Comparable {
  /// Required: failing it fails the check.
  case must = "MUST"
  /// Recommended: failing it is reported, and fails the check only when strict.
  case should = "SHOULD"

  /// The tag generated scenarios carry (`@must`, `@should`).
  public var tag: String { "@" + rawValue.lowercased() }

  /// MUST before SHOULD.
  public static func < (lhs: CriterionPriority, rhs: CriterionPriority) -> Bool {
    lhs == .must && rhs == .should
  }
}

/// What a criterion acts on.
public enum CriterionTarget: Sendable {
  /// Each button (increment, decrement) where the platform exposes them as elements (iOS,
  /// Android); the control itself on desktop platforms, where the buttons are not focusable.
  case eachButton
  /// The control as a whole (text resize).
  case control
}

/// One MagentaA11y stepper acceptance criterion (seed 004) that `a11ysim check` tests.
public struct Criterion: Sendable, Identifiable {
  /// A stable id, also the tag of the generated scenarios (`@output-name`).
  public var id: String
  /// The group of the seed's condensed criteria (Keyboard, Gestures, Output, Settings).
  public var group: String
  /// Required or recommended.
  public var priority: CriterionPriority
  /// The seed's wording.
  public var wording: String
  /// The platforms it applies to; on the others the matrix says `n/a`.
  public var platforms: Set<Platform>
  /// Whether it runs once per button or once per control.
  public var target: CriterionTarget
  /// Why it does not apply where it does not (shown under the matrix).
  public var notApplicable: String?

  /// The tag generated scenarios carry.
  public var tag: String { "@" + id }

  /// Whether it applies on `platform`.
  public func applies(to platform: Platform) -> Bool { platforms.contains(platform) }
}

/// The criteria `a11ysim check` tests, in the seed's order.
///
/// Priorities: name, role, value when it changes, state, keyboard focus and activation are
/// MUST (a screen-reader or keyboard user cannot use the stepper without them). Two are
/// SHOULD: the value when a button is in focus (seed 004's developer notes call announcing the
/// label with the value good for context, and a native UIStepper does not do it), and text
/// resize (the simulator can only check that the app scales its text, not measure the layout).
public enum Criteria {
  /// Every platform.
  static let everywhere = Set(Platform.allCases)
  /// The mobile platforms the seed's gestures and keys are written for.
  static let mobile: Set<Platform> = [.ios, .android]

  /// Worded alike on the stepper and the button pages.
  static let doubleTap = Criterion(
    id: "gesture-double-tap", group: "Gestures", priority: .must,
    wording: "Doubletap: Activates the button",
    platforms: mobile, target: .eachButton,
    notApplicable: "touch-screen gestures are for iOS and Android")

  /// Worded alike on the stepper and the button pages.
  static let role = Criterion(
    id: "output-role", group: "Output", priority: .must,
    wording: "Role: Identifies as a button in iOS and \"double tap to activate\" in Android",
    platforms: everywhere, target: .eachButton)

  /// Worded alike on the stepper and the button pages.
  static let textResize = Criterion(
    id: "text-resize", group: "Settings", priority: .should,
    wording: "Text resize: Text can resize up to 200% without losing information",
    platforms: everywhere, target: .control)

  /// The stepper's criteria and the button's, by id (they share ids and priorities).
  public static let all: [Criterion] = stepper

  /// The criteria for a kind of control, and the title of the page they come from.
  public static func of(control: ControlKind?) -> (title: String, criteria: [Criterion]) {
    control == .button
      ? ("MagentaA11y button criteria", button)
      : ("MagentaA11y stepper criteria (seed 004)", stepper)
  }

  /// MagentaA11y's native button criteria (tmobile/magentaA11y `_checklist-native/button.md`,
  /// https://www.magentaa11y.com/checklist-native/button/). The page marks no priorities; as
  /// for the stepper, what a keyboard or screen-reader user needs is MUST, text resize SHOULD.
  public static let button: [Criterion] = [
    Criterion(
      id: "keyboard-focus", group: "Keyboard", priority: .must,
      wording: "Tab, arrow keys or Ctrl+Tab: Focus visibly moves to the button",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "keyboard-space", group: "Keyboard", priority: .must,
      wording: "Spacebar: Activates on iOS and Android",
      platforms: mobile, target: .eachButton,
      notApplicable: "the page asks for Space on iOS and Android only"),
    Criterion(
      id: "keyboard-enter", group: "Keyboard", priority: .must,
      wording: "Enter: Activates on Android",
      platforms: [.android], target: .eachButton,
      notApplicable: "the page asks for Enter on Android only"),
    Criterion(
      id: "gesture-swipe", group: "Gestures", priority: .must,
      wording: "Swipe: Focus moves to the element, expresses its name, role (state, if applicable)",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    doubleTap,
    Criterion(
      id: "output-name", group: "Output", priority: .must,
      wording: "Name: Purpose is clear and matches visible label",
      platforms: everywhere, target: .eachButton),
    role,
    Criterion(
      id: "output-state", group: "Output", priority: .must,
      wording: "State: Expresses its state (disabled/dimmed)",
      platforms: [.ios, .android, .macos, .windows], target: .eachButton,
      notApplicable:
        "Orca reaches a button by Tab, and a disabled (insensitive) GTK button takes no focus"
    ),
    textResize,
  ]

  /// The stepper's criteria (seed 004, MagentaA11y's stepper page).
  public static let stepper: [Criterion] = [
    Criterion(
      id: "keyboard-focus", group: "Keyboard", priority: .must,
      wording: "Tab, ctr+tab or arrow keys: Focus visibly moves to the button",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "keyboard-space", group: "Keyboard", priority: .must,
      wording: "Spacebar: Activates the button on iOS and Android",
      platforms: mobile, target: .eachButton,
      notApplicable: "the seed asks for Space on iOS and Android only"),
    Criterion(
      id: "keyboard-enter", group: "Keyboard", priority: .must,
      wording: "Enter: Activates the button on Android",
      platforms: [.android], target: .eachButton,
      notApplicable: "the seed asks for Enter on Android only"),
    Criterion(
      id: "gesture-swipe", group: "Gestures", priority: .must,
      wording: "Swipe: Focus moves to the element, expresses its state, if applicable",
      platforms: mobile, target: .eachButton,
      notApplicable: "touch-screen gestures are for iOS and Android"),
    doubleTap,
    Criterion(
      id: "output-name", group: "Output", priority: .must,
      wording: "Name: Purpose is clear (example: Increment or Increase, Decrement or Decrease)",
      platforms: everywhere, target: .eachButton),
    role,
    Criterion(
      id: "output-value-change", group: "Output", priority: .must,
      wording: "Value: Express the stepper value dynamically when it has visibly changed",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-value-focus", group: "Output", priority: .should,
      wording: "Value: Express the stepper value … when value is in focus",
      platforms: everywhere, target: .eachButton),
    Criterion(
      id: "output-state", group: "Output", priority: .must,
      wording: "State: Expresses its state (disabled/dimmed)",
      platforms: [.ios, .android, .macos, .windows], target: .eachButton,
      notApplicable:
        "Orca reaches a spin button only by Tab, and a disabled (insensitive) GTK spin button takes no focus"
    ),
    textResize,
  ]

  /// The criterion with `id`.
  public static func named(_ id: String) -> Criterion? { all.first { $0.id == id } }

  /// The criterion a generated test case checks, from its tags.
  public static func of(_ testCase: TestCaseReport) -> Criterion? {
    let tags = Set(testCase.pickle.tags.map(\.name))
    return all.first { tags.contains($0.tag) }
  }
}
