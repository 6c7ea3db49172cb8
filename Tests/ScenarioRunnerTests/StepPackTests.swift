import ControlRegistry
import Controls
import Foundation
import StepperControl
import Testing

@testable import ScenarioRunner

@Suite("Step packs: the shared steps know no control, each control brings its own")
struct StepPackTests {
  /// The kinds of control A11ySim models, as their names are written (`stepper`, `button`).
  static let kinds = ControlCatalog.shipped.all.map(\.kind.rawValue)

  @Test("No shared step's text names a kind of control or a stepper's part")
  func coreTextsNameNoControl() {
    let texts = StepLibrary.core.flatMap { [$0.expression] + $0.alternatives }.map(\.source)
    #expect(!texts.isEmpty)
    for text in texts {
      for kind in Self.kinds {
        #expect(!text.lowercased().contains(kind), "the shared step '\(text)' names a \(kind)")
      }
      #expect(!text.contains("{part}"), "the shared step '\(text)' takes a stepper's part")
    }
  }

  @Test("A step library has the shared steps and only the packs it is given")
  func libraryHasTheStepsOfItsPacks() throws {
    let button = try #require(StepLibrary.shipped.pack(for: .button))
    let library = StepLibrary(packs: [button])
    #expect(library.packs.map(\.kind) == [.button])
    #expect(library.all.count == StepLibrary.core.count + button.steps.count)
    #expect(library.matches("the value is 3").isEmpty)
    #expect(StepLibrary.shipped.matches("the value is 3").count == 1)
    #expect(library.criteria.map(\.id) == button.criteria.list.map(\.id))
    #expect(StepLibrary(packs: []).all.count == StepLibrary.core.count)
    // A library with no packs has no criteria for any kind (it used to trap).
    let empty = StepLibrary(packs: [])
    #expect(empty.criteria(of: nil).criteria.isEmpty && empty.criteria(of: .button).title == "")
  }

  @Test(
    "The shared parameter types name no control's: each pack brings its own, its steps use them")
  func parameterTypesComeWithTheirPack() {
    let shared = Set(ParameterType.shared.map(\.name))
    for pack in StepLibrary.shipped.packs {
      for type in pack.parameterTypes {
        #expect(!shared.contains(type.name), "{\(type.name)} is \(pack.kind)'s, and shared")
      }
      let own = Set(pack.parameterTypes.map(\.name))
      for step in pack.steps {
        for type in step.parameterTypes {
          #expect(own.contains(type.name), "'\(step.expression.source)' uses another pack's type")
        }
      }
    }
    // The stepper's pack brings {part}; no shared step takes it (it would not compile).
    #expect(StepLibrary.shipped.pack(for: .stepper)?.parameterTypes.map(\.name) == ["part"])
    #expect(!shared.contains("part"))
    for step in StepLibrary.core {
      #expect(step.parameterTypes.isEmpty, "the shared step '\(step.expression.source)'")
      #expect(step.expression.parameters.allSatisfy { shared.contains($0.name) })
    }
  }

  @Test("Every step definition names its file under Sources/, as the message report cites it")
  func definitionFilesExist() {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    for definition in StepLibrary.shipped.all {
      let path = sources.appendingPathComponent(definition.sourceFile).path
      #expect(
        FileManager.default.fileExists(atPath: path),
        "'\(definition.expression.source)' cites Sources/\(definition.sourceFile)")
    }
  }

  @Test("The files of the shared steps name no control type, outside texts and comments")
  func coreSourcesNameNoControlType() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let files = Set(StepLibrary.core.map(\.sourceFile) + ["ScenarioRunner/ScenarioContext.swift"])
    // `ScenarioRunner/Steps/GivenSteps.swift`: the path under `Sources/`.
    let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
    let types = Self.kinds.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    for file in files.sorted() {
      let found = paths.filter { $0 == file }
      #expect(found.count == 1, "\(file) is at \(found)")
      guard let path = found.first else { continue }
      let code = Self.code(
        try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8))
      for type in types {
        // `Stepper`, `StepperConfiguration`, not `isButton` (a part's property in Core).
        let named = try Regex("(^|[^A-Za-z0-9_])\(type)")
        #expect(!code.contains(named), "\(path) names \(type) in its code")
      }
      for kind in Self.kinds {
        #expect(!code.contains(".\(kind)"), "\(path) names .\(kind) in its code")
      }
    }
  }

  @Test("Each kind of control brings a pack: steps, criteria, all in the vocabulary")
  func eachControlHasAPack() {
    #expect(StepLibrary.shipped.packs.map(\.kind.rawValue) == Self.kinds)
    for pack in StepLibrary.shipped.packs {
      #expect(!pack.steps.isEmpty, "\(pack.kind) brings no step")
      // The switch's MagentaA11y page is not modelled yet; `check` refuses a switch instead
      // (CriteriaCommandTests). Any other kind must bring its criteria.
      #expect(
        !pack.criteria.list.isEmpty || pack.kind == .toggleSwitch,
        "\(pack.kind) brings no criterion")
      #expect(
        StepLibrary.shipped.criteria(of: pack.kind).criteria.map(\.id)
          == pack.criteria.list.map(\.id))
      #expect(StepLibrary.shipped.criteria(of: pack.kind).title == pack.criteria.title)
    }
    let all = StepLibrary.shipped.all.map(\.expression.source)
    let packed = (StepLibrary.core + StepLibrary.shipped.packs.flatMap(\.steps)).map(
      \.expression.source)
    #expect(all.sorted() == packed.sorted())
    #expect(Set(all).count == all.count)
  }

  @Test("The stepper's value, field and button steps are the stepper's; activation the button's")
  func stepsLiveWithTheirControl() throws {
    func owner(_ source: String) -> String? {
      if StepLibrary.core.contains(where: { $0.expression.source == source }) { return "core" }
      return StepLibrary.shipped.packs.first { pack in
        pack.steps.contains { $0.expression.source == source }
      }?.kind.rawValue
    }
    #expect(owner("the value is {float}") == "stepper")
    #expect(owner("the field shows {string}") == "stepper")
    #expect(owner("I tap the {part} button") == "stepper")
    #expect(owner("I am on a screen with a stepper") == "stepper")
    #expect(owner("the button is activated") == "button")
    #expect(owner("I hear {string}") == "core")
    #expect(owner("keyboard focus is on the {word}") == "core")
    #expect(owner("its value is expressed when it changes") == "core")
    // The steps are listed by keyword, the shared ones first in each.
    let keywords = StepLibrary.shipped.all.map(\.keyword.rawValue)
    #expect(keywords == keywords.sorted { rank($0) < rank($1) })
    let given = StepLibrary.shipped.all.filter { $0.keyword == .given }.map(\.expression.source)
    let index = try #require(
      given.firstIndex(of: "a stepper {string} with value {float} from {float} to {float}"))
    #expect(given[..<index].allSatisfy { owner($0) == "core" })
  }

  @Test("Keyboard focus places come from the packs, in the order the check names them")
  func focusPlaces() {
    #expect(
      StepLibrary.shipped.keyboardFocusPlaces == [
        "increment", "decrement", "field", "option1", "option2", "option3", "option4", "option5",
        "option6", "option7", "option8", "option9", "option10", "option11", "option12", "confirm",
        "cancel", "trigger", "dismissMenu", "item1", "item2", "item3", "item4", "item5", "item6",
        "item7", "item8", "item9", "item10", "item11", "item12", "item13", "item14", "item15",
        "item16", "item17", "item18", "item19", "item20", "item21", "item22", "item23", "item24",
        "tab1", "tab2", "tab3", "tab4", "tab5", "tab6", "tab7", "tab8", "tab9", "tab10",
        "tab11", "tab12", "control", "stepper", "slider", "dropdown", "outside",
      ])
  }

  /// Given, When, Then.
  private func rank(_ keyword: String) -> Int {
    ["Given", "When", "Then"].firstIndex(of: keyword) ?? 3
  }

  /// `source` without its comments and string literals.
  static func code(_ source: String) -> String {
    var out = ""
    var inString = false
    var escaped = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      var previous: Character = " "
      for character in line {
        if inString {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            inString = false
          }
        } else if character == "/" && previous == "/" {
          out.removeLast()
          break
        } else if character == "\"" {
          inString = true
        } else {
          out.append(character)
        }
        previous = character
      }
      // A single-line literal ends with its line; `"""` blocks are not used in these files.
      inString = false
      out.append("\n")
    }
    return out
  }
}
