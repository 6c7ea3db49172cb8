import Core

/// A component as a team ships it: one control, described once, set up per platform.
public struct Component: Equatable, Sendable {
  /// A name for reports: the component's label, or its file name.
  public var name: String
  /// How it is set up on each platform it ships on, in platform order.
  public var platforms: [Platform: PlatformSetup]

  /// Creates a component.
  public init(name: String, platforms: [Platform: PlatformSetup]) {
    self.name = name
    self.platforms = platforms
  }

  /// The platforms it ships on, in the seeds' order.
  public var platformList: [Platform] { platforms.keys.sorted() }

  /// The kind of control it is (`stepper`, `button`), from its first platform.
  public var control: ControlKind? { platformList.first.flatMap { platforms[$0]?.variant.control } }
}

/// A kind of control (`stepper`, `button`): what a component file's `control:` names.
public struct ControlKind: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The name as written in component files.
  public var rawValue: String
  /// Creates a kind.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a kind from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }
  /// The name.
  public var description: String { rawValue }
}

/// One native variant of a control (`uikit`, `gtk-spinbutton`), with the kind it belongs to.
public struct VariantID: Hashable, Sendable, CustomStringConvertible {
  /// The kind of control.
  public var control: ControlKind
  /// The variant's name as component files write it.
  public var rawValue: String

  /// Creates an id.
  public init(control: ControlKind, rawValue: String) {
    self.control = control
    self.rawValue = rawValue
  }

  /// The variant's name.
  public var description: String { rawValue }
}

/// The settings of one kind of control (a stepper's value, range and step; a button's label),
/// as one value. Each control has its own type; a component holds it without knowing which.
public protocol ControlConfiguration: Sendable {
  /// The visible label, if the control shows one.
  var label: String? { get }
  /// Whether the control takes input at all (`false`: dimmed, disabled, insensitive).
  var isEnabled: Bool { get }
  /// Whether `other` is the same configuration.
  func isEqual(to other: any ControlConfiguration) -> Bool
}

extension ControlConfiguration where Self: Equatable {
  /// Whether `other` is the same type with the same settings.
  public func isEqual(to other: any ControlConfiguration) -> Bool {
    (other as? Self) == self
  }
}

/// A component on one platform: which native variant, configured how, with which labels.
public struct PlatformSetup: Equatable, Sendable {
  /// The native control.
  public var variant: VariantID
  /// The native control's name (`UIStepper`, `WinUI Button`).
  public var nativeName: String
  /// Its settings.
  public var configuration: any ControlConfiguration
  /// App-side settings of individual parts (labels, hints).
  public var parts: [PartID: PartSettings]
  /// App-side accessibility settings of the whole control.
  public var accessibility: AccessibilitySettings

  /// Creates a setup.
  public init(
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
  public static func == (lhs: PlatformSetup, rhs: PlatformSetup) -> Bool {
    lhs.variant == rhs.variant && lhs.nativeName == rhs.nativeName
      && lhs.configuration.isEqual(to: rhs.configuration) && lhs.parts == rhs.parts
      && lhs.accessibility == rhs.accessibility
  }
}

/// What an app sets on one part of a control. Labels and hints may use `{label}`, `{value}` and
/// `{valueInWords}` (see ``TextTemplate``).
public struct PartSettings: Equatable, Sendable {
  /// The part's label (accessibility label, content description), if the app sets one.
  public var label: String?
  /// The part's hint, if the app sets one.
  public var hint: String?

  /// Creates part settings.
  public init(label: String? = nil, hint: String? = nil) {
    self.label = label
    self.hint = hint
  }
}
