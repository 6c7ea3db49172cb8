import Core

/// A variant's facts that name the native component and the platform it exists on.
package protocol NativeComponentFacts: Sendable {
  /// The native component's name.
  var nativeName: String { get }
  /// The platform it exists on.
  var platform: Platform { get }
}

/// A variant registry whose cases each have facts naming their native component
/// (``DialogVariant``, ``TabsVariant``, …): the name and platform are read from the facts, so
/// no variant restates them.
package protocol FactsVariant: ControlVariant {
  /// The kind of facts each case has.
  associatedtype Facts: NativeComponentFacts
  /// Everything about the variant.
  var facts: Facts { get }
}

extension FactsVariant {
  /// The native component's name.
  package var nativeName: String { facts.nativeName }
  /// The platform it exists on.
  package var platform: Platform { facts.platform }
}
