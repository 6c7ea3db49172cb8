import Accessibility
import ComponentModel
import Controls
import Core

/// A disclosure (an expandable section's button) on a simulated clock: a tap, a click, a
/// reader's activate or the platform's keys expand or collapse it, unless it is disabled. It
/// has one part, ``PartID/control``; its value is ``ToggleState/on`` when expanded and
/// ``ToggleState/off`` when collapsed.
package struct Disclosure: Sendable {
  /// Which native disclosure this is.
  package let variant: DisclosureVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: DisclosureConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Whether its content is shown now.
  package private(set) var isExpanded: Bool
  package var input: OnePartInput

  /// Creates the disclosure a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try DisclosureVariant.chosen(
      by: setup, kind: .disclosure, noun: "disclosure", on: platform)
    guard let configuration = setup.configuration as? DisclosureConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a disclosure variant")
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    self.isExpanded = configuration.isExpanded
    input = variant.input(noun: "disclosure", isEnabled: configuration.isEnabled)
  }

  /// The disclosure in the catalog: it reveals content on a screen (`reveals:`).
  package static let definition: ControlDefinition = {
    var definition = plainDefinition
    definition.revealsContent = true
    return definition
  }()

  /// The disclosure as a control, before the screen seams it takes part in.
  private static let plainDefinition = ControlDefinition(
    kind: .disclosure,
    summary: "A disclosure (expandable): a tap, a click or Space shows or hides its content.",
    variants: DisclosureVariant.definitions(defaults: DisclosureConfiguration()),
    partIDs: [.control], stateWords: ["expanded", "collapsed"],
    versionEffects: [
      VersionEffect(
        platform: .ios,
        summary:
          "A UIButton's accessibilityExpandedStatus is new in 18: on 17 VoiceOver hears no "
          + "expanded or collapsed state from it (a DisclosureGroup has one on 17 too).",
        source: Source(
          "UIAccessibility.ExpandedStatus is iOS 18.0+; AccessibilitySnapshot PR 324 reads a "
            + "DisclosureGroup's status on iOS 17.5", .medium, .uiKitExpandedStatus,
          .snapshotExpandedStatus))
    ],
    partWords: ["disclosure": .control, "expander": .control]
  ) { platform, setup throws(ConfigurationError) in
    try Disclosure(platform: platform, setup: setup)
  }

  /// The configuration as readers are told it: the state it was toggled to, or, when the app
  /// never updates the state it exposes, the state it started in.
  private var exposed: DisclosureConfiguration {
    var configuration = configuration
    if configuration.updatesExpandedState { configuration.isExpanded = isExpanded }
    return configuration
  }
}

extension Disclosure: OnePartControl {
  /// A disclosure announces nothing of its own.
  package var announcement: String? { nil }
  /// Expanded (on) or collapsed (off).
  package var value: ControlValue { .toggle(isExpanded ? .on : .off) }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `uikit (UIButton …) · "Details" · collapsed`, with `disabled` when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append(stateWord)
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `GtkExpander · "Details" · collapsed`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "") + " · "
      + stateWord
  }

  /// `▸ Details` when collapsed, `▾ Details` when expanded; `*…*` when it has keyboard focus.
  package var drawing: String {
    var text = (isExpanded ? "▾" : "▸") + (configuration.label.map { " " + $0 } ?? "")
    if !configuration.isEnabled { text += "·dimmed" }
    return focusedPart == .control ? "*" + text + "*" : text
  }

  /// Releases it: a click, which expands or collapses it.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    let from = value
    isExpanded.toggle()
    return [
      event(.activated(.control)),
      event(.valueChanged(from: from, to: value, cause: .button(.control))),
    ]
  }

  /// The app expands (on) or collapses (off) it in code.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .toggle(let state) = value, state != .mixed else {
      return ignored("a disclosure is expanded or collapsed")
    }
    let expanded = state == .on
    guard expanded != isExpanded else { return [] }
    let from = self.value
    isExpanded = expanded
    return [event(.valueChanged(from: from, to: self.value, cause: .program))]
  }

  /// `app sets value N`: collapsed for 0, expanded for any other number.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .toggle(number != 0 ? .on : .off)
  }

  /// One element: the disclosure, as the variant exposes it on a device in `environment`.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    [variant.facts.expose(exposed, setup.accessibility, environment)]
  }
}

extension Disclosure: RevealingControl {
  /// Its content is shown while it is expanded, whatever state it exposes (a disclosure
  /// whose exposed state is stale still shows and hides its content).
  package var showsContent: Bool { isExpanded }
}

extension Disclosure: Toggleable {
  /// `disclosure`.
  package var noun: String { "disclosure" }
  /// `expanded` or `collapsed`.
  package var stateWord: String { isExpanded ? "expanded" : "collapsed" }
}
