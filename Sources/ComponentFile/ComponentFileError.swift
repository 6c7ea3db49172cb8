import ComponentModel
import Controls
import Core
import Suggestions
import TextFiles

/// A component description that cannot be used: what is wrong, with the key, the value found
/// and the control's own error as payloads, and where it was written.
///
/// Callers match on the case (`.unknownKey(key: "maximun", …)`); ``description`` is the text
/// the user reads, `quantity.yml:4:10: error: expected a number for 'maximum', found 'ten'`.
package enum ComponentFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The component file cannot be read (`reason`: no such file, not UTF-8, …).
  case unreadable(path: String, reason: String, at: SourceLocation?)
  /// libyaml refused the text: its problem, in words for the user.
  case invalidYAML(problem: String, at: SourceLocation?)
  /// The text could not be parsed at all; `detail` is what the parser said, if anything.
  case unparsable(source: String, detail: String?)
  /// A key is given twice in one mapping (`earlierLine`: where it was first set, if known;
  /// `key` `nil`: a key no component takes, so not quoted from what may be any file).
  case duplicateKey(key: String?, earlierLine: Int?, at: SourceLocation)
  /// The file is not recognisably a component file (not a YAML mapping, or a mapping with none
  /// of the settings a component takes): said without quoting any of it, since a feature may
  /// name any file and its errors reach reports CI uploads. `found` says what it is in words.
  case notAComponentFile(found: String, at: SourceLocation)
  /// YAML aliases expand to more than `limit` values.
  case tooManyValues(limit: Int, at: SourceLocation)
  /// A YAML alias (`*name`), which component files do not take.
  case aliasNotSupported(at: SourceLocation)
  /// A key that is not plain text (`? [a, b]`).
  case complexKey(at: SourceLocation)
  /// A mapping was expected; `found` describes what was written (`nil`: say only that a
  /// mapping was expected).
  case expectedMapping(Mapping, found: String?, at: SourceLocation)
  /// A value of the wrong type for `key`; `found` describes what was written, `suggestion`
  /// is the nearest word a choice takes.
  case wrongValue(
    key: String, expected: ComponentOption.ValueType, found: String, suggestion: String?,
    at: SourceLocation)
  /// `.inf` where a finite number is needed.
  case notFinite(key: String, at: SourceLocation)
  /// A value of the right type that an option does not take (a touch target of 0, a digit
  /// count above ICU's limit), or another check an option makes; `message` says what it
  /// expected.
  case invalidValue(key: String?, message: String, at: SourceLocation?)
  /// A key nothing takes at `place`; `known` are the keys it takes there.
  case unknownKey(
    key: String, place: KeyPlace, known: [String], suggestion: String?, at: SourceLocation)
  /// `variant:` at the top level, where each platform chooses its own.
  case variantAtTopLevel(at: SourceLocation)
  /// `control:`, `name:` or `platforms:` inside a platform's settings.
  case topLevelKeyInPlatform(key: String, at: SourceLocation)
  /// `control:` names no control A11ySim models; `known` are those it does.
  case unknownControl(name: String, known: [String], suggestion: String?, at: SourceLocation?)
  /// `--set control=…` names another kind than the file.
  case controlChanged(file: ControlKind, override: ControlKind, at: SourceLocation)
  /// A platform A11ySim does not know.
  case unknownPlatform(name: String, suggestion: String?, at: SourceLocation)
  /// `variant:` names no variant of the control (`name` empty: no name was given; `found`
  /// describes what was).
  case unknownVariant(
    name: String, found: String, known: [String], suggestion: String?, at: SourceLocation)
  /// The chosen variant (or, with `variant` `nil`, any variant of the control) does not
  /// exist on `platform`; `choices` do.
  case variantNotOnPlatform(
    variant: String?, control: ControlKind, platform: Platform, choices: [String],
    at: SourceLocation?)
  /// A platform's settings name an option its variant does not have; `appliesTo` lists the
  /// variants that have it.
  case notApplicable(key: String, variant: String, appliesTo: String, at: SourceLocation)
  /// A top-level option no variant of the component has (`isMapping`: a setting that is a
  /// mapping, `numberFormatter:`).
  case appliesToNone(key: String, appliesTo: String, isMapping: Bool, at: SourceLocation)
  /// A setting of another kind of control: `owners` have it; this one is `control` and takes
  /// `takes`.
  case otherControlsSetting(
    key: String, owners: [String], control: ControlKind, takes: [String], at: SourceLocation)
  /// A `--set` override that changes nothing on the platforms that run; `running` says what
  /// each runs and takes.
  case changesNothing(key: String, appliesTo: String, running: [String], at: SourceLocation)
  /// The settings make a configuration the control refuses: its own error, naming the field.
  case configuration(ConfigurationError, platform: Platform, variant: String, at: SourceLocation?)
  /// A `--set` argument that is not `key=value`.
  case override(argument: String, problem: OverrideProblem, at: SourceLocation)

  /// What a mapping was expected to hold.
  package enum Mapping: Equatable, Sendable {
    /// Any mapping (an override layer).
    case any
    /// The whole file: `label: …, value: …`.
    case settings
    /// `platforms:`.
    case platforms
    /// One platform's settings.
    case platform(Platform)
    /// A part's settings (`increment:`).
    case part(String)
    /// `accessibility:`.
    case accessibility
    /// `numberFormatter:`.
    case formatter
    /// `accessibility.announce:`.
    case announcements
  }

  /// Where a key was written, which decides the keys it may be.
  package enum KeyPlace: Equatable, Sendable {
    /// The top level or a platform's settings.
    case component
    /// A part's mapping.
    case part
    /// `accessibility:`.
    case accessibility
    /// `numberFormatter:`.
    case formatter
    /// `accessibility.announce:`.
    case announcements
  }

  /// What is wrong with a `--set` argument.
  package enum OverrideProblem: Equatable, Sendable {
    /// No `=`.
    case missingEquals
    /// More dotted parts than ``Overrides/maximumKeyParts``.
    case tooDeep(parts: Int)
    /// Nothing before `=`, or an empty dotted part (`a..b`).
    case emptyKey(dottedPart: Bool)
    /// More than one YAML value after `=`.
    case notOneValue
    /// The key nests under `key`, which an earlier `--set` gave a value.
    case nestsUnderValue(key: String)
  }

  /// Creates an error an option's own check found (``invalidValue(key:message:at:)``).
  package init(location: SourceLocation?, message: String) {
    self = .invalidValue(key: nil, message: message, at: location)
  }

  /// Where the problem is, when it can be pinned down.
  package var location: SourceLocation? {
    switch self {
    case .unreadable(_, _, let at), .invalidYAML(_, let at), .invalidValue(_, _, let at),
      .unknownControl(_, _, _, let at), .variantNotOnPlatform(_, _, _, _, let at),
      .configuration(_, _, _, let at):
      at
    case .unparsable: nil
    case .duplicateKey(_, _, let at), .tooManyValues(_, let at), .aliasNotSupported(let at),
      .complexKey(let at), .expectedMapping(_, _, let at), .wrongValue(_, _, _, _, let at),
      .notAComponentFile(_, let at),
      .notFinite(_, let at), .unknownKey(_, _, _, _, let at), .variantAtTopLevel(let at),
      .topLevelKeyInPlatform(_, let at), .controlChanged(_, _, let at),
      .unknownPlatform(_, _, let at), .unknownVariant(_, _, _, _, let at),
      .notApplicable(_, _, _, let at), .appliesToNone(_, _, _, let at),
      .otherControlsSetting(_, _, _, _, let at), .changesNothing(_, _, _, let at),
      .override(_, _, let at):
      at
    }
  }

  /// What is wrong and what was expected, without the place.
  package var message: String {
    switch self {
    case .unreadable(let path, let reason, _):
      "cannot read the component file '\(path)': \(reason)"
    case .invalidYAML(let problem, _): "not valid YAML: \(problem)"
    case .unparsable(let source, let detail): "\(source): \(detail ?? "not valid YAML")"
    case .duplicateKey(let key?, let earlierLine?, _):
      "the key '\(key)' is already set at line \(earlierLine)"
    case .duplicateKey(nil, let earlierLine?, _):
      "a key is already set at line \(earlierLine)"
    case .duplicateKey(let key?, nil, _):
      "the key '\(key)' is given more than once in one mapping"
    case .duplicateKey(nil, nil, _): "a key is given more than once in one mapping"
    case .notAComponentFile(let found, _):
      "not a component file: expected a YAML mapping of settings (control: …, label: …, "
        + "value: …), found \(found)"
    case .tooManyValues(let limit, _):
      "the file holds more than \(limit) values once its YAML aliases are expanded; a component "
        + "needs far fewer (are aliases nested inside each other?)"
    case .aliasNotSupported: "YAML aliases are not supported here"
    case .complexKey: "expected a plain key, found a complex key"
    case .expectedMapping(let mapping, let found, _):
      Self.expected(mapping) + (found.map { ", found \($0)" } ?? "")
    case .wrongValue(let key, let expected, let found, let suggestion, _):
      "expected \(expected) for '\(key)', found \(found)" + Self.didYouMean(suggestion)
    case .notFinite(let key, _): "expected a finite number for '\(key)'"
    case .invalidValue(_, let message, _): message
    case .unknownKey(let key, let place, let known, let suggestion, _):
      "unknown key '\(place == .component ? VisibleText.excerpt(key) : key)'"
        + Self.takes(place, known)
        + Self.didYouMean(suggestion)
    case .variantAtTopLevel:
      "unknown key 'variant'; a variant is chosen per platform (platforms: { ios: { variant: … } })"
    case .topLevelKeyInPlatform(let key, _):
      "unknown key '\(key)' inside a platform; '\(key)' belongs at the top level"
    case .unknownControl(let name, let known, let suggestion, _):
      "unknown control '\(VisibleText.excerpt(name))'"
        + (known.isEmpty ? "" : "; A11ySim models: " + known.joined(separator: ", "))
        + Self.didYouMean(suggestion)
    case .controlChanged(let file, let override, _):
      "the file describes a \(file); --set cannot make it a \(override)"
    case .unknownPlatform(let name, let suggestion, _):
      "unknown platform '\(name)'; expected one of "
        + Platform.allCases.map(\.rawValue).joined(separator: ", ") + Self.didYouMean(suggestion)
    case .unknownVariant(let name, let found, let known, let suggestion, _):
      (name.isEmpty ? "expected a variant name, found \(found)" : "unknown variant '\(name)'")
        + "; expected one of " + known.joined(separator: ", ") + Self.didYouMean(suggestion)
    case .variantNotOnPlatform(let variant, let control, let platform, let choices, _):
      (variant.map { "the variant '\($0)' does not exist on \(platform.displayName); " }
        ?? "no \(control) variant exists on \(platform.displayName); ")
        + "expected one of " + choices.joined(separator: ", ")
    case .notApplicable(let key, let variant, let appliesTo, _):
      "'\(key)' does not apply to \(variant); it applies to \(appliesTo)"
    case .appliesToNone(let key, let appliesTo, let isMapping, _):
      "'\(key)' applies to \(appliesTo), and this component uses none"
        + (isMapping ? "" : " of them")
    case .otherControlsSetting(let key, let owners, let control, let takes, _):
      "'\(key)' is a \(owners.joined(separator: " and ")) setting, and this component is a "
        + "\(control); a \(control) takes " + takes.joined(separator: ", ")
    case .changesNothing(let key, let appliesTo, let running, _):
      "'\(key)' applies to \(appliesTo), so it changes nothing here: "
        + running.joined(separator: "; ")
    case .configuration(let error, let platform, let variant, _):
      "\(error.field) on \(platform.displayName) (\(variant)): \(error.message)"
    case .override(let argument, let problem, _): Self.describe(problem, argument)
    }
  }

  /// `quantity.yml:4:10: error: expected a number for 'maximum', found 'ten'`.
  package var description: String {
    "\(location.map { "\($0): " } ?? "")error: \(message)"
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The nearest of `candidates` to `word`, for a case's `suggestion`.
  package static func nearest(_ word: String, among candidates: [String]) -> String? {
    Suggestions.closest(to: word, among: candidates, limit: 1).first
  }

  private static func expected(_ mapping: Mapping) -> String {
    switch mapping {
    case .any: "expected a mapping"
    case .settings: "expected a mapping of settings (label: …, value: …)"
    case .platforms:
      "expected a mapping of platforms (ios:, macos:, android:, windows:, linux:) for 'platforms'"
    case .platform(let platform):
      "expected the settings of \(platform.displayName) as a mapping (variant: …)"
    case .part(let part):
      "expected the settings of the \(part) part as a mapping (label: …, hint: …)"
    case .accessibility: "expected the accessibility settings as a mapping (label: …, hint: …)"
    case .formatter: "expected the formatter's settings as a mapping (kind: …, fractionDigits: …)"
    case .announcements: "expected announcements as a mapping (valueChanged: …)"
    }
  }

  private static func takes(_ place: KeyPlace, _ known: [String]) -> String {
    let list = known.joined(separator: ", ")
    return switch place {
    case .component: ""
    case .part: "; a part takes " + list
    case .accessibility, .announcements: "; expected one of " + list
    case .formatter: "; a formatter takes " + list
    }
  }

  private static func describe(_ problem: OverrideProblem, _ argument: String) -> String {
    switch problem {
    case .missingEquals: return "expected key=value in --set '\(argument)'"
    case .tooDeep(let parts):
      let key = argument.prefix { $0 != "=" }
      return "the key '\(key.prefix(40))\(key.count > 40 ? "…" : "")' in --set has "
        + "\(parts) dotted parts; settings nest at most 5 deep "
        + "(platforms.ios.accessibility.announcements.valueChanged)"
    case .emptyKey(let dottedPart):
      return "expected a key before '=' in --set '\(argument)'"
        + (dottedPart ? " (a dotted key has an empty part)" : "")
    case .notOneValue:
      return "expected a single value after '=' in --set '\(argument)'; quote text that "
        + "contains ':' or '#'"
    case .nestsUnderValue(let key):
      return "--set '\(argument)' nests under '\(key)', which an earlier --set gave a value"
    }
  }
}
