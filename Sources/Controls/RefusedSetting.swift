/// A setting a variant refuses: it does not apply there, and a component that gives it (a
/// value other than the one the variant always has) gets an error rather than a silent no-op.
/// One list per variant is both what the control's init refuses and what `a11ysim variants`
/// leaves out of that variant's settings, so the two cannot disagree.
package struct RefusedSetting<Configuration: Sendable>: Sendable {
  /// The setting's key (`movesFocus`).
  package var key: String
  /// Why, and what to do instead, as the error says it after the key.
  package var reason: String
  /// Whether `configuration` gives the setting a value the variant refuses.
  package var isGiven: @Sendable (Configuration) -> Bool

  /// Refuses `key` where `isGiven` says the configuration gives it, saying `reason`.
  package init(
    _ key: String, _ reason: String, isGiven: @escaping @Sendable (Configuration) -> Bool
  ) {
    self.key = key
    self.reason = reason
    self.isGiven = isGiven
  }

  /// Throws the first of `refusals` that `configuration` gives.
  package static func check(
    _ refusals: [Self], in configuration: Configuration
  ) throws(ConfigurationError) {
    guard let refused = refusals.first(where: { $0.isGiven(configuration) }) else { return }
    throw ConfigurationError(field: refused.key, message: refused.reason)
  }
}

/// A variant registry whose variants refuse some of the control's settings.
package protocol RefusingVariant: ControlVariant {
  /// The control's configuration type.
  associatedtype Configuration: Sendable
  /// The settings this variant refuses, in the order the control checks them.
  var refusals: [RefusedSetting<Configuration>] { get }
}

extension RefusingVariant {
  /// The keys of the settings this variant refuses.
  package var refusedSettings: [String] { refusals.map(\.key) }
}
