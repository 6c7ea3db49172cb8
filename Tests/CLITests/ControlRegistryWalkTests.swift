import ComponentFile
import ComponentModel
import ControlRegistry
import Controls
import Core
import Foundation
import ScenarioRunner
import Testing

/// Walks the control registry and checks that every control brings everything a control must:
/// variants on every platform, component-file settings, steps and criteria with the page names
/// they answer to, shipped component files and scenarios, and evidence. A control registered
/// without one of them fails here, named, before a user finds the gap.
@Suite("Every registered control provides everything")
struct ControlRegistryWalkTests {
  static let registry = ControlRegistry.shipped
  static let root = RunCLI.packageRoot

  /// The text of every file under `folder` whose name ends in `suffix`, by path.
  static func texts(under folder: String, endingIn suffix: String) -> [String: String] {
    let base = root.appendingPathComponent(folder)
    var texts: [String: String] = [:]
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [:] }
    for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) {
      texts[url.path] = try? String(contentsOf: url, encoding: .utf8)
    }
    return texts
  }

  /// The name of `kind`'s module and folders: `Stepper` for `stepper`.
  static func typeName(_ kind: ControlKind) -> String {
    // `text-field` → `TextField`.
    kind.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// The shipped component files (`Scenarios/components/*.yml`) of `kind`: those that say
  /// `control: KIND`, and for the registry's first kind those that name no control.
  static func componentFiles(of kind: ControlKind) -> [String] {
    let first = registry.catalog.all.first?.kind
    return texts(under: "Scenarios/components", endingIn: ".yml").filter { _, text in
      let declared = text.split(separator: "\n").first { $0.hasPrefix("control:") }
      guard let declared else { return kind == first }
      return declared.dropFirst("control:".count).trimmingCharacters(in: .whitespaces)
        == kind.rawValue
    }.keys.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
  }

  @Test("the registry lists each kind once, and the catalog and the settings agree")
  func kinds() {
    let kinds = Self.registry.catalog.all.map(\.kind)
    #expect(!kinds.isEmpty)
    #expect(Set(kinds).count == kinds.count)
    for option in Self.registry.schema.all {
      #expect(kinds.contains(option.control), "\(option.key) belongs to no registered control")
    }
  }

  @Test("every control has a variant on every platform, each with its own id and defaults")
  func variants() {
    for definition in Self.registry.catalog.all {
      let platforms = Set(definition.variants.flatMap(\.platforms))
      for platform in Platform.allCases {
        #expect(
          platforms.contains(platform),
          "\(definition.kind) has no variant on \(platform.displayName)")
        if platforms.contains(platform) {
          #expect(definition.defaultVariant(on: platform) != nil)
        }
      }
      let ids = definition.variants.map(\.id.rawValue)
      #expect(Set(ids).count == ids.count, "\(definition.kind) repeats a variant id")
      for variant in definition.variants {
        #expect(variant.id.control == definition.kind, "\(variant.id) is filed under another kind")
        #expect(!variant.nativeName.isEmpty && !variant.platforms.isEmpty)
      }
    }
  }

  @Test("every control has component-file settings, each for some of its variants")
  func settings() {
    for definition in Self.registry.catalog.all {
      let options = Self.registry.schema.options(of: definition.kind)
      #expect(!options.isEmpty, "\(definition.kind) has no component-file settings")
      let keys = options.map(\.key)
      #expect(Set(keys).count == keys.count, "\(definition.kind) repeats a setting")
      for option in options {
        #expect(
          definition.variants.contains { option.applies(to: $0.id) },
          "\(definition.kind)'s setting \(option.key) applies to none of its variants")
      }
    }
  }

  @Test("every control ships component files, a feature that runs one, and evidence")
  func shippedAndEvidence() {
    let features = Self.texts(under: "Scenarios", endingIn: ".feature")
    let components = Self.texts(under: "Scenarios/components", endingIn: ".yml")
    for definition in Self.registry.catalog.all {
      // Its evidence tests live with it, in its own test target.
      let folder = "Tests/\(Self.typeName(definition.kind))ControlTests"
      let evidence = Self.texts(under: folder, endingIn: ".swift").filter {
        $0.value.contains("@Test")
      }
      #expect(!evidence.isEmpty, "\(definition.kind) has no evidence tests in \(folder)/")
      let files = Self.componentFiles(of: definition.kind)
      #expect(!files.isEmpty, "\(definition.kind) has no component file in Scenarios/components")
      #expect(
        features.values.contains { text in files.contains { text.contains("components/\($0)") } },
        "no shipped feature runs a \(definition.kind) component file")
      // Each variant is exercised by an evidence test or a shipped component file.
      for variant in definition.variants {
        let id = variant.id.rawValue
        let exercised =
          evidence.values.contains { $0.contains("\"\(id)\"") || $0.contains("variant: \(id)") }
          || components.values.contains { $0.contains("variant: \(id)") }
        #expect(
          exercised, "no test in \(folder)/ or shipped component uses \(definition.kind) \(id)")
      }
    }
  }

  @Test("every control has a step pack with steps, and criteria with the page names they answer")
  func packsAndCriteria() {
    let packs = Self.registry.packs
    #expect(packs.map(\.kind) == Self.registry.catalog.all.map(\.kind))
    var pages: [String: ControlKind] = [:]
    for pack in packs {
      #expect(!pack.steps.isEmpty, "\(pack.kind)'s step pack has no steps")
      #expect(!pack.criteria.list.isEmpty, "\(pack.kind) has no criteria")
      #expect(!pack.criteria.pageNames.isEmpty, "\(pack.kind)'s criteria answer no page name")
      for name in pack.criteria.pageNames {
        if let other = pages[name.lowercased()] {
          Issue.record("the page name '\(name)' finds both \(other) and \(pack.kind)")
        }
        pages[name.lowercased()] = pack.kind
      }
    }
  }

  @Test("every control is a module of its own, Sources/<Kind>Control/, with its registry entry")
  func folders() throws {
    for definition in Self.registry.catalog.all {
      let kind = definition.kind.rawValue
      let type = Self.typeName(definition.kind)
      let folder = "Sources/\(type)Control"
      let package = Self.root.appendingPathComponent("\(folder)/\(type)+Package.swift")
      let text = (try? String(contentsOf: package, encoding: .utf8)) ?? ""
      #expect(
        text.contains("static let schemaEntry") && text.contains("static let stepPack"),
        "\(kind) has no \(folder)/\(type)+Package.swift with its schemaEntry and stepPack")
      let steps = Self.texts(under: "\(folder)/StepPack", endingIn: ".swift")
      #expect(!steps.isEmpty, "\(kind)'s step pack is not in \(folder)/StepPack/")
    }
    // The first control gives the component a run without one uses.
    #expect(Self.registry.schema.defaultComponent != .empty)
  }
}
