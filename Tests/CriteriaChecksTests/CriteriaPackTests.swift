import ComponentModel
import ControlRegistry
import Controls
import Core
import CriteriaChecks
import CriteriaPages
import Foundation
import ScenarioRunner
import StepperControl
import TestSupport
import Testing

/// The criteria come from the controls' packs: the importer finds a page's pack by the page
/// names the pack declares, and the generator writes the check lines a pack's criteria bring.
@Suite("Criteria: the packs bring their page names and check lines")
struct CriteriaPackTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  /// A shipped component of each kind (any of the kind's will do: the importer only needs
  /// its control).
  static let components: [ControlKind: String] = Dictionary(
    uniqueKeysWithValues: ((try? ShippedControls.components(under: root)) ?? [:]).map {
      (ControlKind(rawValue: $0.key), $0.value)
    })

  /// A page titled `title` with one criterion.
  static func page(_ title: String) throws -> CriteriaPage {
    try CriteriaPageParser.parse(
      "---\ntitle: \(title)\nsettings:\n  text resize: |\n    Text can grow\n---\n",
      uri: "page.md")
  }

  /// The importer's feature for `title` and the shipped component of `kind`.
  static func importing(_ title: String, _ kind: ControlKind, packs: [ControlStepPack]? = nil)
    throws -> String
  {
    let component = "Scenarios/components/" + (components[kind] ?? "")
    let page = try page(title)
    let imported =
      try packs.map {
        try CriteriaImport(
          page: page, pageURI: "page.md", componentPath: component, workingDirectory: root,
          packs: $0)
      }
      ?? CriteriaImport(
        page: page, pageURI: "page.md", componentPath: component, workingDirectory: root)
    return imported.feature
  }

  @Test("The importer finds each control's pack by each of its page names, any case or spacing")
  func eachPageNameFindsItsPack() throws {
    #expect(
      StepLibrary.shipped.packs.map(\.criteria.pageNames) == [
        ["stepper"], ["button"], ["toggle switch", "switch"], ["checkbox", "check box"],
        ["slider", "range slider"],
        ["progress indicators", "progress indicator", "progress bar"],
        [
          "expandable", "button that toggles an expandable region", "expandable region",
          "disclosure", "expander",
        ],
        [
          "text-input", "text input", "text field", "edit box", "text box", "search",
          "search field",
        ],
        ["link", "hyperlink"],
        ["radio-button", "radio button", "radio group", "radio buttons"],
        ["alert dialog", "alert", "modal", "sheet", "dialog"],
        ["snackbar/toast", "snackbar", "toast", "snackbar toast"],
        ["dropdown", "drop down", "dropdown menu", "picker", "menu", "pop-up button"],
        [
          "segmented-control", "segmented control", "segemented control / tabs",
          "segmented control / tabs", "tabs",
        ],
      ])
    for pack in StepLibrary.shipped.packs {
      for name in pack.criteria.pageNames {
        let title = name.split(separator: " ").map(\.capitalized).joined(separator: "  ")
        #expect(
          ControlStepPack.pack(forPage: title, in: StepLibrary.shipped.packs)?.kind == pack.kind,
          "\(title)")
        let feature = try Self.importing(title, pack.kind)
        #expect(
          feature.contains(": MagentaA11y \(pack.criteria.pageWords) criteria (page.md)\n"),
          "\(title)")
      }
    }
  }

  @Test("A pack with a new page name is found by it, the importer unchanged")
  func newPageNameNeedsNoImporterEdit() throws {
    #expect(
      throws: CriteriaImportError.unknownPage(
        uri: "page.md", line: 2, title: "Push Button",
        known: StepLibrary.shipped.packs.filter { !$0.criteria.pageNames.isEmpty }
          .map(\.criteria.pageWords))
    ) { try Self.importing("Push Button", .button) }
    var button = try #require(StepLibrary.shipped.pack(for: .button))
    button.criteria.pageNames.append("push button")
    let packs = StepLibrary.shipped.packs.map { $0.kind == .button ? button : $0 }
    let feature = try Self.importing("Push Button", .button, packs: packs)
    #expect(feature.contains(": MagentaA11y button criteria (page.md)\n"))
    #expect(feature.contains("@text-resize @should @ios"))
  }

  @Test("A page no pack answers to: the page's line and the pages the packs answer to")
  func unknownPageListsThePacks() throws {
    let packs = StepLibrary.shipped.packs.filter { $0.kind == .slider || $0.kind == .checkbox }
    let error = #expect(throws: CriteriaImportError.self) {
      try Self.importing("Dial", .slider, packs: packs)
    }
    #expect(
      error?.description
        == "page.md:2: error: the page is about 'Dial'; A11ySim imports the criteria of "
        + "checkbox, slider pages")
  }

  @Test("The generator writes the check lines a pack's own criteria bring")
  func packCheckLinesAreGenerated() throws {
    var button = try #require(StepLibrary.shipped.pack(for: .button))
    button.criteria.list = [
      Criterion(
        id: "keyboard-space", group: "Keyboard", wording: "Spacebar: Rings the bell",
        platforms: [.android],
        check: .key("Space", expect: ["the bell rang on {part}", "all is quiet"]),
        answers: .space),
      Criterion(
        id: "gesture-ring", group: "Gestures", priority: .should, wording: "Swipe down: Rings",
        platforms: [.android], check: .gesture(.named("swipe down"), expect: ["the bell rang"]),
        answers: .swipeUp),
    ]
    let packs = StepLibrary.shipped.packs.map { $0.kind == .button ? button : $0 }
    let suite = try CriteriaSuite(
      componentPath: "Scenarios/components/save-button.yml", platforms: ["android"],
      workingDirectory: Self.root, packs: packs)
    #expect(suite.criteria.map(\.id) == ["keyboard-space", "gesture-ring"])
    let body = try #require(suite.documents.first?.source.split(separator: "\n\n").dropFirst())
    #expect(
      body.joined(separator: "\n\n") == """
          @keyboard-space @must
          Scenario: keyboard-space: the button
            # Spacebar: Rings the bell
            Given the component "Scenarios/components/save-button.yml"
            And the platform is Android
            And no screen reader is running
            When I press "Tab"
            And I press "Space"
            Then the bell rang on control
            And all is quiet

          @gesture-ring @should
          Scenario: gesture-ring: the button
            # Swipe down: Rings
            Given the component "Scenarios/components/save-button.yml"
            And the platform is Android
            When I swipe right
            And I swipe down
            Then the bell rang

        """)
  }

  @Test("A criterion several pages share is one check: same group, priority and kind of check")
  func sharedCriteriaAgree() {
    /// The kind of check, without what a control words its own way.
    func kind(_ check: CriterionCheck) -> String {
      String(String(describing: check).prefix { $0 != "(" })
    }
    let all = StepLibrary.shipped.packs.flatMap(\.criteria.list)
    for id in Set(all.map(\.id)) {
      let same = all.filter { $0.id == id }
      #expect(Set(same.map(\.group)).count == 1, "\(id)")
      #expect(Set(same.map(\.priority)).count == 1, "\(id)")
      #expect(Set(same.map { kind($0.check) }).count == 1, "\(id)")
    }
    // Shared by every page, defined once.
    for pack in StepLibrary.shipped.packs {
      let list = pack.criteria.list
      #expect(list.first?.check == .keyboardFocus, "\(pack.kind)")
      #expect(list.contains { $0.check == .name && $0.id == "output-name" }, "\(pack.kind)")
      // The segmented-control page exempts its control from text resizing.
      guard pack.kind.rawValue != "tabs" else {
        #expect(!list.contains { $0.check == .textResize })
        continue
      }
      #expect(list.last?.check == .textResize, "\(pack.kind)")
      #expect(list.last?.wording == Criterion.textResize.wording, "\(pack.kind)")
      #expect(list.contains { $0.check == .name && $0.id == "output-name" }, "\(pack.kind)")
    }
  }

  @Test("The generator and the importer name no control, in their code or their text")
  func generatorNamesNoControl() throws {
    let kinds = ControlCatalog.shipped.all.map(\.kind.rawValue) + ["toggle"]
    for file in ["CriteriaSuite.swift", "CriteriaImport.swift"] {
      let source = try String(
        contentsOf: Self.root.appendingPathComponent("Sources/CriteriaChecks/\(file)"),
        encoding: .utf8)
      let (code, texts) = Self.split(source)
      for kind in kinds {
        #expect(!texts.lowercased().contains(kind), "\(file)'s text names \(kind)")
        let type = kind.prefix(1).uppercased() + kind.dropFirst()
        #expect(!code.contains(try Regex("(^|[^A-Za-z0-9_])\(type)")), "\(file) names \(type)")
      }
      for kind in ControlCatalog.shipped.all.map(\.kind) {
        #expect(!code.contains(".\(String(describing: kind))"), "\(file) names .\(kind)")
      }
      #expect(!code.contains(".toggleSwitch") && !code.contains(".stepper"), "\(file)")
    }
  }

  /// `source`'s code and the text of its string literals, without its comments.
  static func split(_ source: String) -> (code: String, texts: String) {
    var code = ""
    var texts = ""
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      var inString = false
      var escaped = false
      var previous: Character = " "
      for character in line {
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
            continue
          }
          texts.append(character)
        } else if character == "/" && previous == "/" {
          code.removeLast()
          break
        } else if character == "\"" {
          inString = true
        } else {
          code.append(character)
        }
        previous = character
      }
      code.append("\n")
      texts.append("\n")
    }
    return (code, texts)
  }

  @Test("The import and check errors are typed, with their messages as before")
  func typedErrorMessages() {
    let cases: [(any Error & CustomStringConvertible, String)] = [
      (
        CriteriaSuiteError.pathBreaksStep(path: "a\nb.yml", character: "\n"),
        "the component path 'a\\nb.yml' contains a line break, which a step's quoted string "
          + "cannot hold (the scenarios A11ySim generates name the path in one); rename the "
          + "file, or reach it by another path that has none"
      ),
      (
        CriteriaSuiteError.pathBreaksStep(path: "a\tb.yml", character: "\t"),
        "the component path 'a\\tb.yml' contains the control character \\t, which a step's "
          + "quoted string cannot hold (the scenarios A11ySim generates name the path in one); "
          + "rename the file, or reach it by another path that has none"
      ),
      (
        CriteriaSuiteError.componentUnreadable(location: "c.yml:3", message: "bad value"),
        "c.yml:3: bad value"
      ),
      (CriteriaSuiteError.componentUnreadable(location: nil, message: "gone"), "gone"),
      (
        CriteriaSuiteError.pathHasQuote("a\".yml"),
        "the component path 'a\".yml' must not contain '\"'"
      ),
      (
        CriteriaSuiteError.unknownPlatform("tvos"),
        "unknown platform 'tvos'; expected one of ios, macos, android, windows, linux"
      ),
      (
        CriteriaSuiteError.notShipped(
          component: "Save", platform: .linux, shipsOn: [.ios, .android]),
        "Save does not ship on Linux; it ships on ios, android"
      ),
      (
        CriteriaSuiteError.unknownCriteria("dial", known: ["stepper", "button"]),
        "a11ysim check has no criteria for 'dial'; --criteria takes stepper, button"
      ),
      (
        CriteriaSuiteError.noCriteria(kind: "dial"),
        "a11ysim check has no criteria for a dial yet; test it with scenarios and a11ysim run "
          + "(see Scenarios/dial.feature)"
      ),
      (
        CriteriaImportError.unknownPage(
          uri: "dial.md", line: 2, title: "Dial\u{1B}", known: ["button", "slider"]),
        "dial.md:2: error: the page is about 'Dial\\u{1B}'; A11ySim imports the criteria of "
          + "button, slider pages"
      ),
      (
        CriteriaImportError.component(.unknownPlatform("x")),
        "unknown platform 'x'; expected one of ios, macos, android, windows, linux"
      ),
      (
        CriteriaImportError.wrongControl(
          uri: "s.txt", line: 10, page: "stepper", pageKind: "stepper", componentPath: "b.yml",
          control: "button", modelled: ["stepper", "button"]),
        "s.txt:10: error: the page's criteria are for a stepper, but b.yml describes a button "
          + "(control: button); give a component with 'control: stepper'"
      ),
      (
        CriteriaImportError.wrongControl(
          uri: "d.md", line: 3, page: "radio button", pageKind: "radio", componentPath: "b.yml",
          control: "button", modelled: ["stepper", "button"]),
        "d.md:3: error: the page's criteria are for a radio button, but b.yml describes a "
          + "button (control: button); A11ySim models no radio button yet (it models stepper, "
          + "button)"
      ),
      (
        CriteriaImportError.generatedDoesNotParse(uri: "c.yml#ios", errors: ["one", "two"]),
        "internal error: the scenarios A11ySim generated for c.yml#ios do not parse (please "
          + "report it): one; two"
      ),
    ]
    for (error, message) in cases {
      #expect(error.description == message)
    }
  }
}
