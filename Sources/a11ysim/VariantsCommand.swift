import ArgumentParser
import ComponentFile
import Controls

/// `a11ysim variants`: every stepper variant, its defaults and the settings it takes.
struct VariantsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "variants",
    abstract: "List the stepper variants, their defaults and the settings they take.")

  @Argument(help: "Show only this variant (e.g. numberbox).")
  var name: String?

  func validate() throws {
    if let name, StepperVariant(rawValue: name.lowercased()) == nil {
      throw ValidationError(
        "unknown variant '\(name)'; expected one of "
          + StepperVariant.allCases.map(\.rawValue).joined(separator: ", "))
    }
  }

  func run() {
    let chosen = name.flatMap { StepperVariant(rawValue: $0.lowercased()) }
    let variants = chosen.map { [$0] } ?? StepperVariant.allCases
    for (index, variant) in variants.enumerated() {
      if index > 0 { print() }
      let platforms = variant.platforms.map(\.displayName).joined(separator: ", ")
      print("\(variant.rawValue) — \(variant.nativeName) (\(platforms))")
      let c = variant.defaults
      let applicable = ComponentOption.all.filter { $0.applies(to: variant) }
      let options = applicable.map(\.key)
      let defaults = applicable.compactMap { option in
        option.text(in: c).map { "\(option.key) \($0)" }
      }
      print("  defaults: " + defaults.joined(separator: ", "))
      print("  settings: " + (options + extraSettings(variant)).joined(separator: ", "))
    }
  }

  /// Settings that are not a single value: the NumberBox's formatter (a mapping).
  private func extraSettings(_ variant: StepperVariant) -> [String] {
    variant == .numberbox ? ["numberFormatter { … }"] : []
  }
}
