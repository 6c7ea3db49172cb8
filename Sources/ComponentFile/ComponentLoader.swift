import ComponentModel
import Controls
import Core
import Foundation
import Suggestions
import TextFiles
import Yams

/// Reads a component description (YAML) and `--set` overrides into a ``Component``.
///
/// ```yaml
/// label: Quantity
/// value: 2
/// minimum: 0
/// maximum: 10
/// increment: { label: Add one }
/// platforms:
///   ios: { variant: uikit }
///   windows: { variant: numberbox, spinButtonPlacement: inline }
/// ```
///
/// Settings at the top level apply on every platform whose variant has them; settings under a
/// platform apply there only and must exist on its variant. With no `platforms:` the component
/// ships on all five platforms with their default variants. `--set` overrides win over the
/// file: `label=Amount`, `platforms.ios.variant=swiftui`, `increment.label="Add one"`. What a
/// file may say comes from the ``ComponentSchema`` each call is given.
package enum ComponentLoader {
  /// Keys for a part's app-side settings (`increment: { label: …, hint: … }`).
  static let partKeys = ["label", "hint"]
  /// Keys with a meaning of their own at the top level.
  static let structuralKeys = ["control", "name", "platforms"]

  /// Loads `path`, applying `overrides` (`key=value`, dotted keys for nested settings); with
  /// `only`, the platforms that run: another platform its settings do not fit is left out.
  package static func load(
    path: String, overrides: [String], only: [Platform]? = nil, schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    try load(
      path: path, overrides: [ComponentOverride](arguments: overrides), only: only,
      schema: schema)
  }

  /// Loads `path`, applying `overrides`; with `only`, the platforms that run (see `build`).
  package static func load(
    path: String, overrides: [ComponentOverride] = [], only: [Platform]? = nil,
    schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    let text: String
    do {
      text = try TextFile.read(path)
    } catch {
      throw .unreadable(
        path: path, reason: error.reason,
        at: error.line.map { SourceLocation(source: path, line: $0, column: error.column ?? 1) })
    }
    let fallbackName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return try parse(
      text, source: path, overrides: overrides, fallbackName: fallbackName, only: only,
      schema: schema)
  }

  /// Parses component YAML `text` (named `source` in errors) with `overrides`; with `only`,
  /// the platforms that run (see `build`).
  package static func parse(
    _ text: String, source: String, overrides: [String], fallbackName: String = "component",
    only: [Platform]? = nil, schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    try parse(
      text, source: source, overrides: [ComponentOverride](arguments: overrides),
      fallbackName: fallbackName, only: only, schema: schema)
  }

  /// Parses component YAML `text` (named `source` in errors) with `overrides`; with `only`,
  /// the platforms that run (see `build`).
  package static func parse(
    _ text: String, source: String, overrides: [ComponentOverride] = [],
    fallbackName: String = "component", only: [Platform]? = nil, schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    try build(
      compose(text, source: source, schema: schema), overrides: overrides,
      fallbackName: fallbackName, only: only, schema: schema)
  }

  /// Makes the component a file's settings `root` describe, with `overrides`. With `only`, the
  /// platforms that run: another platform whose settings its variant cannot take is left out
  /// instead of refused (`--platform android --variant compose --set state=mixed`, where iOS's
  /// default checkbox has no mixed state).
  static func build(
    _ root: ConfigNode, overrides: [ComponentOverride], fallbackName: String,
    only: [Platform]? = nil, schema: ComponentSchema
  ) throws(ComponentFileError) -> Component {
    let overrideRoot = try Overrides.tree(from: overrides)
    let file = try Layer(root, isOverride: false, schema: schema)
    let cli = try Layer(
      overrideRoot, isOverride: true, schema: schema, controlOfFile: file.control?.kind)
    // A file without `platforms:` ships on all five; `--set platforms.P…` changes P (or adds
    // it to a file that lists its platforms) without dropping the others.
    let base = file.platformKeys.isEmpty ? Platform.allCases : file.platformKeys
    let platforms = base + cli.platformKeys.filter { !base.contains($0) }
    // `control:` names the kind (a stepper when no layer names one); --set may not change it.
    if let overridden = cli.control, let named = file.control, overridden.kind != named.kind {
      throw .controlChanged(file: named.kind, override: overridden.kind, at: overridden.location)
    }
    // Without `control:`, the schema's first kind (the stepper, in the shipped one).
    let named = file.control?.kind ?? cli.control?.kind
    guard let kind = named ?? schema.catalog.all.first?.kind,
      let control = schema.catalog.definition(of: kind)
    else {
      throw .unknownControl(name: named?.rawValue ?? "", known: [], suggestion: nil, at: nil)
    }
    var setups: [Platform: PlatformSetup] = [:]
    for platform in platforms {
      do {
        setups[platform] = try setup(
          for: platform, of: control, layers: [file, cli], schema: schema)
      } catch {
        // A platform that does not run is left out rather than refused.
        if let only, !only.contains(platform) { continue }
        throw error
      }
    }
    for layer in [file, cli] { try layer.checkTopLevelOptionsApply(to: setups) }
    let label = setups.sorted { $0.key < $1.key }.compactMap(\.value.configuration.label).first
    let name = cli.name ?? file.name ?? label
    return Component(name: name ?? fallbackName, platforms: setups)
  }

  private static func compose(_ text: String, source: String, schema: ComponentSchema)
    throws(ComponentFileError) -> ConfigNode
  {
    let node: Node?
    do {
      node = try composeNode(text)
    } catch let error as YamlError {
      throw ComponentFileError(
        yamlError: error, source: source, componentWords: schema.componentWords)
    } catch {
      throw .unparsable(source: source, detail: "\(error)")
    }
    guard let node else {
      return .mapping([], SourceLocation(source: source, line: 1, column: 1))
    }
    try checkRecognisable(node, source: source, schema: schema)
    let tree = try ConfigNode.from(node, source: source)
    guard case .mapping = tree else {
      throw .expectedMapping(.settings, found: tree.kindDescription, at: tree.location)
    }
    return tree
  }

  /// Refuses, without quoting it, a file that is not recognisably a component file: its root
  /// is not a mapping, or it is a mapping none of whose keys a component takes at its top
  /// level (an empty mapping is a component of defaults). A feature may name any file (`.env`,
  /// `/etc/passwd`) and its errors reach reports CI uploads; only a file that is recognisably
  /// the user's component has its keys and values quoted in errors.
  private static func checkRecognisable(_ node: Node, source: String, schema: ComponentSchema)
    throws(ComponentFileError)
  {
    let mark = node.mark
    let location = SourceLocation(
      source: source, line: mark?.line ?? 1, column: mark?.column ?? 1)
    switch node {
    case .scalar: throw .notAComponentFile(found: "text", at: location)
    case .sequence: throw .notAComponentFile(found: "a list", at: location)
    case .alias: throw .notAComponentFile(found: "an alias", at: location)
    case .mapping(let mapping):
      let recognised =
        mapping.isEmpty
        || mapping.keys.contains { key in
          key.scalar.map { $0.string == "variant" || schema.knownAtTopLevel.contains($0.string) }
            ?? false
        }
      guard recognised else {
        throw .notAComponentFile(
          found: "a mapping with none of the settings a component takes", at: location)
      }
    }
  }

  /// Yams' node for `text`, the same as `Yams.compose` with its default resolver gives, without
  /// that resolver's regular expressions where they cannot change the outcome: compiling the
  /// first one sets up ICU's regex engine, a millisecond or two of every cold run.
  ///
  /// The resolver tags plain scalars (`1` an int, `true` a bool), and ``ConfigNode`` reads no
  /// tag. Yams reads them in one place: two keys of a mapping are duplicates when both their
  /// text and their tag are equal. With no tag written in the file (no `!` in it), the basic
  /// resolver tags every scalar a string, so it finds every duplicate the default one finds
  /// and more (`1:` beside `"1":`); when it finds one, the file is composed again with the
  /// default resolver, which decides as it always did.
  ///
  /// UTF-8 is named, not Yams' default: working that out reads the whole environment on each
  /// parse (and with YAMS_DEFAULT_ENCODING set, prints a line to standard output).
  static func composeNode(_ text: String) throws -> Node? {
    if !text.utf8.contains(UInt8(ascii: "!")) {
      do {
        // A constructor of nothing: ConfigNode reads no constructed value, and the default
        // one builds its tables on each parse.
        return try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8)
      } catch YamlError.duplicatedKeysInMapping {
        // The default resolver decides, below.
      }
    }
    return try Yams.compose(yaml: text, .default, .default, .utf8)
  }

  private static func setup(
    for platform: Platform, of control: ControlDefinition, layers: [Layer],
    schema: ComponentSchema
  ) throws(ComponentFileError) -> PlatformSetup {
    var chosen = control.defaultVariant(on: platform)
    var variantLocation: SourceLocation?
    for layer in layers {
      if let (named, location) = try layer.variant(for: platform, of: control) {
        chosen = named
        variantLocation = location
      }
    }
    let choices = control.variants.filter { $0.platforms.contains(platform) }
    guard let variant = chosen, variant.platforms.contains(platform) else {
      throw .variantNotOnPlatform(
        variant: chosen?.id.rawValue, control: control.kind, platform: platform,
        choices: choices.map(\.id.rawValue), at: variantLocation)
    }
    var configuration = variant.defaults
    var parts: [PartID: PartSettings] = [:]
    var accessibility = AccessibilitySettings()
    var locations: [String: SourceLocation] = [:]
    var mappings: [String: Layer.Pairs] = [:]
    for layer in layers {
      try layer.apply(
        to: &configuration, parts: &parts, accessibility: &accessibility, mappings: &mappings,
        locations: &locations, platform: platform, variant: variant.id,
        partIDs: control.partIDs)
    }
    for mapping in schema.mappings {
      guard let pairs = mappings[mapping.key], let first = pairs.first else { continue }
      try mapping.read(.mapping(pairs, first.keyLocation))(&configuration)
    }
    let setup = PlatformSetup(
      variant: variant.id, nativeName: variant.nativeName, configuration: configuration,
      parts: parts, accessibility: accessibility)
    do {
      _ = try schema.catalog.make(on: platform, setup: setup)
    } catch {
      // Point at the field at fault, or, when it was never set, at the setting that made it
      // wrong (a minimum set to the default maximum), or at the variant.
      let related = ["minimum", "maximum", "value", "step", "largeStep"]
      throw .configuration(
        error, platform: platform, variant: variant.id.rawValue,
        at: locations[error.field] ?? related.compactMap { locations[$0] }.last
          ?? variantLocation)
    }
    return setup
  }
}

extension ComponentFileError {
  /// The error for Yams' `yamlError` in `source`; a duplicated key is named only when it is
  /// one of `componentWords`.
  init(yamlError: YamlError, source: String, componentWords: Set<String>) {
    switch yamlError {
    case .duplicatedKeysInMapping(let duplicates, let context):
      // Yams finds duplicates before the file is known to be a component: name the key only
      // when it is a word a component file uses, never a word of some other file.
      let key = duplicates.first.map { "\($0)" }
      self = .duplicateKey(
        key: key.flatMap { componentWords.contains($0) ? $0 : nil }, earlierLine: nil,
        at: SourceLocation(source: source, line: context.mark.line, column: context.mark.column))
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      self = .invalidYAML(
        problem: Self.plainProblem(problem),
        at: SourceLocation(source: source, line: mark.line, column: mark.column))
    case .reader(let problem, let offset, _, let yaml):
      // libyaml's own description quotes the line; a location is enough (and leaks nothing).
      let location = offset.map { offset in
        let before = String(decoding: Array(yaml.utf8.prefix(offset)), as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return SourceLocation(
          source: source, line: lines.count,
          column: (lines.last?.unicodeScalars.count ?? 0) + 1)
      }
      self = .invalidYAML(problem: Self.plainProblem(problem), at: location)
    default:
      self = .unparsable(source: source, detail: nil)
    }
  }

  /// libyaml's problem in words for the user: its internals (`yaml_set_max_nest_level`) named
  /// as what they mean.
  static func plainProblem(_ problem: String) -> String {
    if problem.contains("Maximum nesting level") {
      return "the settings nest too deeply (more than 1000 levels); a component needs a few"
    }
    return problem
  }
}
