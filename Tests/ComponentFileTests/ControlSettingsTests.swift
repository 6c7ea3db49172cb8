import ButtonControl
import ComponentModel
import ControlRegistry
import Controls
import StepperControl
import Testing

@testable import ComponentFile

/// The stepper's own settings live with the stepper (`StepperOptions.swift`,
/// `StepperAccessibility`); the shared readers find them through the registries and still
/// read them, with the same errors, as when they were written into the shared modules.
@Suite("Control settings outside the shared readers")
struct ControlSettingsTests {
  @Test("accessibility: lists exactly the shared keys and every control's own")
  func accessibilityKeys() {
    let registered =
      AccessibilitySetting.sharedKeys + ComponentSchema.shipped.accessibilityKeys.map(\.key)
    let keys = ComponentSchema.shipped.accessibilityKeyNames
    #expect(keys.sorted() == registered.sorted())
    #expect(Set(keys).count == keys.count)
    // The order errors list them in, as it was documented.
    #expect(
      keys == [
        "presentation", "label", "hint", "labelHidden", "valueText", "valueLiveRegion",
        "labelFor", "fioriLabels", "announce", "scalesText", "touchTarget", "plainView",
      ])
  }

  @Test("A stepper's accessibility keys reach its configuration; the shared ones the setup")
  func stepperAccessibility() throws {
    let component = try loadComponent(
      """
      label: Quantity
      accessibility:
        presentation: adjustable
        valueLiveRegion: polite
        labelFor: true
        label: Amount
        announce: { atMaximum: Full }
      platforms: { ios: { variant: uikit, accessibility: { valueText: false } } }
      """)
    let setup = try #require(component.platforms[.ios])
    let stepper = try #require(setup.configuration as? StepperConfiguration)
    #expect(
      stepper.accessibility
        == StepperAccessibility(
          presentation: .adjustable, valueText: false, valueLiveRegion: .polite, labelFor: true,
          announcements: .init(atMaximum: "Full"), setsAnnouncements: true))
    #expect(setup.accessibility == AccessibilitySettings(label: "Amount"))
  }

  @Test("A button takes the stepper's accessibility keys and ignores them, as before")
  func buttonIgnoresStepperKeys() throws {
    let component = try loadComponent(
      "control: button\nlabel: Save\naccessibility: { valueLiveRegion: polite, hint: Saves }")
    let setup = try #require(component.platforms[.ios])
    #expect(setup.accessibility == AccessibilitySettings(hint: "Saves"))
    #expect(setup.configuration as? ButtonConfiguration == ButtonConfiguration(label: "Save"))
  }

  @Test("plainView is a shared accessibility key: every control and platform, file or --set")
  func plainView() throws {
    let file = try loadComponent("control: slider\naccessibility: { plainView: true }")
    #expect(!file.platforms.isEmpty)
    #expect(file.platforms.values.allSatisfy { $0.accessibility.plainView })
    let set = try loadComponent(
      "control: button\nlabel: Save", overrides: ["platforms.android.accessibility.plainView=true"])
    #expect(set.platforms[.android]?.accessibility == AccessibilitySettings(plainView: true))
    #expect(set.platforms[.ios]?.accessibility == AccessibilitySettings())
    #expect(failure("accessibility: { plainView: maybe }")?.location == at(1, 29))
  }

  @Test("Unknown and mistyped accessibility keys: the same errors")
  func errors() {
    #expect(
      failure("accessibility: { valueTxt: true }")
        == Shown(
          location: at(1, 18),
          message: "unknown key 'accessibility.valueTxt'; expected one of presentation, label, "
            + "hint, labelHidden, valueText, valueLiveRegion, labelFor, fioriLabels, announce, "
            + "scalesText, touchTarget, plainView (did you mean 'valueText'?)"))
    #expect(
      failure("accessibility: { presentation: slider }")
        == Shown(
          location: at(1, 32),
          message: "expected one of buttons, adjustable for 'accessibility.presentation', "
            + "found 'slider'"))
    #expect(
      failure("accessibility: { announce: { atMaximun: Full } }")
        == Shown(
          location: at(1, 30),
          message: "unknown key 'accessibility.announce.atMaximun'; expected one of valueChanged, "
            + "atMinimum, atMaximum (did you mean 'atMaximum'?)"))
  }

  @Test("The Fiori cell's default announcements come from its variant, unless the file sets some")
  func fioriAnnouncements() throws {
    let yaml = "value: 2\nplatforms: { android: { variant: fiori } }"
    let android = try #require(loadComponent(yaml).platforms[.android])
    let stepper = try Stepper(platform: .android, setup: android)
    #expect(
      stepper.appAnnouncements
        == .init(
          valueChanged: "{value}", atMinimum: "Reached minimum value",
          atMaximum: "Reached maximum value"))
    let silent = try #require(
      loadComponent(yaml + "\naccessibility: { announce: {} }").platforms[.android])
    #expect(try Stepper(platform: .android, setup: silent).appAnnouncements.isEmpty)
  }
}
