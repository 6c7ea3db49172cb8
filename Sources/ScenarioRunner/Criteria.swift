import ComponentModel
import Controls
import Core

/// How much a criterion matters, as ARIA-AT ranks its assertions: a MUST failure fails
/// `a11ysim check`; a SHOULD failure is reported and fails only with `--strict`.
package enum CriterionPriority: String, Sendable, CaseIterable, Comparable {
  /// Required: failing it fails the check.
  case must = "MUST"
  /// Recommended: failing it is reported, and fails the check only when strict.
  case should = "SHOULD"

  /// The tag generated scenarios carry (`@must`, `@should`).
  package var tag: String { "@" + rawValue.lowercased() }

  /// MUST before SHOULD.
  package static func < (lhs: CriterionPriority, rhs: CriterionPriority) -> Bool {
    lhs == .must && rhs == .should
  }
}

/// What a criterion acts on.
package enum CriterionTarget: Sendable {
  /// Each button (increment, decrement) where the platform exposes them as elements (iOS,
  /// Android); the control itself on desktop platforms, where the buttons are not focusable.
  case eachButton
  /// The control as a whole (text resize).
  case control
}

/// One MagentaA11y stepper acceptance criterion (seed 004) that `a11ysim check` tests.
package struct Criterion: Sendable, Identifiable {
  /// A stable id, also the tag of the generated scenarios (`@output-name`).
  package var id: String
  /// The group of the seed's condensed criteria (Keyboard, Gestures, Output, Settings).
  package var group: String
  /// Required or recommended.
  package var priority: CriterionPriority
  /// The seed's wording.
  package var wording: String
  /// The platforms it applies to; on the others the matrix says `n/a`.
  package var platforms: Set<Platform>
  /// Whether it runs once per button or once per control.
  package var target: CriterionTarget
  /// Why it does not apply where it does not (shown under the matrix).
  package var notApplicable: String?

  /// The tag generated scenarios carry.
  package var tag: String { "@" + id }

  /// Whether it applies on `platform`.
  package func applies(to platform: Platform) -> Bool { platforms.contains(platform) }
}

/// The criteria `a11ysim check` tests. Each control's list lives with its step pack
/// (``ControlStepPack``): the stepper's in `ControlPacks/Stepper/StepperCriteria.swift`, the
/// button's in `ControlPacks/Button/ButtonCriteria.swift`; those shared by several pages are
/// here.
package enum Criteria {
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

  /// Every control's criteria, each id once (the first pack's wording): the pages share ids
  /// and priorities.
  package static let all: [Criterion] = ControlStepPacks.all.flatMap(\.criteria.list).reduce(
    into: []
  ) { unique, criterion in
    if !unique.contains(where: { $0.id == criterion.id }) { unique.append(criterion) }
  }

  /// The criteria for a kind of control, and the title of the page they come from (a
  /// component of a kind without criteria is checked against the first pack's, the
  /// stepper's, as a file without `control:` describes a stepper).
  package static func of(control: ControlKind?) -> (title: String, criteria: [Criterion]) {
    let criteria = (ControlStepPacks.pack(for: control) ?? ControlStepPacks.all[0]).criteria
    return (criteria.title, criteria.list)
  }

  /// The criterion with `id`.
  package static func named(_ id: String) -> Criterion? { all.first { $0.id == id } }

  /// The criterion a generated test case checks, from its tags.
  package static func of(_ testCase: TestCaseReport) -> Criterion? {
    let tags = Set(testCase.pickle.tags.map(\.name))
    return all.first { tags.contains($0.tag) }
  }
}
