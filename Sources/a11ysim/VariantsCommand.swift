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
      let options = ComponentOption.all.filter { $0.applies(to: variant) }.map(\.key)
      let defaults = options.compactMap { key in defaultText(key, c).map { "\(key) \($0)" } }
      print("  defaults: " + defaults.joined(separator: ", "))
      print("  settings: " + (options + extraSettings(variant)).joined(separator: ", "))
    }
  }

  /// Settings that are not a single value: the NumberBox's formatter (a mapping).
  private func extraSettings(_ variant: StepperVariant) -> [String] {
    variant == .numberbox ? ["numberFormatter { … }"] : []
  }

  /// The default of setting `key` in `c`, as the component file writes it (nil: no default).
  private func defaultText(_ key: String, _ c: StepperConfiguration) -> String? {
    switch key {
    case "label": return c.label.map { "\"\($0)\"" }
    case "value": return number(c.value)
    case "minimum": return number(c.minimum)
    case "maximum": return number(c.maximum)
    case "step": return number(c.step)
    case "largeStep": return c.largeStep.map(number)
    case "wraps": return "\(c.wraps)"
    case "continuous": return "\(c.continuous)"
    case "autorepeat": return "\(c.autorepeat)"
    case "enabled": return "\(c.isEnabled)"
    case "climbRate": return number(c.climbRate)
    case "digits": return c.digits.map(String.init)
    case "numeric": return "\(c.numeric)"
    case "editable": return "\(c.isEditable)"
    case "snapToTicks": return "\(c.snapToTicks)"
    case "updatePolicy": return c.updatePolicy.rawValue
    case "orientation": return c.orientation.rawValue
    case "acceptsExpression": return "\(c.acceptsExpression)"
    case "validationMode": return c.validationMode.rawValue
    case "spinButtonPlacement": return c.spinButtonPlacement.rawValue
    case "header": return c.header.map { "\"\($0)\"" }
    case "placeholderText": return c.placeholderText.isEmpty ? nil : "\"\(c.placeholderText)\""
    case "subtitle": return c.subtitle.map { "\"\($0)\"" }
    case "helperText": return c.helperText.map { "\"\($0)\"" }
    case "errorMessage": return c.errorMessage.map { "\"\($0)\"" }
    case "typedOutOfRange": return c.typedOutOfRange.rawValue
    default: return nil
    }
  }

  private func number(_ value: Double) -> String {
    value.isNaN ? "NaN (empty)" : DecimalStep.displayString(value)
  }
}
