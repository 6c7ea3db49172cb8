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
      var defaults = [
        "value \(number(c.value))", "minimum \(number(c.minimum))",
        "maximum \(number(c.maximum))", "step \(number(c.step))",
      ]
      if let large = c.largeStep { defaults.append("largeStep \(number(large))") }
      defaults.append("wraps \(c.wraps)")
      defaults.append("autorepeat \(c.autorepeat)")
      print("  defaults: " + defaults.joined(separator: ", "))
      let options = ComponentOption.all.filter { $0.applies(to: variant) }.map(\.key)
      print("  settings: " + options.joined(separator: ", "))
    }
  }

  private func number(_ value: Double) -> String {
    value.isNaN ? "NaN (empty)" : DecimalStep.displayString(value)
  }
}
