import Controls
import Core
import StepperControl

/// Compact, exact text for events, so tests compare whole sequences at a glance:
/// `0.50s value 3→4 (auto-repeat increment)`, `2.30s increment disabled`.
enum EventText {
  static func render(_ events: [ControlEvent], includeIgnored: Bool = false) -> [String] {
    events.compactMap { event in
      let time = event.time.description
      switch event.kind {
      case .valueChanged(let from, let to, let cause):
        return "\(time) value \(number(from))→\(number(to)) (\(cause))"
      case .enabledChanged(let part, let isEnabled):
        return "\(time) \(part.rawValue) \(isEnabled ? "enabled" : "disabled")"
      case .focusMoved(let from, let to):
        return "\(time) focus \(from?.rawValue ?? "outside")→\(to?.rawValue ?? "outside")"
      case .textEdited(let text, _): return "\(time) edited \(text)"
      case .caretMoved(let move): return "\(time) caret \(move.from)→\(move.to)"
      case .textCommitted(let text, let value): return "\(time) committed \(text)=\(number(value))"
      case .textRejected(let text, let message): return "\(time) rejected \(text): \(message)"
      case .textReverted(let text): return "\(time) reverted \(text)"
      case .activated(let part): return "\(time) activated \(part)"
      case .inputIgnored(let reason, _): return includeIgnored ? "\(time) ignored: \(reason)" : nil
      }
    }
  }

  static func number(_ value: ControlValue) -> String {
    switch value {
    case .number(let number): DecimalStep.displayString(number)
    case .empty: "NaN"
    default: "\(value)"
    }
  }
}

/// Builds steppers for tests.
func makeStepper(
  _ variant: StepperVariant, on platform: Platform? = nil,
  _ change: (inout StepperConfiguration) -> Void = { _ in }
) throws(ConfigurationError) -> Stepper {
  var configuration = variant.defaults
  change(&configuration)
  return try Stepper(
    variant: variant, platform: platform ?? variant.platforms[0], configuration: configuration)
}
