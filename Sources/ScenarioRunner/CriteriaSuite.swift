import ComponentFile
import ComponentModel
import Controls
import Core
import Foundation

/// Why `a11ysim check` cannot run: an unreadable component, an unknown platform.
package struct CriteriaSuiteError: Error, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  /// The message.
  package var description: String { message }
}

/// The MagentaA11y criteria for one component as generated Gherkin: a feature per platform, a
/// scenario per criterion (per button where the criterion is about buttons) made of the
/// ordinary steps, so `run`'s runner and every report format serve `check` unchanged.
package struct CriteriaSuite: Sendable {
  /// The component file as given.
  package var componentPath: String
  /// The component, loaded.
  package var component: Component
  /// The platforms checked, in the seeds' order.
  package var platforms: [Platform]
  /// The generated features: `uri` is `COMPONENT#platform`.
  package var documents: [(uri: String, source: String)]
  /// The criteria for the component's kind of control (its step pack's).
  package var criteria: [Criterion]
  /// Where they come from: `MagentaA11y button criteria`.
  package var title: String

  /// Loads the component at `componentPath` (resolved from `workingDirectory`) and generates
  /// the criteria for `platforms` (default: every platform it ships on), those of the
  /// component's own kind of control, or of `criteriaKind` (`switch`: a custom switch drawn as
  /// a button is judged by the toggle switch page).
  package init(
    componentPath: String, platforms names: [String]?, workingDirectory: URL,
    criteria criteriaKind: String? = nil
  ) throws(CriteriaSuiteError) {
    // The generated scenarios name the path in a step's quoted string, on one line.
    if let unsafe = componentPath.unicodeScalars.first(where: Self.breaksStepString) {
      throw CriteriaSuiteError(
        "the component path '\(Self.visible(componentPath))' contains "
          + (unsafe == "\n"
            ? "a line break" : "the control character \(Self.visible(String(unsafe)))")
          + ", which a step's quoted string cannot hold (the scenarios A11ySim generates name "
          + "the path in one); rename the file, or give a link to it whose path has none")
    }
    let location = URL(fileURLWithPath: componentPath, relativeTo: workingDirectory)
    let component: Component
    do {
      component = try ComponentLoader.load(path: location.path)
    } catch {
      // The path as the user gave it, in the location too.
      throw CriteriaSuiteError(
        (error.location.map {
          "\($0): ".replacingOccurrences(of: location.path, with: componentPath)
        }
          ?? "") + error.message.replacingOccurrences(of: location.path, with: componentPath))
    }
    if componentPath.contains("\"") {
      throw CriteriaSuiteError("the component path '\(componentPath)' must not contain '\"'")
    }
    var chosen: [Platform] = component.platformList
    if let names {
      chosen = []
      for name in names {
        guard let platform = Platform(named: name.trimmingCharacters(in: .whitespaces)) else {
          throw CriteriaSuiteError(
            "unknown platform '\(name)'; expected one of "
              + Platform.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard component.platforms[platform] != nil else {
          throw CriteriaSuiteError(
            "\(component.name) does not ship on \(platform.displayName); it ships on "
              + component.platformList.map(\.rawValue).joined(separator: ", "))
        }
        if !chosen.contains(platform) { chosen.append(platform) }
      }
      chosen.sort()
    }
    self.componentPath = componentPath
    self.component = component
    self.platforms = chosen
    // A kind without a pack is checked as the first pack's (a stepper), as `Criteria.of` says.
    var pack = ControlStepPacks.pack(for: component.control) ?? ControlStepPacks.all[0]
    if let criteriaKind {
      let judged = ControlStepPacks.all.filter { !$0.criteria.list.isEmpty }
      guard let chosen = judged.first(where: { $0.kind.rawValue == criteriaKind.lowercased() })
      else {
        throw CriteriaSuiteError(
          "a11ysim check has no criteria for '\(criteriaKind)'; --criteria takes "
            + judged.map(\.kind.rawValue).joined(separator: ", "))
      }
      pack = chosen
    }
    // A pack whose criteria page is not modelled yet (the switch's) has none: checking the
    // control against another control's criteria would report failures that say nothing of it.
    guard !pack.criteria.list.isEmpty else {
      let kind = pack.kind.rawValue
      throw CriteriaSuiteError(
        "a11ysim check has no criteria for a \(kind) yet; test it with scenarios and "
          + "a11ysim run (see Scenarios/\(kind).feature)")
    }
    title = pack.criteria.title
    criteria = pack.criteria.list
    let generator = Generator(
      componentPath: componentPath, component: component, workingDirectory: workingDirectory,
      componentDirectory: location.deletingLastPathComponent(), pack: pack.criteria)
    documents = chosen.map { platform in
      (uri: "\(componentPath)#\(platform.rawValue)", source: generator.feature(for: platform))
    }
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

  /// A scenario's setup: Given lines and the overrides they make.
  struct Setup {
    var lines: [String] = []
    var overrides: [ComponentOverride] = []
    var readerOn = true

    mutating func add(_ line: CriteriaSetupLine) {
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

  /// The parts a criterion runs on: the buttons the control's pack names (each of a
  /// stepper's on iOS and Android), else the part keyboard focus reaches first; nothing in
  /// particular for a control criterion.
  func targets(of criterion: Criterion, on platform: Platform) -> [PartID?] {
    switch criterion.target {
    case .control: return [nil]
    case .eachButton: return pack.buttonParts(platform) ?? [desktopPart(platform)]
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
      workingDirectory: workingDirectory, featureDirectory: componentDirectory)
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

  func steps(_ criterion: Criterion, platform: Platform, part: PartID?) -> [String] {
    var setup = Setup()
    setup.lines = [
      "Given the component \"\(componentPath)\"", "And the platform is \(platform.displayName)",
    ]
    guard let part else { return setup.lines + ["Then the text stays readable at 200%"] }
    var body: [String] = []
    switch criterion.id {
    case "keyboard-focus":
      setup.readerOn = false
      setup.lines.append("And no screen reader is running")
      // A button disabled at its limit is rightly left out of the Tab order; the criterion
      // is about the buttons a user can use, so start where both are enabled.
      awayFromLimit(part, platform, &setup)
      body =
        whens(tabTo(part, platform, setup)) + [
          "Then the focus visibly moves", "And keyboard focus is on the \(part.rawValue)",
        ]
    case "keyboard-space", "keyboard-enter":
      setup.readerOn = false
      setup.lines.append("And no screen reader is running")
      awayFromLimit(part, platform, &setup)
      let key = criterion.id == "keyboard-space" ? "Space" : "Enter"
      body =
        whens(tabTo(part, platform, setup) + ["I press \"\(key)\""])
        + ["Then the button is activated"]
    case "keyboard-arrows":
      setup.readerOn = false
      setup.lines.append("And no screen reader is running")
      awayFromLimit(part, platform, &setup)
      body =
        whens(tabTo(part, platform, setup) + ["I press \"Right\""])
        + ["Then the slider moved one step up"]
    case "gesture-adjust":
      awayFromLimit(part, platform, &setup)
      body =
        whens(swipeTo(part, platform, setup) + ["I swipe up"])
        + ["Then the slider moved one step up"]
    case "gesture-swipe":
      body =
        whens(swipeTo(part, platform, setup)) + [
          "Then focus is on \"\(part.rawValue)\"", "And its state is expressed",
        ]
    case "gesture-double-tap":
      awayFromLimit(part, platform, &setup)
      body =
        whens(swipeTo(part, platform, setup) + activateStep(platform, setup)) + [
          "Then the button is activated"
        ]
    case "output-state":
      atLimit(part, platform, &setup)
      var checks = ["Then its state is expressed"]
      if let check = pack.disabledCheck(part) { checks.insert(check, at: 0) }
      body = whens(readerTo(part, platform, setup, disabled: true)) + checks
      if checks.count == 2 { body[body.count - 1] = "And its state is expressed" }
    default:
      if pack.activatingChecks.contains(criterion.id) { awayFromLimit(part, platform, &setup) }
      let check: String
      switch criterion.id {
      case "output-name": check = "Then its name describes its purpose"
      case "output-role": check = "Then its role is conveyed"
      case "output-value-change": check = "Then its value is expressed when it changes"
      default: check = "Then its value is expressed in focus"
      }
      body = whens(readerTo(part, platform, setup)) + [check]
    }
    return setup.lines + replacingChecks(body, criterion.id, part)
  }

  /// `body` with its `Then` lines replaced by the pack's own for `id`, if it has any.
  func replacingChecks(_ body: [String], _ id: String, _ part: PartID) -> [String] {
    guard let checks = pack.checks(id, part),
      let first = body.firstIndex(where: { $0.hasPrefix("Then ") })
    else { return body }
    return Array(body[..<first]) + checks
  }
}
