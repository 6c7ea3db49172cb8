import ArgumentParser
import ComponentFile
import ComponentModel
import ControlRegistry
import Controls

/// `a11ysim variants`: every variant of every control, its defaults and the settings it takes.
struct VariantsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "variants",
    abstract: "List the variants of each control, their defaults and the settings they take.")

  @Argument(help: "Show only this variant (e.g. numberbox).")
  var name: String?

  @Option(help: "Show only this control's variants (\(ControlCatalog.shipped.kindNames)).")
  var control: String?

  func validate() throws {
    if let control, ControlCatalog.shipped.named(control) == nil {
      throw ValidationError(
        "unknown control '\(control)'; expected one of "
          + ControlCatalog.shipped.all.map(\.kind.rawValue).joined(separator: ", "))
    }
    if let name, chosen.allSatisfy({ $0.variant(named: name) == nil }) {
      let names = chosen.flatMap { $0.variants.map(\.id.rawValue) }
      throw ValidationError(
        "unknown variant '\(name)'; expected one of "
          + names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
          .joined(separator: ", "))
    }
  }

  /// The controls to list.
  private var chosen: [ControlDefinition] {
    control.flatMap(ControlCatalog.shipped.named).map { [$0] } ?? ControlCatalog.shipped.all
  }

  func run() {
    var first = true
    for (index, definition) in chosen.enumerated() {
      let variants = definition.variants.filter { variant in
        name.map { variant.id.rawValue == $0.lowercased() } ?? true
      }
      guard !variants.isEmpty else { continue }
      if index > 0 || control != nil {
        if !first { print() }
        print("control: \(definition.kind) — \(definition.summary)")
        first = false
      }
      for variant in variants {
        if !first { print() }
        first = false
        let platforms = variant.platforms.map(\.displayName).joined(separator: ", ")
        print("\(variant.id.rawValue) — \(variant.nativeName) (\(platforms))")
        let applicable = ComponentSchema.shipped.options(takenBy: variant.id)
        let defaults = applicable.compactMap { option in
          option.text(in: variant.defaults).map { "\(option.key) \($0)" }
        }
        print("  defaults: " + (defaults.isEmpty ? "none set" : defaults.joined(separator: ", ")))
        print(
          "  settings: "
            + (applicable.map(\.key) + extraSettings(variant.id)).joined(separator: ", "))
      }
    }
  }

  /// Settings that are a mapping (the NumberBox's `numberFormatter { … }`), as the component
  /// options declare them.
  private func extraSettings(_ variant: VariantID) -> [String] {
    ComponentSchema.shipped.mappings.filter { $0.applies(to: variant) }.map { "\($0.key) { … }" }
  }
}
