import Core

/// A component as a team ships it: one control, described once, set up per platform.
package struct Component: Equatable, Sendable {
  /// A name for reports: the component's label, or its file name.
  package var name: String
  /// How it is set up on each platform it ships on, in platform order.
  package var platforms: [Platform: PlatformSetup]

  /// Creates a component.
  package init(name: String, platforms: [Platform: PlatformSetup]) {
    self.name = name
    self.platforms = platforms
  }

  /// The platforms it ships on, in the seeds' order.
  package var platformList: [Platform] { platforms.keys.sorted() }

  /// The kind of control it is (`stepper`, `button`), from its first platform.
  package var control: ControlKind? {
    platformList.first.flatMap { platforms[$0]?.variant.control }
  }
}

/// A kind of control (`stepper`, `button`): what a component file's `control:` names.
package struct ControlKind: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The name as written in component files.
  package var rawValue: String
  /// Creates a kind.
  package init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a kind from a literal.
  package init(stringLiteral value: String) { self.rawValue = value }
  /// The name.
  package var description: String { rawValue }
}

/// One native variant of a control (`uikit`, `gtk-spinbutton`), with the kind it belongs to.
package struct VariantID: Hashable, Sendable, CustomStringConvertible {
  /// The kind of control.
  package var control: ControlKind
  /// The variant's name as component files write it.
  package var rawValue: String

  /// Creates an id.
  package init(control: ControlKind, rawValue: String) {
    self.control = control
    self.rawValue = rawValue
  }

  /// The variant's name.
  package var description: String { rawValue }
}

/// The settings of one kind of control (a stepper's value, range and step; a button's label),
/// as one value. Each control has its own type; a component holds it without knowing which.
package protocol ControlConfiguration: Sendable {
  /// The visible label, if the control shows one.
  var label: String? { get }
  /// Whether the control takes input at all (`false`: dimmed, disabled, insensitive).
  var isEnabled: Bool { get }
  /// Whether `other` is the same configuration.
  func isEqual(to other: any ControlConfiguration) -> Bool
}

extension ControlConfiguration where Self: Equatable {
  /// Whether `other` is the same type with the same settings.
  package func isEqual(to other: any ControlConfiguration) -> Bool {
    (other as? Self) == self
  }
}

/// A component on one platform: which native variant, configured how, with which labels.
package struct PlatformSetup: Equatable, Sendable {
  /// The native control.
  package var variant: VariantID
  /// The native control's name (`UIStepper`, `WinUI Button`).
  package var nativeName: String
  /// Its settings.
  package var configuration: any ControlConfiguration
  /// App-side settings of individual parts (labels, hints).
  package var parts: [PartID: PartSettings]
  /// App-side accessibility settings of the whole control.
  package var accessibility: AccessibilitySettings

  /// Creates a setup.
  package init(
    variant: VariantID, nativeName: String, configuration: any ControlConfiguration,
    parts: [PartID: PartSettings] = [:], accessibility: AccessibilitySettings = .init()
  ) {
    self.variant = variant
    self.nativeName = nativeName
    self.configuration = configuration
    self.parts = parts
    self.accessibility = accessibility
  }

  /// Whether two setups are the same.
  package static func == (lhs: PlatformSetup, rhs: PlatformSetup) -> Bool {
    lhs.variant == rhs.variant && lhs.nativeName == rhs.nativeName
      && lhs.configuration.isEqual(to: rhs.configuration) && lhs.parts == rhs.parts
      && lhs.accessibility == rhs.accessibility
  }
}

/// What an app sets on one part of a control. Labels and hints may use `{label}`, `{value}` and
/// `{valueInWords}` (see ``TextTemplate``).
package struct PartSettings: Equatable, Sendable {
  /// The part's label (accessibility label, content description), if the app sets one.
  package var label: String?
  /// The part's hint, if the app sets one.
  package var hint: String?

  /// Creates part settings.
  package init(label: String? = nil, hint: String? = nil) {
    self.label = label
    self.hint = hint
  }
}
