import ComponentFile
import ComponentModel
import Controls
import Core
import Foundation
import Reports
import ScenarioRunner
import ScreenReaders

/// Why `a11ysim check` cannot run: an unreadable component, an unknown platform.
package enum CriteriaSuiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The component path holds `character` (a line break, a control character), which the
  /// generated steps' quoted string cannot hold.
  case pathBreaksStep(path: String, character: Unicode.Scalar)
  /// The component did not load: where (with the path as given) and why.
  case componentUnreadable(location: String?, message: String)
  /// The component path holds a `"`.
  case pathHasQuote(String)
  /// `--platform` names no platform.
  case unknownPlatform(String)
  /// The component does not ship on `platform`; it ships on `shipsOn`.
  case notShipped(component: String, platform: Platform, shipsOn: [Platform])
  /// `--criteria` names a kind no pack has criteria for; `known` are those that have.
  case unknownCriteria(String, known: [String])
  /// The kind's pack has no criteria yet.
  case noCriteria(kind: String)

  /// What is wrong.
  package var description: String {
    switch self {
    case .pathBreaksStep(let path, let character):
      "the component path '\(CriteriaSuite.visible(path))' contains "
        + (character == "\n"
          ? "a line break" : "the control character \(CriteriaSuite.visible(String(character)))")
        + ", which a step's quoted string cannot hold (the scenarios A11ySim generates name "
        + "the path in one); rename the file, or reach it by another path that has none"
    case .componentUnreadable(let location, let message):
      (location.map { "\($0): " } ?? "") + message
    case .pathHasQuote(let path):
      "the component path '\(path)' must not contain '\"'"
    case .unknownPlatform(let name):
      "unknown platform '\(name)'; expected one of "
        + Platform.allCases.map(\.rawValue).joined(separator: ", ")
    case .notShipped(let component, let platform, let shipsOn):
      "\(component) does not ship on \(platform.displayName); it ships on "
        + shipsOn.map(\.rawValue).joined(separator: ", ")
    case .unknownCriteria(let name, let known):
      "a11ysim check has no criteria for '\(name)'; --criteria takes "
        + known.joined(separator: ", ")
    case .noCriteria(let kind):
      "a11ysim check has no criteria for a \(kind) yet; test it with scenarios and "
        + "a11ysim run (see Scenarios/\(kind).feature)"
    }
  }

  /// What is wrong (the ``description``).
  package var message: String { description }
}

/// The MagentaA11y criteria for one component as generated Gherkin: a feature per platform, a
/// scenario per criterion (per button where the criterion is about buttons) made of the
/// ordinary steps, so `run`'s runner and every report format serve `check` unchanged.
package struct CriteriaSuite: Sendable, CheckedCriteria {
  /// The component file as given.
  package var componentPath: String
  /// The component, loaded.
  package var component: Component
  /// The component's name.
  package var componentName: String { component.name }
  /// The platforms checked, in the seeds' order.
  package var platforms: [Platform]
  /// The generated features: `uri` is `COMPONENT#platform`.
  package var documents: [(uri: String, source: String)]
  /// The criteria for the component's kind of control (its step pack's).
  package var criteria: [Criterion]
  /// Where they come from: `MagentaA11y button criteria`.
  package var title: String
  /// The step pack whose criteria these are.
  package var pack: ControlStepPack
  /// What component files may say, and the controls they describe.
  package var schema: ComponentSchema
  /// The steps of the generated scenarios' controls, made from the packs it is given.
  package var library: StepLibrary

  /// Loads the component at `componentPath` (resolved from `workingDirectory`) and generates
  /// the criteria for `platforms` (default: every platform it ships on), those of the
  /// component's own kind of control, or of `criteriaKind` (`switch`: a custom switch drawn as
  /// a button is judged by the toggle switch page), from `packs` (tests give their own), reading
  /// the component with `schema`.
  package init(
    componentPath: String, platforms names: [String]?, workingDirectory: URL,
    criteria criteriaKind: String? = nil, packs: [ControlStepPack], schema: ComponentSchema
  ) throws(CriteriaSuiteError) {
    self.schema = schema
    library = StepLibrary(packs: packs)
    // The generated scenarios name the path in a step's quoted string, on one line.
    if let unsafe = componentPath.unicodeScalars.first(where: Self.breaksStepString) {
      throw .pathBreaksStep(path: componentPath, character: unsafe)
    }
    let location = URL(fileURLWithPath: componentPath, relativeTo: workingDirectory)
    let component: Component
    do {
      component = try ComponentLoader.load(path: location.path, schema: schema)
    } catch {
      // The path as the user gave it, in the location too.
      throw .componentUnreadable(
        location: error.location.map {
          "\($0)".replacingOccurrences(of: location.path, with: componentPath)
        },
        message: error.message.replacingOccurrences(of: location.path, with: componentPath))
    }
    if componentPath.contains("\"") {
      throw .pathHasQuote(componentPath)
    }
    var chosen: [Platform] = component.platformList
    if let names {
      chosen = []
      for name in names {
        guard let platform = Platform(named: name.trimmingCharacters(in: .whitespaces)) else {
          throw .unknownPlatform(name)
        }
        guard component.platforms[platform] != nil else {
          throw .notShipped(
            component: component.name, platform: platform, shipsOn: component.platformList)
        }
        if !chosen.contains(platform) { chosen.append(platform) }
      }
      chosen.sort()
    }
    self.componentPath = componentPath
    self.component = component
    self.platforms = chosen
    // A kind without a pack is checked as the first pack's, as `StepLibrary.criteria(of:)` says.
    var pack = packs.first { $0.kind == component.control } ?? packs[0]
    if let criteriaKind {
      let judged = packs.filter { !$0.criteria.list.isEmpty }
      guard let chosen = judged.first(where: { $0.kind.rawValue == criteriaKind.lowercased() })
      else {
        throw .unknownCriteria(criteriaKind, known: judged.map(\.kind.rawValue))
      }
      pack = chosen
    }
    // A pack whose criteria page is not modelled yet (the switch's) has none: checking the
    // control against another control's criteria would report failures that say nothing of it.
    guard !pack.criteria.list.isEmpty else { throw .noCriteria(kind: pack.kind.rawValue) }
    self.pack = pack
    title = pack.criteria.title
    criteria = pack.criteria.list
    let generator = Generator(
      componentPath: componentPath, component: component, workingDirectory: workingDirectory,
      componentDirectory: location.deletingLastPathComponent(), pack: pack.criteria,
      schema: schema, library: library)
    documents = chosen.map { platform in
      (uri: "\(componentPath)#\(platform.rawValue)", source: generator.feature(for: platform))
    }
  }

  /// Why `criterion` does not apply on `platform`: not for the platform, or (the pack's
  /// ``ControlCriteria/inapplicable``) not for the component as it sets the control up there.
  package func notApplicable(_ criterion: Criterion, on platform: Platform) -> String? {
    pack.criteria.notApplicable(criterion, on: platform, setup: component.platforms[platform])
  }

  /// Whether `scalar` cannot be written inside a Gherkin step line: a control character
  /// (a line break ends the step) or a Unicode line or paragraph separator.
  static func breaksStepString(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  /// `text` with its control characters written as `\n`, `\t`, `\u{…}`, for an error message.
  static func visible(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where breaksStepString(scalar): out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` for a step's quoted string: on one line, its quotes and backslashes escaped.
  static func quoted(_ text: String) -> String {
    oneLine(text).replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
  }

  /// `text` on one line for a generated feature's title: control characters and line
  /// separators as spaces.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.map { breaksStepString($0) ? " " : $0 }))
  }
}

/// Writes one platform's feature, finding how many swipes or key presses reach each element by
/// trying them on the simulator first.
private struct Generator {
  var componentPath: String
  var component: Component
  var workingDirectory: URL
  var componentDirectory: URL
  /// The control's criteria and how to set it up, name and reach its parts.
  var pack: ControlCriteria
  /// What the component file may say.
  var schema: ComponentSchema
  /// The steps of the controls, for the contexts it tries interactions in.
  var library: StepLibrary

  /// A scenario's setup: Given lines and the overrides they make.
  struct Setup {
    var lines: [String] = []
    var overrides: [ComponentOverride] = []
    var readerOn = true

    /// Adds `line`, once: a line the setup already has is not repeated.
    mutating func add(_ line: CriteriaSetupLine) {
      guard !lines.contains("And \(line.step)") else { return }
      lines.append("And \(line.step)")
      overrides.append(line.override)
    }
  }

  func feature(for platform: Platform) -> String {
    var lines = [
      "# Generated by a11ysim check from \(componentPath): the \(pack.page)",
      "# " + (pack.seed.map { "(\($0)) " } ?? "")
        + "as scenarios. Tags: the criterion's id and its priority (@must, @should).",
      "@a11ysim-check @\(platform.rawValue)",
      "Feature: \(CriteriaSuite.oneLine(component.name)) on \(platform.displayName): "
        + pack.page,
    ]
    for criterion in pack.list where criterion.applies(to: platform) {
      // Not for the control as the component sets it up here: one scenario that says why,
      // skipped by its step, so every report lists the criterion as not applicable.
      if let reason = pack.notApplicable(
        criterion, on: platform, setup: component.platforms[platform])
      {
        lines.append("")
        lines.append("  \(criterion.tag) \(criterion.priority.tag)")
        lines.append("  Scenario: \(criterion.id): not applicable")
        lines.append("    # \(criterion.wording)")
        lines.append("    Given the component \"\(componentPath)\"")
        lines.append("    And the platform is \(platform.displayName)")
        lines.append("    Then not applicable \"\(CriteriaSuite.quoted(reason))\"")
        continue
      }
      for part in targets(of: criterion, on: platform) {
        let what = part.map(pack.partName)
        lines.append("")
        lines.append("  \(criterion.tag) \(criterion.priority.tag)")
        lines.append("  Scenario: \(criterion.id)" + (what.map { ": \($0)" } ?? ""))
        lines.append("    # \(criterion.wording)")
        for step in steps(criterion, platform: platform, part: part) {
          lines.append("    " + step)
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The parts a criterion runs on: those the control's pack names, else the part keyboard
  /// focus reaches first; nothing in particular for a control criterion.
  func targets(of criterion: Criterion, on platform: Platform) -> [PartID?] {
    switch criterion.target {
    case .control: return [nil]
    case .eachPart:
      return pack.partsSetUp?(platform, component.platforms[platform]) ?? pack.parts(platform)
        ?? [desktopPart(platform)]
    }
  }

  /// The part Tab reaches first on a desktop platform.
  func desktopPart(_ platform: Platform) -> PartID {
    var context = makeContext(platform, Setup(readerOn: false))
    guard (try? context.perform("press Tab")) != nil,
      let part = try? context.control().focusedPart
    else { return .control }
    return part
  }

  func makeContext(_ platform: Platform, _ setup: Setup) -> ScenarioContext {
    var context = ScenarioContext(
      workingDirectory: workingDirectory, featureDirectory: componentDirectory, schema: schema,
      library: library)
    try? context.useComponentFile(componentPath)
    context.platform = platform
    context.overrides = setup.overrides
    context.readerID = setup.readerOn ? nil : "none"
    return context
  }

  /// How many times `action` must be done to reach `reached`, at most 12; `nil` if never.
  func probe(
    _ platform: Platform, _ setup: Setup, action: String,
    reached: (inout ScenarioContext) throws(StepFailure) -> Bool
  ) -> Int? {
    var context = makeContext(platform, setup)
    for count in 1...12 {
      do {
        try context.perform(action)
        if try reached(&context) { return count }
      } catch {
        return nil
      }
    }
    return nil
  }

  /// `When …` then `And …` for each of `lines`.
  func whens(_ lines: [String]) -> [String] {
    lines.enumerated().map { index, line in (index == 0 ? "When " : "And ") + line }
  }

  /// Key presses (no reader) that put keyboard focus on `part`.
  func tabTo(_ part: PartID, _ platform: Platform, _ setup: Setup) -> [String] {
    let count =
      probe(platform, setup, action: "press Tab") { context throws(StepFailure) in
        try context.control().focusedPart == part
      } ?? 1
    return Array(repeating: "I press \"Tab\"", count: count)
  }

  /// The reader's next-element gestures (``ReaderDriving/next``, `swipe right`) that put it on
  /// `part`; none for a reader its pack gives no such gesture.
  func swipeTo(_ part: PartID, _ platform: Platform, _ setup: Setup) -> [String] {
    guard let next = makeContext(platform, setup).chosenPack?.driving.next else { return [] }
    let count =
      probe(platform, setup, action: next) { context throws(StepFailure) in
        try context.reader().focusedElement?.part == part
      } ?? 1
    return Array(repeating: "I \(next)", count: count)
  }

  /// The step that activates the reader's focus by its pack's gesture (`I double-tap`).
  func activateStep(_ platform: Platform, _ setup: Setup) -> [String] {
    guard let activate = makeContext(platform, setup).chosenPack?.driving.activate else {
      return []
    }
    return ["I \(activate)"]
  }

  /// The reader's own way for its user to reach `part`, as its pack says
  /// (``ReaderDriving/reach``): touch it (VoiceOver on iOS, TalkBack), or press its key until
  /// the reader is there (VO+Right; Tab, or Narrator's next-item key for a disabled control,
  /// which Tab skips).
  func readerTo(
    _ part: PartID, _ platform: Platform, _ setup: Setup, disabled: Bool = false
  ) -> [String] {
    guard let pack = makeContext(platform, setup).chosenPack else { return [] }
    guard let key = pack.driving.reach.key(disabled: disabled) else {
      return ["I do \"touch \(part.rawValue)\""]
    }
    let count =
      probe(platform, setup, action: "press \(key)") { context throws(StepFailure) in
        try context.reader().focusedElement?.part == part
      } ?? 1
    return Array(repeating: "I press \"\(key)\"", count: count)
  }

  /// Moves the start value off the limit that disables `part`, so activating it can work.
  func awayFromLimit(_ part: PartID, _ platform: Platform, _ setup: inout Setup) {
    if let line = pack.enabledStart(part, component.platforms[platform]) { setup.add(line) }
  }

  /// Puts the start value on the limit that disables `part`, or disables the control.
  func atLimit(_ part: PartID, _ platform: Platform, _ setup: inout Setup) {
    setup.add(pack.disabledStart(part, component.platforms[platform]))
  }

  /// `Then …` then `And …` for each of `checks`, with `{part}` standing for `part`'s name.
  func thens(_ checks: [String], _ part: PartID) -> [String] {
    checks.enumerated().map { index, line in
      (index == 0 ? "Then " : "And ") + line.replacingOccurrences(of: "{part}", with: part.rawValue)
    }
  }

  /// Turns the reader off for a keyboard criterion.
  func keyboardOnly(_ setup: inout Setup) {
    setup.readerOn = false
    setup.lines.append("And no screen reader is running")
  }

  func steps(_ criterion: Criterion, platform: Platform, part: PartID?) -> [String] {
    var setup = Setup()
    setup.lines = [
      "Given the component \"\(componentPath)\"", "And the platform is \(platform.displayName)",
    ]
    if let shown = pack.shownStart(component.platforms[platform]) { setup.add(shown) }
    guard let part else { return setup.lines + ["Then the text stays readable at 200%"] }
    var body: [String] = []
    switch criterion.check {
    case .textResize:
      body = ["Then the text stays readable at 200%"]
    case .keyboardFocus:
      keyboardOnly(&setup)
      // A part disabled at its limit is rightly left out of the Tab order; the criterion
      // is about the parts a user can use, so start where they are enabled.
      awayFromLimit(part, platform, &setup)
      body =
        whens(tabTo(part, platform, setup))
        + thens(["the focus visibly moves", "keyboard focus is on the {part}"], part)
    case .key(let key, let expect):
      keyboardOnly(&setup)
      awayFromLimit(part, platform, &setup)
      body =
        whens(tabTo(part, platform, setup) + ["I press \"\(key)\""]) + thens(expect, part)
    case .swipe(let expect):
      body = whens(swipeTo(part, platform, setup)) + thens(expect, part)
    case .gesture(let gesture, let expect):
      awayFromLimit(part, platform, &setup)
      let doing: [String]
      switch gesture {
      case .activate: doing = activateStep(platform, setup)
      case .named(let words): doing = ["I \(words)"]
      }
      body = whens(swipeTo(part, platform, setup) + doing) + thens(expect, part)
    case .state(let expect):
      atLimit(part, platform, &setup)
      body =
        whens(readerTo(part, platform, setup, disabled: true))
        + thens((pack.disabledCheck(part).map { [$0] } ?? []) + expect, part)
    case .name:
      body =
        whens(readerTo(part, platform, setup)) + thens(["its name describes its purpose"], part)
    case .role(let expect), .valueOnFocus(let expect):
      body = whens(readerTo(part, platform, setup)) + thens(expect, part)
    case .valueOnChange(let expect):
      awayFromLimit(part, platform, &setup)
      body = whens(readerTo(part, platform, setup)) + thens(expect, part)
    }
    return setup.lines + body
  }
}
