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
  /// Each part the control's criteria name (a stepper's increment and decrement where the
  /// platform exposes them as elements); else the part keyboard focus reaches first.
  case eachPart
  /// The control as a whole (text resize).
  case control
}

/// A reader gesture a criterion's scenario does once the reader is on the part.
package enum ReaderGesture: Sendable, Equatable {
  /// The reader's own activation gesture, as its pack says (`double-tap`).
  case activate
  /// A gesture by its interaction words (`swipe up`): the step `I swipe up`.
  case named(String)
}

/// What a criterion's scenario does and checks, whatever the control: the generator writes
/// each kind of check the same way, and the lines a control words its own way (`expect`:
/// `Then`/`And` lines without their keyword, `{part}` standing for the part's name) come
/// with the criterion.
package enum CriterionCheck: Sendable, Equatable {
  /// Tab (no reader) until keyboard focus is on the part, and see that it moved there.
  case keyboardFocus
  /// Tab (no reader) to the usable part, press `key`, then `expect`.
  case key(String, expect: [String])
  /// Move the reader to the part with its next-element gesture, then `expect`.
  case swipe(expect: [String])
  /// Move the reader to the usable part and do `gesture`, then `expect`.
  case gesture(ReaderGesture, expect: [String])
  /// The reader reaches the part: its name describes its purpose.
  case name
  /// The reader reaches the part: `expect` (its role).
  case role(expect: [String])
  /// The reader reaches the part: `expect` (its value or state as it is).
  case valueOnFocus(expect: [String])
  /// The reader reaches the usable part: `expect` (its value or state once it changes).
  case valueOnChange(expect: [String])
  /// The reader reaches the disabled part: the pack's disabled check, then `expect`.
  case state(expect: [String])
  /// The control's text stays readable at 200%.
  case textResize
}

/// The entries of a MagentaA11y page a criterion answers, as `a11ysim import magentaa11y`
/// sorts a page's criteria by their keys.
package enum PageTopic: String, Sendable, CaseIterable {
  /// `keyboard:` Tab (or arrow keys with Tab).
  case focus
  /// `keyboard:` arrow keys.
  case arrowKeys
  /// `keyboard:` Space.
  case space
  /// `keyboard:` Enter.
  case enter
  /// `keyboard:` Escape.
  case escape
  /// `mobile:` swipe up/down.
  case swipeUp
  /// `mobile:` swipe.
  case swipe
  /// `mobile:` double tap.
  case doubleTap
  /// `screenreader:` name.
  case name
  /// `screenreader:` role.
  case role
  /// `screenreader:` state.
  case state
  /// `screenreader:` value.
  case value
  /// `settings:` text resize.
  case textResize
  /// `keyboard:` / `mobile:` "when no interactive element is in the snackbar": the message is
  /// announced without moving focus.
  case announced
}

/// One MagentaA11y acceptance criterion that `a11ysim check` tests.
package struct Criterion: Sendable, Identifiable {
  /// A stable id, also the tag of the generated scenarios (`@output-name`).
  package var id: String
  /// The group of the page's criteria (Keyboard, Gestures, Output, Settings).
  package var group: String
  /// Required or recommended.
  package var priority: CriterionPriority
  /// The page's wording.
  package var wording: String
  /// The platforms it applies to; on the others the matrix says `n/a`.
  package var platforms: Set<Platform>
  /// What its scenarios do and check.
  package var check: CriterionCheck
  /// The page entry it answers.
  package var answers: PageTopic
  /// Why it does not apply where it does not (shown under the matrix).
  package var notApplicable: String?
  /// Whether ``platforms`` are where the page asks for it (Space "on iOS and Android"), not
  /// where A11ySim can check it: an imported page's own text decides them then.
  package var platformsFromPage: Bool

  /// Creates a criterion.
  package init(
    id: String, group: String, priority: CriterionPriority = .must, wording: String,
    platforms: Set<Platform>, check: CriterionCheck, answers: PageTopic,
    notApplicable: String? = nil, platformsFromPage: Bool = false
  ) {
    self.platformsFromPage = platformsFromPage
    self.id = id
    self.group = group
    self.priority = priority
    self.wording = wording
    self.platforms = platforms
    self.check = check
    self.answers = answers
    self.notApplicable = notApplicable
  }

  /// Whether it runs once per part or once per control.
  package var target: CriterionTarget { check == .textResize ? .control : .eachPart }

  /// The tag generated scenarios carry.
  package var tag: String { "@" + id }

  /// Whether it applies on `platform`.
  package func applies(to platform: Platform) -> Bool { platforms.contains(platform) }
}

/// The criteria `a11ysim check` tests. Each control's list lives with its step pack
/// (``ControlStepPack``): the stepper's in `ControlPacks/Stepper/StepperCriteria.swift`, the
/// button's in its module, `Sources/ButtonControl/StepPack/ButtonCriteria.swift`; the criteria several pages share
/// are in `ControlPacks/SharedCriteria.swift`.
package enum Criteria {
  /// Every platform.
  package static let everywhere = Set(Platform.allCases)
  /// The mobile platforms the pages' gestures and keys are written for.
  package static let mobile: Set<Platform> = [.ios, .android]
}

extension StepLibrary {
  /// Every control's criteria, each id once (the first pack's wording): the pages share ids
  /// and priorities.
  static func uniqueCriteria(of packs: [ControlStepPack]) -> [Criterion] {
    packs.flatMap(\.criteria.list).reduce(into: []) { unique, criterion in
      if !unique.contains(where: { $0.id == criterion.id }) { unique.append(criterion) }
    }
  }

  /// The criteria for a kind of control, and the title of the page they come from (a
  /// component of a kind without criteria is checked against the first pack's, as a file
  /// without `control:` describes the first kind); none, with no title, when the library has
  /// no control packs at all.
  package func criteria(of control: ControlKind?) -> (title: String, criteria: [Criterion]) {
    guard let criteria = (pack(for: control) ?? packs.first)?.criteria else { return ("", []) }
    return (criteria.title, criteria.list)
  }

  /// `control`'s criterion with `id`: the packs share ids (`output-value`, `keyboard-enter`)
  /// with their own platforms and wording, so an id alone does not name one.
  package func criterion(named id: String, of control: ControlKind?) -> Criterion? {
    criteria(of: control).criteria.first { $0.id == id }
  }

  /// The criterion a generated test case checks, from its tags: the first pack's of that id.
  /// Its callers read only its id and priority, which every pack sharing an id gives alike
  /// (CheckCriteriaTests holds them to it); its platforms and wording may be another pack's.
  package func criterion(of testCase: TestCaseReport) -> Criterion? {
    let tags = Set(testCase.pickle.tags.map(\.name))
    return criteria.first { tags.contains($0.tag) }
  }
}
