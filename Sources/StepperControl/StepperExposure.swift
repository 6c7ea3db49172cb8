import Accessibility
import ComponentModel
import Controls
import Core
import Foundation

/// The accessibility tree a real app exposes for a stepper, given its state and the app's
/// settings: one table of rules per variant, each naming its evidence.
package enum StepperExposure {
  /// The OS version's effect on exposure: iOS 17 and 18 mark UIStepper's segment at a limit
  /// "Dimmed" (notEnabled); iOS 26 does not (AccessibilitySnapshot `testStepperAtMin`).
  package static func segmentsDimAtLimit(iosVersion: Int) -> Bool { iosVersion < 26 }

  /// The elements, in reading order, that `stepper` exposes on a device in `environment`.
  package static func elements(
    of stepper: Stepper, in environment: PlatformEnvironment = .standard
  ) -> [AccessibleElement] {
    stepper.variant.facts.exposure(
      StepperExposureBuilder(
        stepper: stepper, setup: stepper.setup, iosVersion: environment.iosVersion,
        gtkVersion: environment.gtkVersion))
  }
}

/// Builds one variant's elements; small functions over the stepper's state, no speech. Each
/// variant's own rules are in its file in `Variants/`.
struct StepperExposureBuilder {
  let stepper: Stepper
  let setup: PlatformSetup
  let iosVersion: Int
  /// GTK 3 or 4: only GTK 4 has an accessible value text an app can set.
  let gtkVersion: Int

  /// What the app sets for every control: label, hint, hidden label.
  var settings: AccessibilitySettings { setup.accessibility }
  /// What the app sets that only a stepper reads.
  var app: StepperAccessibility { configuration.accessibility }
  var configuration: StepperConfiguration { stepper.configuration }
  var label: String? { configuration.label }
  var shown: String { stepper.displayedValue }
  var controlEnabled: Bool { configuration.isEnabled }

  func fill(_ text: String?) -> String? {
    text.map {
      TextTemplate.fill($0, label: label, value: shown, number: stepper.number)
    }
  }

  func appLabel(_ part: PartID) -> String? { fill(setup.parts[part]?.label) }

  /// Whether the value has its own text element: as set, or with a visible label, or when the
  /// app gives it a live region; `drawsValue` for a variant that always shows it (Material).
  func showsValueText(drawsValue: Bool = false) -> Bool {
    app.valueText ?? (drawsValue || label != nil || app.valueLiveRegion != .none)
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
}
