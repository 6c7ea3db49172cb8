import ComponentFile
import ControlRegistry
import Controls
import Core
import ScreenReaders
import TestSupport
import Testing

/// Issue #13, "and the equivalents where readers use them": the component's `stateDescription`
/// outside Android — iOS `accessibilityValue`, macOS `accessibilityValueDescription`, WinUI
/// `AutomationProperties.ItemStatus`, GTK 4's value text — on a stepper and a switch, as each
/// reader says it (Documentation/Evidence.md, "States").
@Suite("Value descriptions outside Android")
struct ValueDescriptionEvidenceTests {
  /// A stepper presented as one element, with the app's words for its value.
  let stepper = """
    label: Quantity
    value: 2
    maximum: 10
    stateDescription: "{value} items"
    accessibility: { presentation: adjustable }

    """
  let wifi = "control: switch\nlabel: Wi-Fi\nstateDescription: Enabled\n"

  func on(_ platform: Platform, _ variant: String) -> String {
    "platforms: { \(platform.rawValue): { variant: \(variant) } }\n"
  }

  @Test("VoiceOver iOS: the app's accessibilityValue after the label, and as the new value")
  func voiceOverIOSStepper() throws {
    // AccessibilitySnapshot accessibilityDescription: "label: value" with the app's value.
    for variant in ["uikit", "swiftui"] {
      let spoken = try said(
        stepper + on(.ios, variant), on: .ios, reader: "voiceover-ios",
        script: "swipe right; swipe right; swipe up")
      #expect(spoken.contains("Quantity: 2 items. Adjustable."), "\(variant)")
      #expect(spoken.last == "3 items", "\(variant)")
    }
    // Without it, the number (the setting changes only the value's words).
    let plain = stepper.replacingOccurrences(of: "stateDescription: \"{value} items\"\n", with: "")
    #expect(
      try said(
        plain + on(.ios, "uikit"), on: .ios, reader: "voiceover-ios",
        script: "swipe right; swipe right"
      ).contains("Quantity: 2. Adjustable."))
  }

  @Test("A UIStepper's two buttons carry no value: the setting is an error, not silence")
  func uikitButtons() {
    let yaml =
      stepper.replacingOccurrences(
        of: "accessibility: { presentation: adjustable }", with: "") + on(.ios, "uikit")
    let error = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(yaml, source: "test.yml")
    }
    #expect(
      error?.description
        == ComponentFileError(
          location: .init(source: "test.yml", line: 4, column: 1),
          message: "stateDescription on iOS (uikit): the uikit stepper with "
            + "accessibility.presentation buttons exposes no element for the whole control: set "
            + "accessibility.presentation: adjustable"
        ).description)
  }

  @Test("VoiceOver iOS: a UISwitch keeps On/Off; a SwiftUI Toggle reads its value, 1/0/2 as states")
  func voiceOverIOSSwitch() throws {
    // A stock UISwitch answers accessibilityValue with its own "1"/"0": testSwitchControls'
    // reference images (iOS 18.5, 26.2) read one given the value "Value" as "Switch Button. On.".
    // So the app's words reach no UISwitch: a component whose only variant is one is refused.
    let both = "platforms: { ios: { variant: uikit }, android: { variant: switch-compat } }\n"
    #expect(
      try said(
        wifi + both, on: .ios, reader: "voiceover-ios", script: "swipe right; double-tap")
        == ["Wi-Fi. Switch Button. Off.", "Double tap to toggle setting.", "On"])
    let refused = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(wifi + on(.ios, "uikit"), source: "test.yml")
    }
    #expect(
      refused?.description
        == "test.yml:3:1: error: 'stateDescription' applies to swiftui, appkit, swiftui-macos, "
        + "switch-compat, compose, winui, and this component uses none of them")
    // A switch-trait element's value "1", "0" and "2" is read as "On.", "Off." and "Mixed."
    // (AccessibilitySnapshot accessibilityDescription; the fake switches of testSwitchControls).
    for (value, heard) in [("1", "On"), ("0", "Off"), ("2", "Mixed")] {
      #expect(
        try said(
          "control: switch\nlabel: Wi-Fi\nstateDescription: \"\(value)\"\n" + on(.ios, "swiftui"),
          on: .ios, reader: "voiceover-ios", settings: ["hints": "off"], script: "swipe right")
          == ["Wi-Fi. \(heard)."])
    }
    // AccessibilitySnapshot (4e52697 "only expose the value on version 17 and later"): a
    // switch-button value other than 1/0/2 is read as it is.
    for version in [17, 26] {
      #expect(
        try said(
          wifi + on(.ios, "swiftui"), on: .ios, reader: "voiceover-ios", script: "swipe right",
          environment: PlatformEnvironment(iosVersion: version))
          == ["Wi-Fi. Enabled.", "Double tap to toggle setting."])
    }
  }

  @Test("VoiceOver macOS (low): AXValueDescription in place of the number and of on/off")
  func voiceOverMac() throws {
    #expect(
      try said(
        stepper + on(.macos, "appkit"), on: .macos, reader: "voiceover-macos",
        script: "press Tab; press Up")
        == [
          "2 items, Quantity, stepper",
          "You are currently on a stepper. To begin interacting with this stepper, press "
            + "Control-Shift-Down Arrow.",
          "3 items",
        ])
    for variant in ["appkit", "swiftui-macos"] {
      #expect(
        try said(
          wifi + on(.macos, variant), on: .macos, reader: "voiceover-macos",
          script: "press VO+Right; press VO+Space") == ["Enabled, Wi-Fi, switch", "Enabled"],
        "\(variant)")
    }
    let pack = try #require(RulePacks.named("voiceover-macos"))
    #expect(pack.vocabulary.states.valueDescription?.source.confidence == .low)
  }

  @Test("Narrator: a ToggleSwitch's ItemStatus is its advanced information, after the focus")
  func narrator() throws {
    // Microsoft's UI Automation blog: Narrator includes ItemStatus in the advanced information
    // it reads after a pause; the hints setting stands for "Hear advanced detail".
    #expect(
      try said(
        wifi + on(.windows, "winui"), on: .windows, reader: "narrator",
        script: "press Tab; press Space") == ["Wi-Fi, toggle switch, off", "Enabled", "on"])
    #expect(
      try said(
        wifi + on(.windows, "winui"), on: .windows, reader: "narrator",
        settings: ["hints": "off"], script: "press Tab") == ["Wi-Fi, toggle switch, off"])
  }

  @Test("NVDA reads no ItemStatus on a toggle switch: its speech is unchanged")
  func nvda() throws {
    // nvaccess/nvda source/NVDAObjects/UIA/__init__.py: ItemStatus is read only by
    // UIColumnHeader._get_description; UIA._get_value prefers the Value pattern's string.
    let plain = "control: switch\nlabel: Wi-Fi\n" + on(.windows, "winui")
    let expected = ["Wi-Fi toggle button not pressed", "pressed"]
    #expect(
      try said(plain, on: .windows, reader: "nvda", script: "press Tab; press Space") == expected)
    #expect(
      try said(
        wifi + on(.windows, "winui"), on: .windows, reader: "nvda", script: "press Tab; press Space"
      ) == expected)
  }

  @Test("Orca: a GTK 4 spin button's value text is not heard, its entry's text is")
  func orca() throws {
    // Orca _generate_spin_button: text content before value; GTK 3 exposes no value text.
    for variant in ["gtk-spinbutton", "adw-spinrow"] {
      for gtk in [3, 4] {
        #expect(
          try said(
            stepper + on(.linux, variant), on: .linux, reader: "orca",
            script: "press Tab; press Up", environment: PlatformEnvironment(gtkVersion: gtk))
            == ["Quantity spin button", "2", "3"], "\(variant) GTK \(gtk)")
      }
    }
    // GTK 4 exposes it (AT-SPI Value's Text, gtkatspivalue.c); GTK 3's ATK has no such property.
    let component = try ComponentLoader.parse(
      stepper + on(.linux, "gtk-spinbutton"), source: "test.yml")
    let control = try ControlCatalog.shipped.make(
      on: .linux, setup: try #require(component.platforms[.linux]))
    for (gtk, expected) in [(4, "2 items"), (3, nil)] as [(Int, String?)] {
      let field = control.elements(in: PlatformEnvironment(gtkVersion: gtk)).first {
        $0.id == "field"
      }
      #expect(field?.states.valueDescription == expected, "GTK \(gtk)")
    }
    // Orca speaks the value text where the element has no text of its own (a slider):
    // ax_value.get_current_value_text.
    let pack = try #require(RulePacks.named("orca"))
    let wording = try #require(pack.vocabulary.states.valueDescription)
    #expect(wording.source.confidence == .medium)
  }

  @Test("GtkSwitch has no value text (no AT-SPI Value interface): the error names who takes it")
  func gtkSwitch() {
    let error = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.parse(wifi + on(.linux, "gtk-switch"), source: "test.yml")
    }
    #expect(
      error?.description
        == ComponentFileError(
          location: .init(source: "test.yml", line: 3, column: 1),
          message: "'stateDescription' applies to swiftui, appkit, swiftui-macos, "
            + "switch-compat, compose, winui, and this component uses none of them"
        ).description)
  }
}
