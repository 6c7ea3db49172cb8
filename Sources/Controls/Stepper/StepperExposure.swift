import Accessibility
import ComponentModel
import Core
import Foundation

/// The accessibility tree a real app exposes for a stepper, given its state and the app's
/// settings: one table of rules per variant, each naming its evidence.
public enum StepperExposure {
  /// The OS version's effect on exposure: iOS 17 and 18 mark UIStepper's segment at a limit
  /// "Dimmed" (notEnabled); iOS 26 does not (AccessibilitySnapshot `testStepperAtMin`).
  public static func segmentsDimAtLimit(iosVersion: Int) -> Bool { iosVersion < 26 }

  /// The elements, in reading order, that `stepper` exposes on a device in `environment`.
  public static func elements(
    of stepper: Stepper, in environment: PlatformEnvironment = .standard
  ) -> [AccessibleElement] {
    let builder = Builder(
      stepper: stepper, setup: stepper.setup, iosVersion: environment.iosVersion)
    switch stepper.variant {
    case .uikit, .swiftui: return builder.ios()
    case .appkit: return builder.appkit()
    case .material: return builder.material()
    case .numberpicker: return builder.numberPicker()
    case .numberbox: return builder.numberBox()
    case .gtkSpinButton, .adwSpinRow: return builder.gtk()
    case .fiori: return builder.fiori()
    }
  }

  /// The presentation an iOS variant uses when the app does not choose one: UIKit's two
  /// buttons (AccessibilitySnapshot's UIStepper images), SwiftUI's adjustable element (seed
  /// 000's "[Label], [value], adjustable"; no evidence either way for SwiftUI).
  public static func defaultPresentation(for variant: StepperVariant)
    -> AccessibilitySettings.Presentation
  {
    variant == .swiftui ? .adjustable : .buttons
  }

}

/// Builds one variant's elements; small functions over the stepper's state, no speech.
private struct Builder {
  let stepper: Stepper
  let setup: PlatformSetup
  let iosVersion: Int

  var settings: AccessibilitySettings { setup.accessibility }
  var configuration: StepperConfiguration { stepper.configuration }
  var label: String? { configuration.label }
  var shown: String { stepper.displayedValue }
  var controlEnabled: Bool { configuration.isEnabled }

  func fill(_ text: String?) -> String? {
    text.map {
      TextTemplate.fill($0, label: label, value: shown, number: stepper.value)
    }
  }

  func appLabel(_ part: PartID) -> String? { fill(setup.parts[part]?.label) }

  /// Whether the value has its own text element: as set, or with a visible label, or when the
  /// app gives it a live region.
  var showsValueText: Bool {
    // A Material stepper draws its value between its buttons whether or not the app gives it
    // a label; elsewhere the value text is the app's own label beside the control.
    settings.valueText
      ?? (stepper.variant == .material || label != nil || settings.valueLiveRegion != .none)
  }
  func appHint(_ part: PartID) -> String? { fill(setup.parts[part]?.hint) }

  /// The visible label as its own static-text element, unless the app hides it.
  func labelElement(labels target: Bool = false) -> [AccessibleElement] {
    guard let label, !settings.labelHidden else { return [] }
    return [
      AccessibleElement(
        id: "label", role: .staticText, name: label, nameSource: .visibleText)
    ]
  }

  func button(
    _ part: PartID, defaultName: String?, value: String? = nil, enabled: Bool? = nil,
    keyboard: Bool = true, navigable: Bool = true, image: Bool = false
  ) -> AccessibleElement {
    let name = appLabel(part) ?? defaultName
    return AccessibleElement(
      id: part.rawValue, role: .button, name: name, value: value, hint: appHint(part),
      isEnabled: enabled ?? stepper.isEnabled(part), isNavigable: navigable,
      takesKeyboardFocus: keyboard && stepper.behaviour.focusOrder.contains(part),
      isClickable: true, isImage: image, part: part,
      nameSource: appLabel(part) != nil ? .app : (defaultName == nil ? .none : .platformDefault))
  }

  // iOS: UIStepper's segments are separate buttons named "Decrement" and "Increment", without
  // the value (AccessibilitySnapshot DefaultControlsTests + reference images); the segment at a
  // limit is Dimmed on iOS 17/18, not on 26. An adjustable presentation is one element with
  // label, value and the adjustable trait.
  func ios() -> [AccessibleElement] {
    let presentation =
      settings.presentation ?? StepperExposure.defaultPresentation(for: stepper.variant)
    switch presentation {
    case .adjustable:
      var elements = stepper.variant == .swiftui ? [] : labelElement()
      elements.append(
        AccessibleElement(
          id: "stepper", role: .adjustable, name: fill(settings.label) ?? label, value: shown,
          hint: fill(settings.hint), isEnabled: controlEnabled,
          nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText)))
      return elements
    case .buttons:
      var elements = labelElement()
      if showsValueText && stepper.variant == .uikit {
        elements.append(
          AccessibleElement(
            id: "value", role: .staticText, name: shown,
            liveRegion: settings.valueLiveRegion, nameSource: .visibleText))
      }
      let dims = StepperExposure.segmentsDimAtLimit(iosVersion: iosVersion)
      for part in [PartID.decrement, .increment] {
        let enabled = controlEnabled && (stepper.isEnabled(part) || !dims)
        elements.append(
          button(
            part, defaultName: part == .increment ? "Increment" : "Decrement", enabled: enabled))
      }
      return elements
    }
  }

  // macOS: NSStepper is one incrementor ("the stepper role") with label and value; its arrows
  // are children reached by interacting (Apple's AX role reference; Core-AAM).
  func appkit() -> [AccessibleElement] {
    labelElement() + [
      AccessibleElement(
        id: "stepper", role: .incrementor, name: fill(settings.label) ?? label, value: shown,
        hint: fill(settings.hint), isEnabled: controlEnabled,
        takesKeyboardFocus: controlEnabled, part: .control,
        nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText)),
      button(.increment, defaultName: "Increment", keyboard: false, navigable: false),
      button(.decrement, defaultName: "Decrement", keyboard: false, navigable: false),
    ]
  }

  // Android, a custom Material control: two (Image)Buttons named only by what the app sets
  // (contentDescription), a value TextView with the app's live-region setting, and the label,
  // which may name the value through labelFor (seed 004 developer notes).
  func material() -> [AccessibleElement] {
    if settings.presentation == .adjustable {
      // One node with RangeInfo and ACTION_SET_PROGRESS: TalkBack calls it a Slider and
      // speaks its value as the state (TalkBack's source, AccessibilityNodeFeedbackUtils).
      return labelElement() + [
        AccessibleElement(
          id: "stepper", role: .slider, name: fill(settings.label) ?? label, value: shown,
          hint: fill(settings.hint), isEnabled: controlEnabled, takesKeyboardFocus: controlEnabled,
          part: .control,
          nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText))
      ]
    }
    // The − and + are icon buttons (ImageButtons): unnamed, TalkBack says "Unlabelled".
    var elements = labelElement()
    elements.append(button(.decrement, defaultName: nil, image: true))
    if showsValueText {
      elements.append(
        AccessibleElement(
          id: "value", role: .staticText, name: shown,
          labeledBy: settings.labelFor ? label : nil, liveRegion: settings.valueLiveRegion,
          nameSource: .visibleText))
    }
    elements.append(button(.increment, defaultName: nil, image: true))
    return elements
  }

  // android.widget.NumberPicker: virtual increment/decrement buttons whose text is the next or
  // previous value, present only when the picker can move that way; the input EditText
  // (NumberPicker.java AccessibilityNodeProviderImpl).
  func numberPicker() -> [AccessibleElement] {
    let c = configuration
    let wraps = stepper.wraps
    func neighbour(_ offset: Double) -> String {
      var next = stepper.value + offset
      if next > c.maximum { next = c.minimum }
      if next < c.minimum { next = c.maximum }
      return DecimalStep.displayString(next)
    }
    var elements = labelElement()
    var picker: [AccessibleElement] = []
    if wraps || stepper.value > c.minimum {
      picker.append(button(.decrement, defaultName: neighbour(-1), keyboard: false))
    }
    picker.append(
      AccessibleElement(
        id: "field", role: .editText, name: shown, hint: appHint(.field),
        labeledBy: settings.labelFor ? label : nil, isEnabled: controlEnabled, isEditable: true,
        takesKeyboardFocus: controlEnabled, isClickable: true, part: .field,
        nameSource: .visibleText))
    if wraps || stepper.value < c.maximum {
      picker.append(button(.increment, defaultName: neighbour(1), keyboard: false))
    }
    return elements
      + picker.map {
        var element = $0
        element.containerRole = .numberPicker
        return element
      }
  }

  // WinUI NumberBox: keyboard focus is in the inner TextBox (an Edit) whose UIA Name is the
  // Name (or Header) + " Minimum<min> Maximum<max>" with %G numbers, parts left out for
  // infinite bounds (NumberBox.cpp ReevaluateForwardedUIAProperties; NumberBoxTests.cs). Spin
  // buttons are RepeatButtons named "Increase"/"Decrease" that are not tab stops; compact
  // mode's popup buttons get no name. No live region (NumberBox sets no LiveSetting).
  func numberBox() -> [AccessibleElement] {
    let c = configuration
    let header = c.header ?? label
    var elements: [AccessibleElement] = []
    if let header, !settings.labelHidden {
      elements.append(
        AccessibleElement(id: "label", role: .staticText, name: header, nameSource: .visibleText))
    }
    var name = fill(settings.label) ?? header ?? ""
    var nameSource: AccessibleElement.NameSource =
      settings.label != nil ? .app : (header == nil ? .none : .visibleText)
    if !name.isEmpty {
      if c.minimum.isFinite { name += " Minimum" + String(format: "%G", c.minimum) }
      if c.maximum.isFinite { name += " Maximum" + String(format: "%G", c.maximum) }
    } else if !c.placeholderText.isEmpty {
      // With neither Name nor Header, NumberBox forwards no name and the TextBox's own peer
      // falls back to its placeholder: microsoft-ui-xaml #3470 heard "0.00, edit 100".
      name = c.placeholderText
      nameSource = .visibleText
    }
    name = name.trimmingCharacters(in: .whitespaces)
    elements.append(
      AccessibleElement(
        id: "field", role: .editText, name: name.isEmpty ? nil : name,
        value: stepper.fieldText ?? shown, hint: fill(settings.hint), isEnabled: controlEnabled,
        isEditable: true, takesKeyboardFocus: controlEnabled,
        liveRegion: settings.valueLiveRegion, part: .field, nameSource: nameSource))
    switch c.spinButtonPlacement {
    case .hidden: break
    case .inline:
      elements.append(button(.increment, defaultName: "Increase", keyboard: false))
      elements.append(button(.decrement, defaultName: "Decrease", keyboard: false))
    case .compact where stepper.focusedPart == .field:
      elements.append(button(.increment, defaultName: nil, keyboard: false))
      elements.append(button(.decrement, defaultName: nil, keyboard: false))
    case .compact: break
    }
    return elements
  }

  // GTK 4 GtkSpinButton: one spin button (role SPIN_BUTTON, value-now/min/max, always
  // editable unless read-only) whose −/+ buttons have role NONE and never take focus
  // (gtkspinbutton.c, gtkatspicontext.c). An AdwSpinRow's spin button is labelled by the row's
  // title and described by its subtitle (adw-spin-row.ui, adw-action-row.ui).
  func gtk() -> [AccessibleElement] {
    let isRow = stepper.variant == .adwSpinRow
    var elements = isRow ? [] : labelElement()
    elements.append(
      AccessibleElement(
        id: "field", role: .spinButton, name: fill(settings.label) ?? label,
        // The value is the adjustment's (value-now), not the text being typed: GTK changes it
        // on commit, and Orca ignores a spin button's text events (Orca's source and tests).
        value: shown, hint: fill(settings.hint),
        description: isRow ? configuration.subtitle : nil, isEnabled: controlEnabled,
        isEditable: configuration.isEditable, isNavigable: controlEnabled,
        takesKeyboardFocus: controlEnabled,
        part: .field,
        nameSource: settings.label != nil ? .app : (label == nil ? .none : .visibleText)))
    return elements
  }

  // SAP Fiori stepper cell: label, helper text, − button, edit box, + button (seed 003), with
  // the guideline's labels or SAP's SwiftUI SDK's (cloud-sdk-ios-fiori).
  func fiori() -> [AccessibleElement] {
    let labels =
      settings.fioriLabels ?? .default(on: stepper.platform)
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
      hint: appHint(.field), labeledBy: settings.labelFor ? label : nil,
      isEnabled: controlEnabled, isEditable: true, takesKeyboardFocus: controlEnabled,
      isClickable: true, part: .field, nameSource: appLabel(.field) != nil ? .app : .visibleText)
  }
}
