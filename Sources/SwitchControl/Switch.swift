import Accessibility
import ComponentModel
import Controls
import Core

/// An on/off switch on a simulated clock: a tap, a click, a reader's activate or the
/// platform's keys toggle it, unless it is disabled. It has one part, ``PartID/control``, and
/// its value is ``ToggleState/on`` or ``ToggleState/off``.
package struct Switch: Sendable {
  /// Which native switch this is.
  package let variant: SwitchVariant
  /// The platform it runs on.
  package let platform: Platform
  /// Its settings.
  package let configuration: SwitchConfiguration
  /// How the component set it up.
  package let setup: PlatformSetup
  /// Whether it is on now.
  package private(set) var isOn: Bool
  package var input: OnePartInput

  /// Creates the switch a component sets up on `platform`.
  ///
  /// - Throws: ``ConfigurationError`` when the variant does not exist there.
  package init(platform: Platform, setup: PlatformSetup) throws(ConfigurationError) {
    let variant = try SwitchVariant.chosen(
      by: setup, kind: .toggleSwitch, noun: "switch", on: platform)
    guard let configuration = setup.configuration as? SwitchConfiguration else {
      throw ConfigurationError(
        field: "control", message: "\(setup.variant.rawValue) is not a switch variant")
    }
    if let problem = configuration.announcedAs.problem(on: platform) {
      throw ConfigurationError(field: "announcedAs", message: problem)
    }
    self.variant = variant
    self.platform = platform
    self.configuration = configuration
    self.setup = setup
    self.isOn = configuration.isOn
    input = variant.input(noun: "switch", isEnabled: configuration.isEnabled)
  }

  /// The switch in the catalog.
  package static let definition = ControlDefinition(
    kind: .toggleSwitch,
    summary: "An on/off switch: a tap, a click or Space toggles it.",
    variants: SwitchVariant.definitions(defaults: SwitchConfiguration()),
    partIDs: [.control], stateWords: ["on", "off"],
    versionEffects: [
      VersionEffect(
        platform: .android,
        summary:
          "before 11 SwitchCompat sets no state description but appends its on/off text to the "
          + "node's text (\"Wi-Fi ON\"), which TalkBack speaks as the switch's state;",
        source: Source(
          "androidx SwitchCompat onInitializeAccessibilityNodeInfo (SDK_INT < R: text + ' ' + "
            + "textOn/textOff); TalkBack SwitchDescription falls back to the node text", .high,
          .code(
            Repository("androidx/androidx", commit: "a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9"),
            path: "appcompat/appcompat/src/main/java/androidx/appcompat/widget/SwitchCompat.java",
            symbol: "onInitializeAccessibilityNodeInfo"),
          .code(
            Repository("google/talkback", commit: "655cc8db9da9eefbde492af14e9e2cafc115a3b0"),
            path:
              "talkback/src/main/java/com/google/android/accessibility/talkback/compositor/"
              + "roledescription/SwitchDescription.java",
            symbol: "stateDescription"))),
      VersionEffect(
        platform: .linux,
        summary:
          "GTK 3's GtkSwitch is a toggle button (pressed); GTK 4's reaches AT-SPI as a check box "
          + "(checked).",
        source: Source(
          "GTK 4 gtk_accessible_role_to_atspi_role: GTK_ACCESSIBLE_ROLE_SWITCH → "
            + "ATSPI_ROLE_CHECK_BOX; GTK 3 sets ATK_ROLE_TOGGLE_BUTTON", .high,
          .code(
            Repository("GNOME/gtk", commit: "0064500146fc080dae1ef2b30bebf7bb8b35a52f"),
            path: "gtk/a11y/gtkatspiutils.c", symbol: "gtk_accessible_role_to_atspi_role"),
          .code(
            Repository("GNOME/gtk", commit: "fe45e8c0480ebbb96590ab7df43b8f545feb95fa"),
            path: "gtk/gtkswitch.c", symbol: "gtk_switch_class_init"))),
    ],
    partWords: ["switch": .control, "toggle": .control]
  ) { platform, setup throws(ConfigurationError) in
    try Switch(platform: platform, setup: setup)
  }

  /// The configuration as it stands now (the state it was toggled to).
  private var current: SwitchConfiguration {
    var configuration = configuration
    configuration.isOn = isOn
    return configuration
  }
}

extension Switch: OnePartControl {
  /// What the app announces after each activation.
  package var announcement: String? { configuration.announcement }
  /// How the app announces it.
  package var announcedAs: AnnouncementStyle { configuration.announcedAs }
  /// On or off.
  package var value: ControlValue { .toggle(isOn ? .on : .off) }
  /// The variant's touch target.
  package var touchTarget: TouchTarget? { variant.facts.touchTarget }

  /// `uikit (UISwitch) · "Wi-Fi" · on`, with `disabled` when it is.
  package var headline: String {
    var parts = [variant.headlineName]
    parts.append(configuration.label.map { "\"\($0)\"" } ?? "no label")
    parts.append(isOn ? "on" : "off")
    if !configuration.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " · ")
  }

  /// `UISwitch · on`, or `UISwitch · "Wi-Fi" · on`.
  package var drawingTitle: String {
    variant.facts.nativeName + (configuration.label.map { " · \"\($0)\"" } ?? "")
      + (isOn ? " · on" : " · off")
  }

  /// `Wi-Fi (  ●)` when on, `Wi-Fi (●  )` when off; `*…*` when it has keyboard focus.
  package var drawing: String {
    var text = (configuration.label.map { $0 + " " } ?? "") + (isOn ? "(  ●)" : "(●  )")
    if !configuration.isEnabled { text += "·dimmed" }
    return focusedPart == .control ? "*" + text + "*" : text
  }

  /// Releases it: a click, which toggles it.
  package mutating func release() -> [ControlEvent] {
    guard input.release() else { return [] }
    let from = value
    isOn.toggle()
    return [
      event(.activated(.control)),
      event(.valueChanged(from: from, to: value, cause: .button(.control))),
    ]
  }

  /// The app turns it on or off in code; a switch has no mixed state.
  package mutating func setByApp(_ value: ControlValue) -> [ControlEvent] {
    guard case .toggle(let state) = value, state != .mixed else {
      return ignored("a switch is on or off")
    }
    let on = state == .on
    guard on != isOn else { return [] }
    let from = self.value
    isOn = on
    return [event(.valueChanged(from: from, to: self.value, cause: .program))]
  }

  /// `app sets value N`: off for 0, on for any other number.
  package func appValue(fromNumber number: Double) -> ControlValue {
    .toggle(number != 0 ? .on : .off)
  }

  /// One element: the switch, as the variant exposes it on a device in `environment`.
  package func elements(in environment: PlatformEnvironment) -> [AccessibleElement] {
    [variant.facts.expose(current, setup.accessibility, environment)]
  }
}

extension Switch: Toggleable {
  /// `switch`.
  package var noun: String { "switch" }
  /// `on` or `off`.
  package var stateWord: String { isOn ? "on" : "off" }
}
