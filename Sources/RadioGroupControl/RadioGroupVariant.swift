import Accessibility
import ComponentModel
import Controls
import Core

/// A native radio group on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum RadioGroupVariant: String, CaseIterable, Sendable, Codable, FactsVariant {
  /// iOS UIKit: custom `UIButton`s with the selected trait (UIKit has no radio button).
  case uikit
  /// iOS SwiftUI: `Button`s with the `.isSelected` trait.
  case swiftui
  /// macOS AppKit `NSButton`s with the radio button type, sharing an action.
  case appkit
  /// macOS SwiftUI `Picker` with `.pickerStyle(.radioGroup)`.
  case swiftuiPicker = "swiftui-picker"
  /// Android `RadioGroup` with `RadioButton`s.
  case radioGroup = "radiogroup"
  /// Android Jetpack Compose `RadioButton`s in rows in a `selectableGroup()`.
  case compose
  /// Windows WinUI 3 `RadioButtons`.
  case winui
  /// Linux GTK 4 `GtkCheckButton`s joined with `gtk_check_button_set_group`.
  case gtk4 = "gtk-check-button"
  /// Linux GTK 3 `GtkRadioButton`s.
  case gtk3 = "gtk-radio-button"

  /// Everything about the variant.
  package var facts: RadioGroupVariantFacts {
    switch self {
    case .uikit: .uikitSelectedButtons
    case .swiftui: .swiftUISelectedButtons
    case .appkit: .appKitRadioButtons
    case .swiftuiPicker: .swiftUIRadioGroupPicker
    case .radioGroup: .androidRadioGroup
    case .compose: .composeSelectableGroup
    case .winui: .winUIRadioButtons
    case .gtk4: .gtk4GroupedCheckButtons
    case .gtk3: .gtk3RadioButtons
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .radioGroup, rawValue: rawValue) }
}

/// One radio group variant's facts: what it is, how its keys move and choose, and how each
/// option is exposed to assistive technology.
package struct RadioGroupVariantFacts: NativeComponentFacts {
  /// The native component's name.
  package var nativeName: String
  /// The platform it exists on.
  package var platform: Platform
  /// One sentence about it.
  package var summary: String
  /// The touch target a touch variant draws; `nil` on desktop.
  package var touchTarget: TouchTarget?
  /// The role of each option (a radio button; a button on iOS, which has none).
  package var role: AccessibleRole
  /// The keys that choose the focused option.
  package var choosingKeys: [Key]
  /// Whether arrow keys move focus between the options of a group.
  package var arrowsMove: Bool
  /// Whether moving with an arrow key also chooses (selection follows focus), as on the
  /// desktop; Android's and iOS's keyboards move focus only.
  package var selectionFollowsFocus: Bool
  /// Whether Tab reaches the options on a stock device.
  package var takesKeyboardFocus: Bool
  /// Whether a reader reaches a disabled option.
  package var navigableWhenDisabled: Bool
  /// The container a group puts its options in, as readers find it (a list on Android, whose
  /// RadioGroup and selectableGroup expose a collection; a group elsewhere); `nil` where the
  /// platform exposes none (iOS).
  package var container: ContainerRole?
  /// Whether the container carries the group's name (not on Android: a RadioGroup has none).
  package var containerNamed: Bool
  /// Whether a grouped option exposes its place in the set ("2 of 3").
  package var exposesPosition: Bool
  /// The state descriptions the platform gives a chosen and an unchosen option (Android 11+'s
  /// RadioButton: "selected", "not selected"; before 11 TalkBack says "checked"), if any.
  package var stateDescriptions: (chosen: String, notChosen: String)?
  /// Where the facts come from.
  package var source: Source
}

extension RadioGroupVariantFacts {
  /// The element for the option at `index`: named by its visible name (unless the options are
  /// unlabelled), in the variant's role, chosen or not, in the group's container (named by the
  /// app's label or the group's visible one) with its place in the set.
  func element(
    index: Int, configuration: RadioGroupConfiguration, chosen: Int?,
    settings: AccessibilitySettings, environment: PlatformEnvironment
  ) -> AccessibleElement {
    let count = configuration.options.count
    let name = configuration.labelsOptions ? configuration.options[index] : nil
    let enabled = configuration.isEnabled
    let isChosen = chosen == index
    var keys: [StateKey] = []
    var stateDescription: String?
    if configuration.exposesSelection {
      if role == .radioButton {
        keys.append(isChosen ? .chosen : .notChosen)
        // Android's RadioButton has its state description from Android 11 (API 30).
        if platform != .android || environment.androidVersion >= 11 {
          stateDescription = stateDescriptions.map { isChosen ? $0.chosen : $0.notChosen }
        }
      } else if isChosen {
        keys.append(.selected)
      }
    }
    let grouped = configuration.isGrouped
    var containers: [AccessibleContainer] = []
    if grouped, let container {
      containers.append(
        AccessibleContainer(
          id: "radio-group", role: container,
          name: containerNamed ? (settings.label ?? configuration.label) : nil, itemCount: count,
          position: index + 1, isAtStart: index == 0, isAtEnd: index == count - 1))
    }
    // iOS: the app's own words for an option that is not chosen, as its accessibility value.
    let value = role == .button && !isChosen ? configuration.unchosenValue : nil
    return AccessibleElement(
      id: "option\(index + 1)", role: role, name: name, value: value, hint: settings.hint,
      isEnabled: enabled, isNavigable: enabled || navigableWhenDisabled,
      takesKeyboardFocus: enabled && takesKeyboardFocus, isClickable: true,
      part: .option(index), nameSource: name == nil ? .none : .visibleText,
      states: ElementStates(
        keys, stateDescription: stateDescription,
        positionInSet: grouped && exposesPosition
          ? ElementStates.SetPosition(position: index + 1, size: count) : nil),
      containers: containers)
  }
}
