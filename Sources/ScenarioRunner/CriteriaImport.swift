import ComponentModel
import Controls
import Core
import CriteriaPages
import Foundation
import Gherkin
import TextFiles

/// Why a criteria page cannot be turned into a feature: a page for another control, a
/// component that does not load.
package struct CriteriaImportError: Error, Sendable, CustomStringConvertible {
  /// What is wrong, with `FILE:LINE: error:` where it is in a file.
  package var message: String

  /// Creates an error.
  package init(_ message: String) { self.message = message }

  /// The message.
  package var description: String { message }
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

  /// The kinds of control a page may be about, by the names pages give them.
  static let pageControls: [(names: [String], kind: ControlKind, words: String)] = [
    (["button"], "button", "button"),
    (["stepper"], "stepper", "stepper"),
    (["toggle switch", "switch"], "switch", "toggle switch"),
    (["checkbox", "check box"], "checkbox", "checkbox"),
    (["slider", "range slider"], "slider", "slider"),
  ]

  /// Turns `page` (read from `pageURI`) into a feature for the component at `componentPath`
  /// (resolved from `workingDirectory`, and written into the steps as given).
  package init(
    page: CriteriaPage, pageURI: String, componentPath: String, workingDirectory: URL
  ) throws(CriteriaImportError) {
    let title = page.title.lowercased().split(separator: " ").joined(separator: " ")
    guard let pageControl = Self.pageControls.first(where: { $0.names.contains(title) }) else {
      throw CriteriaImportError(
        "\(pageURI):\(page.titleLine): error: the page is about "
          + "'\(VisibleText.escapingControls(page.title))'; A11ySim "
          + "imports the criteria of "
          + Self.pageControls.map(\.words).joined(separator: ", ") + " pages")
    }
    let suite: CriteriaSuite
    do {
      suite = try CriteriaSuite(
        componentPath: componentPath, platforms: nil, workingDirectory: workingDirectory)
    } catch {
      throw CriteriaImportError(error.message)
    }
    let control = suite.component.control ?? .stepper
    guard control == pageControl.kind else {
      let modelled = ControlCatalog.all.map(\.kind.rawValue)
      throw CriteriaImportError(
        "\(pageURI):\(page.titleLine): error: the page's criteria are for a "
          + "\(pageControl.words), but \(componentPath) describes a \(control.rawValue) "
          + "(control: \(control.rawValue)); "
          + (modelled.contains(pageControl.kind.rawValue)
            ? "give a component with 'control: \(pageControl.kind.rawValue)'"
            : "A11ySim models no \(pageControl.words) yet (it models "
              + modelled.joined(separator: ", ") + ")"))
    }
    var writer = Writer(
      page: page, pageURI: pageURI, componentPath: componentPath, suite: suite,
      words: pageControl.words)
    try writer.write()
    feature = writer.lines.joined(separator: "\n") + "\n"
    checked = writer.checked
    pending = writer.pending
    notApplicable = writer.notApplicable
  }

  /// What A11ySim checks for a page's criterion: `check`'s criterion ids, and what is left
  /// for a person (a pending step), if anything.
  struct Plan: Equatable {
    var ids: [String]
    var manual: String?
  }

  /// The plan for `criterion`, whose key the page writes freely (`Space bar`, `spacebar`).
  static func plan(for criterion: PageCriterion, control words: String) -> Plan {
    let key = criterion.normalizedKey
    switch criterion.group {
    case .keyboard where key.contains("tab"):
      return Plan(
        ids: ["keyboard-focus"],
        manual:
          "that the focus can be seen is visual: A11ySim moves keyboard focus but draws no "
          + "focus indicator; look at it on a device")
    case .keyboard where key.contains("arrow"):
      return Plan(ids: ["keyboard-arrows"])
    case .keyboard where ["space", "spacebar", "space bar"].contains(key):
      return Plan(ids: ["keyboard-space"])
    case .keyboard where key == "enter":
      return Plan(ids: ["keyboard-enter"])
    case .mobile where key.contains("swipe up") || key.contains("swipe-up"):
      return Plan(ids: ["gesture-adjust"])
    case .mobile where key == "swipe":
      return Plan(ids: ["gesture-swipe"])
    case .mobile where ["doubletap", "double tap"].contains(key):
      return Plan(ids: ["gesture-double-tap"])
    case .screenreader where key == "name":
      return Plan(ids: ["output-name"])
    case .screenreader where key == "role":
      return Plan(ids: ["output-role"])
    case .screenreader where key == "state" && words == "slider":
      return Plan(ids: ["output-value", "output-value-change", "output-state"])
    case .screenreader where key == "state":
      // The toggle switch page's state (disabled/dimmed, on/off) is three of `check`'s
      // criteria; the other pages' is the first.
      return Plan(ids: ["output-state", "output-state-on-off", "output-state-change"])
    case .screenreader where key == "value":
      return Plan(ids: ["output-value-change", "output-value-focus"])
    case .screenreader where key == "group":
      return Plan(
        ids: [],
        manual:
          "grouping a visible label with the \(words) is about the screen around it: "
          + "A11ySim models the \(words) alone; check it on a device")
    case .settings where key == "text resize":
      return Plan(ids: ["text-resize"])
    default:
      return Plan(
        ids: [],
        manual:
          "A11ySim has no check for the \(criterion.group.rawValue) criterion "
          + "'\(safe(criterion.key))' of a \(words); check it on a device")
    }
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
    let words: String
    var lines: [String] = []
    var checked = 0
    var pending = 0
    var notApplicable = 0

    init(
      page: CriteriaPage, pageURI: String, componentPath: String, suite: CriteriaSuite,
      words: String
    ) {
      self.page = page
      self.pageURI = pageURI
      self.componentPath = componentPath
      self.suite = suite
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
      for criterion in self.page.criteria {
        var plan = CriteriaImport.plan(for: criterion, control: words)
        let missing = plan.ids.filter { available[$0] == nil }
        // A page criterion `check` splits for one control only keeps the ids this one has.
        if missing.count < plan.ids.count {
          plan.ids.removeAll { available[$0] == nil }
        } else if !missing.isEmpty {
          plan = Plan(
            ids: [],
            manual:
              "A11ySim has no \(missing.joined(separator: " or ")) check for a \(words); "
              + "check it on a device")
        }
        lines.append("")
        lines.append(
          "  # \(criterion.group.rawValue) › \(CriteriaImport.safe(criterion.key)) "
            + "(\(CriteriaImport.safe(pageURI)):\(criterion.line)): "
            + CriteriaImport.safe(criterion.text))
        if plan.ids.isEmpty {
          manualOnly(criterion, reason: plan.manual ?? "")
          continue
        }
        for id in plan.ids {
          let ran = generated.filter { $0.tags.contains("@" + id) }
          // Where `check` does not test it, said, so that no platform is left out silently.
          if let known = available[id] {
            let elsewhere = suite.platforms.filter { !known.applies(to: $0) }
            if ran.isEmpty { notApplicable += 1 }
            if !elsewhere.isEmpty {
              lines.append(
                "  # \(id): not for "
                  + elsewhere.map(\.displayName).joined(separator: ", ")
                  + (known.notApplicable.map { " (\($0))" } ?? ""))
            }
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
        if let manual = plan.manual { manualOnly(criterion, reason: manual) }
      }
    }

    /// One scenario per platform that sets the component up and stops, pending.
    mutating func manualOnly(_ criterion: PageCriterion, reason: String) {
      let slug = criterion.normalizedKey.map { $0.isLetter || $0.isNumber ? $0 : "-" }
      let tag = "@" + String(slug).split(separator: "-").joined(separator: "-")
      for platform in suite.platforms {
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
          throw CriteriaImportError(
            "internal error: the scenarios A11ySim generated for \(document.uri) do not "
              + "parse (please report it): "
              + error.errors.map(\.message).joined(separator: "; "))
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
