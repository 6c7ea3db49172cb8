import Controls
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
}

/// A component on one platform: which native variant, configured how, with which labels.
public struct PlatformSetup: Equatable, Sendable {
  /// The native control.
  public var variant: StepperVariant
  /// Its settings.
  public var configuration: StepperConfiguration
  /// App-side settings of individual parts (labels, hints).
  public var parts: [StepperPart: PartSettings]
  /// App-side accessibility settings of the whole control.
  public var accessibility: AccessibilitySettings

  /// Creates a setup.
  public init(
    variant: StepperVariant, configuration: StepperConfiguration,
    parts: [StepperPart: PartSettings] = [:], accessibility: AccessibilitySettings = .init()
  ) {
    self.variant = variant
    self.configuration = configuration
    self.parts = parts
    self.accessibility = accessibility
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
