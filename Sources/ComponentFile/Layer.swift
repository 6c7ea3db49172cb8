import ComponentModel
import Controls
import Core
import Suggestions
import TextFiles

/// One source of settings (the file, or the `--set` overrides) split into its top level and
/// its per-platform mappings, checked for unknown keys up front.
package struct Layer {
  typealias Pairs = [(key: String, keyLocation: SourceLocation, value: ConfigNode)]
  let top: Pairs
  let platforms: [(platform: Platform, location: SourceLocation, pairs: Pairs)]
  let name: String?
  let isOverride: Bool
  /// The kind of control the layer names (`control: button`), if it names one.
  let control: (kind: ControlKind, location: SourceLocation)?
  /// What a component file may say.
  let schema: ComponentSchema

  var platformKeys: [Platform] { platforms.map(\.platform) }

  /// Reads `root`. An unknown key's suggestion is drawn from the keys of the control the layer
  /// names, else `controlOfFile` (the file's, for the `--set` layer), else the first kind's.
  init(
    _ root: ConfigNode, isOverride: Bool, schema: ComponentSchema,
    controlOfFile: ControlKind? = nil
  ) throws(ComponentFileError) {
    self.isOverride = isOverride
    self.schema = schema
    guard case .mapping(let pairs, _) = root else {
      throw .expectedMapping(.any, found: nil, at: root.location)
    }
    var top: Pairs = []
    var platforms: [(Platform, SourceLocation, Pairs)] = []
    var name: String?
    var control: (kind: ControlKind, location: SourceLocation)?
    for pair in pairs {
      switch pair.key {
      case "control":
        let word = try Layer.scalarText(pair.value, key: "control")
        guard let definition = schema.catalog.named(word) else {
          let names = schema.catalog.all.map(\.kind.rawValue)
          throw .unknownControl(
            name: word, known: names, suggestion: ComponentFileError.nearest(word, among: names),
            at: pair.value.location)
        }
        control = (definition.kind, pair.value.location)
      case "name":
        name = try Layer.scalarText(pair.value, key: "name")
      case "platforms":
        guard case .mapping(let entries, _) = pair.value else {
          throw .expectedMapping(
            .platforms, found: pair.value.kindDescription, at: pair.value.location)
        }
        for entry in entries {
          guard let platform = Platform(named: entry.key) else {
            let names = Platform.allCases.map(\.rawValue)
            throw .unknownPlatform(
              name: entry.key, suggestion: ComponentFileError.nearest(entry.key, among: names),
              at: entry.keyLocation)
          }
          switch entry.value {
          case .mapping(let settings, _):
            platforms.append((platform, entry.keyLocation, settings))
          case .scalar(let text, _, _) where text.isEmpty || text == "~" || text == "null":
            platforms.append((platform, entry.keyLocation, []))
          default:
            throw .expectedMapping(
              .platform(platform), found: entry.value.kindDescription,
              at: entry.value.location)
          }
        }
      default:
        top.append(pair)
      }
    }
    // Checked once the whole layer is read: `control:` may come after the settings.
    let kind = control?.kind ?? controlOfFile ?? schema.catalog.all.first?.kind
    for (_, _, settings) in platforms {
      try Layer.checkKeys(settings, allowVariant: true, schema: schema, control: kind)
    }
    try Layer.checkKeys(top, allowVariant: false, schema: schema, control: kind)
    self.top = top
    self.platforms = platforms
    self.name = name
    self.control = control
  }

  private static func scalarText(_ node: ConfigNode, key: String) throws(ComponentFileError)
    -> String
  {
    guard case .scalar(let text, _, _) = node else {
      throw .wrongValue(
        key: key, expected: .text, found: node.kindDescription, suggestion: nil,
        at: node.location)
    }
    return text
  }

  private static func checkKeys(
    _ pairs: Pairs, allowVariant: Bool, schema: ComponentSchema, control: ControlKind?
  ) throws(ComponentFileError) {
    let knownSet = allowVariant ? schema.knownInPlatform : schema.knownAtTopLevel
    for pair in pairs where !knownSet.contains(pair.key) {
      let known = schema.settingKeys + (allowVariant ? ["variant"] : ComponentLoader.structuralKeys)
      if pair.key == "variant" { throw .variantAtTopLevel(at: pair.keyLocation) }
      if ComponentLoader.structuralKeys.contains(pair.key) {
        throw .topLevelKeyInPlatform(key: pair.key, at: pair.keyLocation)
      }
      // Suggested from the control's own keys: another control's key would only fail next.
      let candidates =
        control.map {
          schema.settingKeys(of: $0)
            + (allowVariant ? ["variant"] : ComponentLoader.structuralKeys)
        } ?? known
      let suggestion = ComponentFileError.nearest(pair.key, among: candidates)
      throw .unknownKey(
        key: pair.key, place: .component, known: known, suggestion: suggestion,
        at: pair.keyLocation)
    }
  }

  func variant(for platform: Platform, of control: ControlDefinition) throws(ComponentFileError)
    -> (VariantDefinition, SourceLocation)?
  {
    guard let entry = platforms.first(where: { $0.platform == platform }),
      let pair = entry.pairs.first(where: { $0.key == "variant" })
    else { return nil }
    guard case .scalar(let text, _, let location) = pair.value,
      let variant = control.variant(named: text)
    else {
      let names = control.variants.map(\.id.rawValue)
      var written = ""
      if case .scalar(let text, _, _) = pair.value { written = text }
      throw .unknownVariant(
        name: written, found: pair.value.kindDescription, known: names,
        suggestion: ComponentFileError.nearest(written, among: names), at: pair.value.location)
    }
    return (variant, location)
  }

  /// Applies this layer's top level (where the variant has the option) and then its settings
  /// for `platform` (which must exist on the variant).
  ///
  /// A mapping setting (``ComponentOption/mappings``: `numberFormatter:`) is merged into
  /// `mappings` key by key (a later layer's key wins), so `--set numberFormatter.kind=percent`
  /// keeps the file's `fractionDigits`; the caller reads each merged mapping once every layer
  /// has applied.
  func apply(
    to configuration: inout any ControlConfiguration, parts: inout [PartID: PartSettings],
    accessibility: inout AccessibilitySettings, mappings: inout [String: Pairs],
    locations: inout [String: SourceLocation], platform: Platform, variant: VariantID,
    partIDs: [PartID]
  ) throws(ComponentFileError) {
    let platformPairs = platforms.first(where: { $0.platform == platform })?.pairs ?? []
    for (pairs, isPlatformLevel) in [(top, false), (platformPairs, true)] {
      for pair in pairs where pair.key != "variant" {
        if let part = partIDs.first(where: { $0.rawValue == pair.key }) {
          try applyPart(
            pair, to: &parts[part, default: PartSettings()], configuration: &configuration,
            locations: &locations, variant: variant, isPlatformLevel: isPlatformLevel)
          continue
        }
        if pair.key == "accessibility" {
          try AccessibilitySetting.apply(
            pair.value, to: &accessibility, configuration: &configuration, schema: schema)
          continue
        }
        if let mapping = schema.mapping(named: pair.key, for: variant) {
          guard mapping.applies(to: variant) else {
            if isPlatformLevel {
              throw .notApplicable(
                key: mapping.key, variant: variant.rawValue,
                appliesTo: schema.variantList(mapping),
                at: pair.keyLocation)
            }
            continue
          }
          guard case .mapping(let entries, _) = pair.value else {
            // Not a mapping: the setting's reader says what was expected.
            try mapping.read(pair.value)(&configuration)
            continue
          }
          for entry in entries {
            mappings[mapping.key, default: []].removeAll { $0.key == entry.key }
            mappings[mapping.key, default: []].append(entry)
          }
          continue
        }
        guard
          let option = schema.named(pair.key, for: variant.control)
            ?? schema.named(pair.key)
        else { continue }
        try apply(
          option, (pair.keyLocation, pair.value), to: &configuration, locations: &locations,
          variant: variant, isPlatformLevel: isPlatformLevel)
      }
    }
  }

  /// Applies `option` given at `entry` where it exists on `variant`: an option a platform's
  /// variant lacks is an error there; at the top level it applies where it exists.
  private func apply(
    _ option: ComponentOption, _ entry: (keyLocation: SourceLocation, value: ConfigNode),
    to configuration: inout any ControlConfiguration, locations: inout [String: SourceLocation],
    variant: VariantID, isPlatformLevel: Bool
  ) throws(ComponentFileError) {
    guard option.applies(to: variant) else {
      guard isPlatformLevel else { return }
      throw .notApplicable(
        key: option.key, variant: variant.rawValue, appliesTo: schema.variantList(option),
        at: entry.keyLocation)
    }
    option.apply(&configuration, try Layer.typed(entry.value, for: option))
    locations[option.key] = entry.keyLocation
  }

  /// A top-level option that applies to none of the component's variants is a mistake.
  func checkTopLevelOptionsApply(to setups: [Platform: PlatformSetup]) throws(ComponentFileError) {
    for pair in top {
      if let mapping = schema.mapping(named: pair.key),
        !setups.values.contains(where: { schema.mapping(named: pair.key, appliesTo: $0.variant) })
      {
        throw .appliesToNone(
          key: mapping.key, appliesTo: schema.variantList(mappingsNamed: mapping.key),
          isMapping: true, at: pair.keyLocation)
      }
      for (key, location) in Layer.partOptionKeys(pair, schema: schema)
        + [(pair.key, pair.keyLocation)]
      {
        try checkApplies(key, at: location, to: setups)
      }
    }
  }

  /// The options a part's mapping sets (`increment: { stateDescription: … }` gives
  /// `increment.stateDescription`), with where each is written.
  static func partOptionKeys(
    _ pair: (key: String, keyLocation: SourceLocation, value: ConfigNode), schema: ComponentSchema
  ) -> [(key: String, location: SourceLocation)] {
    guard schema.catalog.all.flatMap(\.partIDs).contains(where: { $0.rawValue == pair.key }),
      case .mapping(let entries, _) = pair.value
    else { return [] }
    return entries.map { ("\(pair.key).\($0.key)", $0.keyLocation) }
      .filter { key in schema.all.contains { $0.key == key.0 } }
  }

  /// A top-level option named `key` (written at `location`) that applies to none of the
  /// component's variants is a mistake.
  private func checkApplies(
    _ key: String, at location: SourceLocation, to setups: [Platform: PlatformSetup]
  ) throws(ComponentFileError) {
    let pair = (key: key, keyLocation: location)
    let options = schema.all.filter { $0.key == key }
    let kinds = Set(setups.values.map(\.variant.control))
    // Several controls may share a key (a stepper's and a switch's stateDescription): name the
    // variants of this component's kind that take it.
    guard let option = options.first(where: { kinds.contains($0.control) }) ?? options.first
    else { return }
    // A setting of another kind of control: name the kind, and what this one takes.
    if kinds.count == 1, let kind = kinds.first, !options.contains(where: { $0.control == kind }) {
      let owners = options.map(\.control.rawValue)
      throw .otherControlsSetting(
        key: option.key, owners: owners, control: kind,
        takes: schema.options(of: kind).map(\.key), at: pair.keyLocation)
    }
    if !setups.values.contains(where: { setup in
      options.contains { $0.applies(to: setup.variant) }
    }) {
      throw .appliesToNone(
        key: option.key, appliesTo: schema.variantList(option), isMapping: false,
        at: pair.keyLocation)
    }
  }

  /// The keys a part's mapping takes: a label and a hint on every control, and the options
  /// of some control named `PART.KEY` (the stepper's `increment.stateDescription`).
  func partKeys(_ part: String) -> [String] {
    ComponentLoader.partKeys
      + schema.all.compactMap { option in
        option.key.hasPrefix(part + ".") ? String(option.key.dropFirst(part.count + 1)) : nil
      }
  }

  private func applyPart(
    _ pair: (key: String, keyLocation: SourceLocation, value: ConfigNode),
    to settings: inout PartSettings, configuration: inout any ControlConfiguration,
    locations: inout [String: SourceLocation], variant: VariantID, isPlatformLevel: Bool
  ) throws(ComponentFileError) {
    guard case .mapping(let entries, _) = pair.value else {
      throw .expectedMapping(
        .part(pair.key), found: pair.value.kindDescription, at: pair.value.location)
    }
    for entry in entries {
      let key = "\(pair.key).\(entry.key)"
      let options = schema.all.filter { $0.key == key }
      if let option = options.first(where: { $0.applies(to: variant) }) ?? options.first {
        // A part's own option (Android's increment.stateDescription), applied as any option.
        try apply(
          option, (entry.keyLocation, entry.value), to: &configuration, locations: &locations,
          variant: variant, isPlatformLevel: isPlatformLevel)
        continue
      }
      let text = try Self.typed(entry.value, key: key, type: .text).optionalText
      switch entry.key {
      case "label": settings.label = text
      case "hint": settings.hint = text
      default:
        let keys = partKeys(pair.key)
        throw .unknownKey(
          key: key, place: .part, known: keys,
          suggestion: ComponentFileError.nearest(entry.key, among: keys), at: entry.keyLocation)
      }
    }
  }

  /// Checks a YAML value against an option's type.
  static func typed(_ node: ConfigNode, for option: ComponentOption) throws(ComponentFileError)
    -> ComponentOption.TypedValue
  {
    try typed(node, key: option.key, type: option.type)
  }

  /// Checks a YAML value given for `key` against `type`.
  package static func typed(_ node: ConfigNode, key: String, type: ComponentOption.ValueType)
    throws(ComponentFileError) -> ComponentOption.TypedValue
  {
    // Described only when thrown: the description quotes an excerpt of the value.
    var wrong: ComponentFileError {
      .wrongValue(
        key: key, expected: type, found: node.kindDescription, suggestion: nil,
        at: node.location)
    }
    guard case .scalar(let text, let quoted, _) = node else { throw wrong }
    switch type {
    case .text:
      // YAML 1.2's core schema: these plain scalars are null, not text.
      if !quoted, ["null", "Null", "NULL", "~", ""].contains(text) { return .null }
      return .text(text)
    case .boolean:
      guard !quoted else { throw wrong }
      switch text.lowercased() {
      case "true", "yes", "on": return .boolean(true)
      case "false", "no", "off": return .boolean(false)
      default: throw wrong
      }
    case .integer:
      guard !quoted, let value = Int(text) else { throw wrong }
      return .integer(value)
    case .choice(let words):
      guard let word = words.first(where: { $0.lowercased() == text.lowercased() }) else {
        throw .wrongValue(
          key: key, expected: type, found: node.kindDescription,
          suggestion: ComponentFileError.nearest(text, among: words), at: node.location)
      }
      return .text(word)
    case .number(let allowsInfinity, let allowsEmpty):
      guard !quoted else { throw wrong }
      let lowered = text.lowercased()
      if ["null", "~", ".nan", "nan", ""].contains(lowered) {
        guard allowsEmpty else { throw wrong }
        return .number(.nan)
      }
      if let sign = [
        "-.inf": -1.0, "-inf": -1, "-infinity": -1, ".inf": 1, "+.inf": 1,
        "inf": 1, "infinity": 1, "+inf": 1,
      ][lowered] {
        guard allowsInfinity else {
          throw .notFinite(key: key, at: node.location)
        }
        return .number(sign * .infinity)
      }
      guard let value = Double(text), value.isFinite else { throw wrong }
      return .number(value)
    }
  }
}
