import ComponentModel
import Core

/// Everything the rest of A11ySim needs to know about one kind of control: its variants per
/// platform with their defaults, its parts, and how to make one. A ``ControlCatalog`` lists
/// the kinds a run works with; nothing outside a control's own folder names its types.
package struct ControlDefinition: Sendable {
  /// The kind, as component files name it (`control: button`).
  package var kind: ControlKind
  /// One sentence about it.
  package var summary: String
  /// Its native variants, in documentation order.
  package var variants: [VariantDefinition]
  /// Every part any of its variants has.
  package var partIDs: [PartID]
  /// The words its states take in `Then it is …` (`on`, `off`), for a ``Toggleable``
  /// control; empty for the others.
  package var stateWords: [String]
  /// What it does differently on some OS versions, with the evidence (listed under the
  /// version in `a11ysim readers`).
  package var versionEffects: [VersionEffect]
  /// The words the interaction language takes for its parts (`plus` for the increment,
  /// `switch` for the whole switch), besides each part's own id and `control`.
  package var partWords: KeyValuePairs<String, PartID>
  /// Makes the control a component sets up on a platform.
  package var make: @Sendable (Platform, PlatformSetup) throws(ConfigurationError) -> any Control
  /// Whether its controls present modally (``ModalControl``), so a screen's `presents:` may
  /// name one.
  package var presentsModally = false
  /// Whether its controls show and hide other elements of a screen (``RevealingControl``), so
  /// a screen's `reveals:` may be given on one.
  package var revealsContent = false

  /// Creates a definition.
  package init(
    kind: ControlKind, summary: String, variants: [VariantDefinition], partIDs: [PartID],
    stateWords: [String] = [], versionEffects: [VersionEffect] = [],
    partWords: KeyValuePairs<String, PartID> = [:],
    make: @escaping @Sendable (Platform, PlatformSetup) throws(ConfigurationError) -> any Control
  ) {
    self.kind = kind
    self.summary = summary
    self.variants = variants
    self.partIDs = partIDs
    self.stateWords = stateWords
    self.versionEffects = versionEffects
    self.partWords = partWords
    self.make = make
  }

  /// The variant named `name` (any case).
  package func variant(named name: String) -> VariantDefinition? {
    variants.first { $0.id.rawValue == name.lowercased() }
  }

  /// The variant a platform uses when a component names none: the first listed for it.
  package func defaultVariant(on platform: Platform) -> VariantDefinition? {
    variants.first { $0.platforms.contains(platform) }
  }
}

/// One native variant: its name, platforms and out-of-the-box configuration.
package struct VariantDefinition: Sendable {
  /// Its id (`stepper/uikit`).
  package var id: VariantID
  /// The native component's name (`UIStepper`).
  package var nativeName: String
  /// The platforms it exists on.
  package var platforms: [Platform]
  /// Its defaults.
  package var defaults: any ControlConfiguration
  /// The control's settings it refuses with an error (a wheel's `movesFocus`), by key: what
  /// `a11ysim variants` leaves out of its settings.
  package var refusedSettings: [String]

  /// Creates a variant definition.
  package init(
    id: VariantID, nativeName: String, platforms: [Platform],
    defaults: any ControlConfiguration, refusedSettings: [String] = []
  ) {
    self.id = id
    self.nativeName = nativeName
    self.platforms = platforms
    self.defaults = defaults
    self.refusedSettings = refusedSettings
  }
}

/// The kinds of control a run works with, in order, the first being the kind a component file
/// without `control:` describes. The seams (component files, simulation, scenarios) are given
/// one; `ControlRegistry` holds the shipped list, and nothing below it names a control.
package struct ControlCatalog: Sendable {
  /// The kinds, in catalog order.
  package let all: [ControlDefinition]
  /// The words the interaction language takes for parts: every control's parts by their ids
  /// and their words, and `control`, in catalog order.
  package let partVocabulary: PartVocabulary

  /// A catalog of `definitions`, in that order.
  package init(_ definitions: [ControlDefinition]) {
    all = definitions
    var words: [(String, PartID)] = []
    var parts: [PartID] = []
    for definition in definitions {
      for part in definition.partIDs where !parts.contains(part) { parts.append(part) }
      words += definition.partWords.map { ($0.key, $0.value) }
    }
    if !parts.contains(.control) { parts.append(.control) }
    partVocabulary = PartVocabulary(parts: parts, aliases: words)
  }

  /// Every control's effects of OS versions, in catalog order.
  package var versionEffects: [VersionEffect] { all.flatMap(\.versionEffects) }

  /// The kinds for a help text: `stepper, button, switch, checkbox or slider`.
  package var kindNames: String { Self.listed(all.map(\.kind.rawValue), "or") }

  /// Each kind with its native variants, for a help text or the README: `the stepper
  /// (UIStepper, SwiftUI Stepper, …), the button (UIButton, …), … and the slider (…)`.
  package var nativeNames: String {
    Self.listed(
      all.map { definition in
        var names: [String] = []
        for variant in definition.variants where !names.contains(variant.nativeName) {
          names.append(variant.nativeName)
        }
        return "the \(definition.kind.rawValue) (\(names.joined(separator: ", ")))"
      }, "and")
  }

  /// `a, b and c` (`conjunction` before the last item).
  package static func listed(_ items: [String], _ conjunction: String) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1
      ? last : items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// The kind named `name` (any case).
  package func named(_ name: String) -> ControlDefinition? {
    all.first { $0.kind.rawValue == name.lowercased() }
  }

  /// The definition of `kind`.
  package func definition(of kind: ControlKind) -> ControlDefinition? {
    all.first { $0.kind == kind }
  }

  /// Makes the control `setup` describes on `platform`, in a plain view when the setup says
  /// the app drew it in one (``PlainViewControl``).
  ///
  /// - Throws: ``ConfigurationError`` when the setup cannot exist there.
  package func make(on platform: Platform, setup: PlatformSetup)
    throws(ConfigurationError) -> any Control
  {
    guard let definition = definition(of: setup.variant.control) else {
      throw ConfigurationError(
        field: "control", message: "unknown control '\(setup.variant.control)'")
    }
    let control = try definition.make(platform, setup)
    return Self.presented(control, setup: setup)
  }
}
