import Accessibility
import ComponentModel
import Controls
import Core

// SAP Fiori stepper form cell (seed 003): label, helper text, − and + buttons and an editable
// value field; step 1, decimal steps allowed, negative steps refused; 0…100 as SAP's iOS
// FUIStepperView. The cell is held to iOS's 44 pt on both platforms, as before the control seam
// (Android's minimum is 48 dp).
extension StepperVariantFacts {
  /// SAP Fiori stepper form cell.
  static let fioriStepper = StepperVariantFacts(
    nativeName: "SAP Fiori stepper form cell", platforms: [.ios, .android],
    summary:
      "SAP Fiori stepper form cell (iOS and Android): label, helper text, − and + buttons and "
      + "an editable value field; step 1, 0…100; a typed value out of range shows an error "
      + "(seed 003).",
    defaults: StepperConfiguration(
      value: 0, minimum: 0, maximum: 100, step: 1, wraps: false, continuous: true,
      autorepeat: false),
    fixedStep: nil, canBeEmpty: false, touchTarget: .ios,
    // Seed 003: − and + buttons disabled at the limits; typed value out of range shows an
    // error message. Buttons follow the host platform's activation keys (seed 004).
    behaviour: { platform, _ in
      let order: [PartID] = [.decrement, .field, .increment]
      return StepperBehaviour(
        parts: order, focusOrder: order, stepsOn: .release, repeatSchedule: nil,
        disablesButtonAtLimit: .unlessWrapping, wrapRule: .oppositeEnd,
        keyBindings: [KeyBinding(KeyChord(.enter), on: [.field], .commitText)]
          + StepperBehaviour.focusKeys(on: Set(order), arrows: false)
          + StepperBehaviour.activationKeys(for: platform, on: StepperBehaviour.buttons),
        scrollWheel: .ignored, typedEntry: .fiori, outOfRangeValue: .refuse,
        allowsEmptyRange: true)
    },
    exposure: { $0.fiori() },
    drawing: { sketch in
      sketch.label + sketch.button(.decrement, "−") + " " + sketch.field + " "
        + sketch.button(.increment, "+")
    },
    // A cell made to the design guideline announces each new value and "Reached
    // minimum/maximum value" at a limit (seed 003); SAP's SwiftUI cell (cloud-sdk-ios-fiori)
    // posts no announcement.
    defaultAnnouncements: { labels in
      guard labels == .guideline else { return StepperAccessibility.Announcements() }
      return StepperAccessibility.Announcements(
        valueChanged: "{value}", atMinimum: "Reached minimum value",
        atMaximum: "Reached maximum value")
    })
}

extension StepperExposureBuilder {
  // SAP Fiori stepper cell: label, helper text, − button, edit box, + button (seed 003), with
  // the guideline's labels or SAP's SwiftUI SDK's (cloud-sdk-ios-fiori).
  func fiori() -> [AccessibleElement] {
    let labels =
      app.fioriLabels ?? .default(on: stepper.platform)
    let step = DecimalStep.displayString(configuration.step)
    var elements = labelElement()
    if let helper = configuration.helperText {
      elements.append(
        AccessibleElement(id: "helper", role: .staticText, name: helper, nameSource: .visibleText))
    }
    switch labels {
    case .guideline:
      elements.append(button(.decrement, defaultName: "Decrease value by one"))
      elements.append(fioriField(name: shown))
      elements.append(button(.increment, defaultName: "Increase value by one"))
    case .swiftUISDK:
      elements.append(
        button(
          .decrement, defaultName: "Stepper decrease", value: "Decrease the value by \(step)"))
      elements.append(fioriField(name: "Select specific value", value: shown))
      elements.append(
        button(
          .increment, defaultName: "Stepper increase", value: "Increase the value by \(step)"))
    }
    return elements
  }

  func fioriField(name: String, value: String? = nil) -> AccessibleElement {
    AccessibleElement(
      id: "field", role: .editText, name: appLabel(.field) ?? name, value: value,
      hint: appHint(.field), labeledBy: app.labelFor ? label : nil,
      isEnabled: controlEnabled, isEditable: true, takesKeyboardFocus: controlEnabled,
      isClickable: true, part: .field, nameSource: appLabel(.field) != nil ? .app : .visibleText)
  }
}
