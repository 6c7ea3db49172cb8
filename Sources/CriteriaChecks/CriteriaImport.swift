import ComponentFile
import ComponentModel
import Controls
import Core
import CriteriaPages
import Foundation
import Gherkin
import ScenarioRunner
import TextFiles

/// Why a criteria page cannot be turned into a feature: a page for another control, a
/// component that does not load.
package enum CriteriaImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The page's title (at `uri`:`line`) names no control a pack answers to; `known`: the
  /// controls that do.
  case unknownPage(uri: String, line: Int, title: String, known: [String])
  /// The component cannot be checked.
  case component(CriteriaSuiteError)
  /// The page (at `uri`:`line`) is about `page` (a pack of kind `pageKind`), the component at
  /// `componentPath` describes a `control`; `modelled`: the kinds A11ySim models.
  case wrongControl(
    uri: String, line: Int, page: String, pageKind: String, componentPath: String,
    control: String, modelled: [String])
  /// A11ySim's own generated scenarios for `uri` do not parse.
  case generatedDoesNotParse(uri: String, errors: [String])
  /// The page (at `uri`:`line`, where it says so) is MagentaA11y's web criteria for
  /// `title`, written for browsers: A11ySim checks native controls.
  case webPage(uri: String, line: Int, title: String)

  /// What is wrong, with `FILE:LINE: error:` where it is in a file.
  package var description: String {
    switch self {
    case .unknownPage(let uri, let line, let title, let known):
      "\(uri):\(line): error: the page is about '\(VisibleText.escapingControls(title))'; "
        + "A11ySim imports the criteria of \(known.joined(separator: ", ")) pages"
    case .component(let error):
      error.description
    case .wrongControl(
      let uri, let line, let page, let pageKind, let path, let control, let modelled):
      "\(uri):\(line): error: the page's criteria are for a \(page), but \(path) describes a "
        + "\(control) (control: \(control)); "
        + (modelled.contains(pageKind)
          ? "give a component with 'control: \(pageKind)'"
          : "A11ySim models no \(page) yet (it models \(modelled.joined(separator: ", ")))")
    case .webPage(let uri, let line, let title):
      "\(uri):\(line): error: this is MagentaA11y's web criteria page for "
        + "'\(VisibleText.escapingControls(title))', written for browsers; A11ySim checks "
        + "native controls against the native pages "
        + "(https://www.magentaa11y.com/#/native-criteria/): import the native page instead"
    case .generatedDoesNotParse(let uri, let errors):
      "internal error: the scenarios A11ySim generated for \(uri) do not parse (please report "
        + "it): " + errors.joined(separator: "; ")
    }
  }

  /// What is wrong (the ``description``).
  package var message: String { description }
}

/// A MagentaA11y criteria page turned into a feature that runs with A11ySim's own steps: one
/// scenario per criterion and platform (per button where `check` tests buttons one by one),
/// the same scenarios `a11ysim check` generates; what A11ySim cannot check ends in a
/// `pending` step that says why, so the feature runs with no undefined step.
package struct CriteriaImport: Sendable {
  /// The feature's text.
  package var feature: String
  /// How many scenarios check something and hold no pending step.
  package var checked: Int
  /// How many scenarios end in a pending step (tagged `@manual`).
  package var pending: Int
  /// The page's criteria that apply on none of the component's platforms (a comment each).
  package var notApplicable: Int

  /// Turns `page` (read from `pageURI`) into a feature for the component at `componentPath`
  /// (resolved from `workingDirectory`, and written into the steps as given). The control
  /// the page is about is the pack (of `packs`) that answers to the page's title; the
  /// component is read with `schema`.
  package init(
    page: CriteriaPage, pageURI: String, componentPath: String, workingDirectory: URL,
    packs: [ControlStepPack], schema: ComponentSchema
  ) throws(CriteriaImportError) {
    if let line = page.webLine {
      throw .webPage(uri: pageURI, line: line, title: page.title)
    }
    let answering = packs.filter { !$0.criteria.pageNames.isEmpty }
    guard let pagePack = ControlStepPack.pack(forPage: page.title, in: answering) else {
      throw .unknownPage(
        uri: pageURI, line: page.titleLine, title: page.title,
        known: answering.map(\.criteria.pageWords))
    }
    let words = pagePack.criteria.pageWords
    // Where the page asks for a key (Space "on iOS and Android"), its own text says, not the
    // pack's copy of the published page: an edited page is checked as it is written.
    var asked: [String: Set<Platform>] = [:]
    for criterion in page.criteria {
      guard let topic = Self.topic(of: criterion) else { continue }
      for known in pagePack.criteria.list where known.answers == topic && known.platformsFromPage {
        asked[known.id, default: []].formUnion(
          Self.platformsNamed(in: criterion) ?? Set(Platform.allCases))
      }
    }
    var judged = pagePack
    for index in judged.criteria.list.indices {
      if let platforms = asked[judged.criteria.list[index].id] {
        judged.criteria.list[index].platforms = platforms
      }
    }
    let suitePacks = packs.map { $0.kind == judged.kind ? judged : $0 }
    let suite: CriteriaSuite
    do {
      suite = try CriteriaSuite(
        componentPath: componentPath, platforms: nil, workingDirectory: workingDirectory,
        packs: suitePacks, schema: schema)
    } catch {
      throw .component(error)
    }
    guard suite.pack.kind == pagePack.kind else {
      throw .wrongControl(
        uri: pageURI, line: page.titleLine, page: words, pageKind: pagePack.kind.rawValue,
        componentPath: componentPath, control: suite.pack.kind.rawValue,
        modelled: schema.catalog.all.map(\.kind.rawValue))
    }
    var writer = Writer(
      page: page, pageURI: pageURI, componentPath: componentPath, suite: suite,
      packs: suitePacks, words: words)
    try writer.write()
    feature = writer.lines.joined(separator: "\n") + "\n"
    checked = writer.checked
    pending = writer.pending
    notApplicable = writer.notApplicable
  }

  /// What A11ySim checks for a page's criterion: the ids of the criteria that answer it
  /// (the control's, in its list's order), and what is left for a person (a pending step), if
  /// anything.
  struct Plan: Equatable {
    var ids: [String]
    var manual: String?
  }

  /// The page entry `criterion` is, by its group and its key, which the page writes freely
  /// (`Space bar`, `spacebar`); `nil` for one no criterion answers.
  static func topic(of criterion: PageCriterion) -> PageTopic? {
    let key = criterion.normalizedKey
    switch criterion.group {
    case .keyboard where key.contains("no interactive element"),
      .mobile where key.contains("no interactive element"):
      return .announced
    case .keyboard where key.contains("tab"): return .focus
    case .keyboard where key.contains("arrow"): return .arrowKeys
    case .keyboard where ["space", "spacebar", "space bar"].contains(key): return .space
    case .keyboard where key == "enter": return .enter
    case .keyboard where key == "escape": return .escape
    case .mobile where key.contains("swipe up") || key.contains("swipe-up"): return .swipeUp
    case .mobile where key == "swipe": return .swipe
    case .mobile where ["doubletap", "double tap"].contains(key): return .doubleTap
    case .screenreader where key == "name": return .name
    case .screenreader where key == "role": return .role
    case .screenreader where key == "state": return .state
    case .screenreader where key == "value": return .value
    case .settings where key == "text resize": return .textResize
    default: return nil
    }
  }

  /// The platforms `criterion`'s key and text name (`Ios and android-swipe-up/down`,
  /// `Activates on Android`, `(iOS)`), every platform for "every platform" or "all
  /// platforms", or `nil` when they name none.
  static func platformsNamed(in criterion: PageCriterion) -> Set<Platform>? {
    let text = (criterion.key + " " + criterion.text).lowercased()
    if ["every platform", "all platforms", "each platform", "every device", "all devices"]
      .contains(where: text.contains)
    {
      return Set(Platform.allCases)
    }
    let words = Set(text.split { !$0.isLetter }.map(String.init))
    let named: [(String, Platform)] = [
      ("ios", .ios), ("iphone", .ios), ("ipad", .ios), ("android", .android),
      ("macos", .macos), ("mac", .macos), ("windows", .windows), ("linux", .linux),
    ]
    let found = Set(named.filter { words.contains($0.0) }.map(\.1))
    return found.isEmpty ? nil : found
  }

  /// `platforms` in the seeds' order, for a comment: `iOS and Android`.
  static func listed(_ platforms: Set<Platform>) -> String {
    let names = Platform.allCases.filter(platforms.contains).map(\.displayName)
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The plan for `criterion` on a control named `words` whose criteria are `criteria`; the
  /// ids `packs` answer it with name what is missing when the control has none.
  static func plan(
    for criterion: PageCriterion, control words: String, criteria: [Criterion],
    packs: [ControlStepPack]
  ) -> Plan {
    var plan = basePlan(for: criterion, control: words, criteria: criteria, packs: packs)
    // "Android-volume or swipe up/down": the swipe is checked, the hardware keys are not.
    if criterion.group == .mobile, criterion.normalizedKey.contains("volume") {
      let volume =
        "A11ySim presses no hardware volume key: that the volume keys adjust the \(words) "
        + "is for a person to check on a device"
      plan.manual = plan.manual.map { $0 + "; " + volume } ?? volume
    }
    return plan
  }

  static func basePlan(
    for criterion: PageCriterion, control words: String, criteria: [Criterion],
    packs: [ControlStepPack]
  ) -> Plan {
    if criterion.group == .screenreader && criterion.normalizedKey == "group" {
      return Plan(
        ids: [],
        manual:
          "grouping a visible label with the \(words) is about the screen around it: "
          + "A11ySim models the \(words) alone; check it on a device")
    }
    guard let topic = topic(of: criterion) else {
      return Plan(
        ids: [],
        manual:
          "A11ySim has no check for the \(criterion.group.rawValue) criterion "
          + "'\(safe(criterion.key))' of a \(words); check it on a device")
    }
    let answering = criteria.filter { $0.answers == topic }
    guard !answering.isEmpty else {
      var elsewhere: [String] = []
      for other in packs.flatMap(\.criteria.list) where other.answers == topic {
        if !elsewhere.contains(other.id) { elsewhere.append(other.id) }
      }
      return Plan(
        ids: [],
        manual: elsewhere.isEmpty
          ? "A11ySim has no check for the \(criterion.group.rawValue) criterion "
            + "'\(safe(criterion.key))' of a \(words); check it on a device"
          : "A11ySim has no \(elsewhere.joined(separator: " or ")) check for a \(words); "
            + "check it on a device")
    }
    // Keyboard focus can be checked, not that it is seen.
    let visual =
      answering.contains { $0.check == .keyboardFocus }
      ? "that the focus can be seen is visual: A11ySim moves keyboard focus but draws no "
        + "focus indicator; look at it on a device" : nil
    return Plan(ids: answering.map(\.id), manual: visual)
  }

  /// `text` on one line, without quotes or backslashes, for a comment or a step's string.
  static func safe(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          switch scalar {
          case "\"": "'"
          case "\\": "/"
          case _ where scalar.value < 0x20 || scalar.value == 0x7F: " "
          default: scalar
          }
        }))
  }

  /// Writes the feature.
  private struct Writer {
    let page: CriteriaPage
    let pageURI: String
    let componentPath: String
    let suite: CriteriaSuite
    let packs: [ControlStepPack]
    let words: String
    var lines: [String] = []
    var checked = 0
    var pending = 0
    var notApplicable = 0

    init(
      page: CriteriaPage, pageURI: String, componentPath: String, suite: CriteriaSuite,
      packs: [ControlStepPack], words: String
    ) {
      self.page = page
      self.pageURI = pageURI
      self.componentPath = componentPath
      self.suite = suite
      self.packs = packs
      self.words = words
    }

    /// A generated scenario of `check`: its platform, name, tags and steps.
    struct Generated {
      var platform: Platform
      var name: String
      var tags: [String]
      var steps: [String]
    }

    mutating func write() throws(CriteriaImportError) {
      let generated = try scenarios()
      let page = URL(fileURLWithPath: pageURI).lastPathComponent
      lines = [
        "# Generated by a11ysim import magentaa11y from \(CriteriaImport.safe(pageURI)) for "
          + "\(CriteriaImport.safe(componentPath)):",
        "# one scenario per criterion and platform, made of A11ySim's steps. Scenarios tagged",
        "# @manual end in a pending step saying what a person must check on a device.",
        "@magentaa11y",
        "Feature: \(CriteriaImport.safe(suite.component.name)): MagentaA11y \(words) criteria "
          + "(\(CriteriaImport.safe(page)))",
      ]
      let available = Dictionary(
        suite.criteria.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      // The page line that first asked for each check on each platform: a second criterion
      // the same check answers (the slider's two swipe-up lines) refers to it, so no
      // scenario is written twice under one name.
      var writtenFor: [String: Int] = [:]
      for criterion in self.page.criteria {
        let plan = CriteriaImport.plan(
          for: criterion, control: words, criteria: suite.criteria, packs: packs)
        let named = CriteriaImport.platformsNamed(in: criterion)
        lines.append("")
        lines.append(
          "  # \(criterion.group.rawValue) › \(CriteriaImport.safe(criterion.key)) "
            + "(\(CriteriaImport.safe(pageURI)):\(criterion.line)): "
            + CriteriaImport.safe(criterion.text))
        if plan.ids.isEmpty {
          manualOnly(criterion, reason: plan.manual ?? "", on: named)
          continue
        }
        for id in plan.ids {
          var ran = generated.filter { $0.tags.contains("@" + id) }
          // Where `check` does not test it, said, so that no platform is left out silently:
          // where the page asks for a key, in the page's own words.
          if let known = available[id] {
            let elsewhere = suite.platforms.filter { !known.applies(to: $0) }
            if ran.isEmpty { notApplicable += 1 }
            if !elsewhere.isEmpty {
              let reason =
                known.platformsFromPage
                ? named.map { "the page asks for it on \(CriteriaImport.listed($0)) only" }
                : known.notApplicable
              lines.append(
                "  # \(id): not for "
                  + elsewhere.map(\.displayName).joined(separator: ", ")
                  + (reason.map { " (\($0))" } ?? ""))
            }
          }
          let before = ran.filter { writtenFor["\(id) \($0.platform.rawValue)"] != nil }
          for platform in Platform.allCases
          where before.contains(where: { $0.platform == platform }) {
            let line = writtenFor["\(id) \(platform.rawValue)"] ?? 0
            lines.append(
              "  # \(id) on \(platform.displayName): checked above, for line \(line)")
          }
          ran.removeAll { writtenFor["\(id) \($0.platform.rawValue)"] != nil }
          for scenario in ran {
            writtenFor["\(id) \(scenario.platform.rawValue)"] = criterion.line
          }
          for scenario in ran {
            lines.append("")
            let tags = scenario.tags + ["@" + scenario.platform.rawValue]
            lines.append("  " + tags.joined(separator: " "))
            lines.append("  Scenario: \(scenario.name)")
            lines += scenario.steps.map { "    " + $0 }
            checked += 1
          }
        }
        // What is left for a person is a scenario of its own that is only pending: a manual
        // scenario never runs a check, so it cannot fail (the checks are the ones above).
        if let manual = plan.manual { manualOnly(criterion, reason: manual, on: named) }
      }
    }

    /// One scenario per platform the page asks on (`named`, or every platform of the
    /// component) that sets the component up and stops, pending.
    mutating func manualOnly(_ criterion: PageCriterion, reason: String, on named: Set<Platform>?) {
      let slug = criterion.normalizedKey.map { $0.isLetter || $0.isNumber ? $0 : "-" }
      let tag = "@" + String(slug).split(separator: "-").joined(separator: "-")
      for platform in suite.platforms where named?.contains(platform) ?? true {
        lines.append("")
        lines.append("  \(tag) @\(platform.rawValue) @manual")
        lines.append(
          "  Scenario: \(CriteriaImport.safe(criterion.key)) on \(platform.displayName)")
        lines.append("    Given the component \"\(componentPath)\"")
        lines.append("    And the platform is \(platform.displayName)")
        lines.append("    Then pending \"\(CriteriaImport.safe(reason))\"")
        pending += 1
      }
    }

    /// `check`'s scenarios for the component, each with its platform.
    func scenarios() throws(CriteriaImportError) -> [Generated] {
      var all: [Generated] = []
      for (platform, document) in zip(suite.platforms, suite.documents) {
        let parsed: GherkinDocument
        do {
          parsed = try Gherkin.parse(document.source, uri: document.uri)
        } catch {
          // A11ySim wrote them: a parse error is its own fault, said plainly, never a dump.
          throw .generatedDoesNotParse(
            uri: document.uri, errors: error.errors.map(\.message))
        }
        for child in parsed.feature?.children ?? [] {
          guard case .scenario(let scenario) = child else { continue }
          // `keyboard-focus: increment button` → `keyboard-focus on iOS: increment button`.
          let id = scenario.name.prefix { $0 != ":" }
          let rest = scenario.name.dropFirst(id.count)
          all.append(
            Generated(
              platform: platform, name: "\(id) on \(platform.displayName)\(rest)",
              tags: scenario.tags.map(\.name),
              steps: scenario.steps.map { $0.keyword + $0.text }))
        }
      }
      return all
    }
  }
}
