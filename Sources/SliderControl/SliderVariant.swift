import Accessibility
import ComponentModel
import Controls
import Core

/// A native slider on one platform. Each variant's facts are in its own file in `Variants/`;
/// ``facts`` must name a value for every case, so a variant that forgets a fact does not
/// compile.
package enum SliderVariant: String, CaseIterable, Sendable, Codable, FactsVariant {
  /// iOS UIKit `UISlider`.
  case uikit
  /// iOS SwiftUI `Slider`.
  case swiftui
  /// macOS AppKit `NSSlider`.
  case appkit
  /// Android `SeekBar` (`android.widget.SeekBar`, AppCompat's `AppCompatSeekBar`).
  case seekbar
  /// Android Material Components `com.google.android.material.slider.Slider`.
  case materialSlider = "material-slider"
  /// Android Jetpack Compose Material 3 `Slider`.
  case compose
  /// Windows WinUI 3 `Slider`.
  case winui
  /// Linux `GtkScale`.
  case gtkScale = "gtk-scale"

  /// Everything about the variant.
  package var facts: SliderVariantFacts {
    switch self {
    case .uikit: .uikitSlider
    case .swiftui: .swiftUISlider
    case .appkit: .appKitSlider
    case .seekbar: .seekBar
    case .materialSlider: .materialSlider
    case .compose: .composeSlider
    case .winui: .winUISlider
    case .gtkScale: .gtkScale
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .slider, rawValue: rawValue) }
}

/// What a key does to a slider.
package enum SliderKeyMove: Equatable, Sendable {
  /// One key step up (+1) or down (−1).
  case step(Int)
  /// One page up (+1) or down (−1).
  case page(Int)
  /// To the minimum.
  case minimum
  /// To the maximum.
  case maximum
}

/// One slider variant's facts: its name and platform, its default step, its keys, how far a
/// screen reader's increment moves it, and the element it exposes, with where that comes from.
package struct SliderVariantFacts: NativeComponentFacts {
  /// The native component's name.
  package var nativeName: String
  /// The platform it exists on.
  package var platform: Platform
  /// One sentence for `a11ysim variants` and the documentation.
  package var summary: String
  /// Its touch target, or `nil` on a pointer-and-keyboard platform.
  package var touchTarget: TouchTarget?
  /// Whether values are whole numbers (SeekBar's progress is an `int`).
  package var wholeNumbers: Bool
  /// Whether Tab reaches it by default; a disabled slider never takes keyboard focus.
  package var takesKeyboardFocus: Bool
  /// Whether screen-reader navigation still reaches it when disabled.
  package var navigableWhenDisabled: Bool
  /// What each key does while it has keyboard focus (no modifiers); keys not listed do nothing.
  package var keys: [Key: SliderKeyMove]
  /// How far one key step moves it.
  package var keyStep: @Sendable (SliderConfiguration) -> Double
  /// How far one page key moves it (`nil`: the variant has no page keys).
  package var pageStep: @Sendable (SliderConfiguration) -> Double?
  /// How far a screen reader's increment or decrement moves it (VoiceOver's
  /// `accessibilityIncrement`, TalkBack's ACTION_SCROLL_FORWARD), whatever the app's step.
  package var readerStep: @Sendable (SliderConfiguration) -> Double
  /// Where `readerStep` comes from and how sure it is.
  package var readerStepSource: Source
  /// The element it exposes, from its settings, on a device in an environment.
  package var expose:
    @Sendable (SliderConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement
  /// Where these facts come from.
  package var source: Source
}

extension SliderVariantFacts {
  /// The arrow keys most sliders take: Right and Up raise, Left and Down lower.
  static let arrows: [Key: SliderKeyMove] = [
    .right: .step(1), .up: .step(1), .left: .step(-1), .down: .step(-1),
  ]

  /// A number as a slider shows it: `50`, `0.5`.
  static func number(_ value: Double) -> String { DecimalStep.displayString(value) }

  /// The app's template filled with the value as shown and the label.
  static func fill(_ template: String?, _ configuration: SliderConfiguration, shown: String)
    -> String?
  {
    template.map {
      TextTemplate.fill($0, label: configuration.label, value: shown, number: configuration.value)
    }
  }

  /// The element most sliders expose: named by the app's label or the visible one, with its
  /// value text, range and orientation, the app's hint, enabled or not.
  static func element(
    _ configuration: SliderConfiguration, _ settings: AccessibilitySettings,
    role: AccessibleRole = .slider, name: String? = nil, value: String?,
    rangeKind: ElementStates.RangeInfo.Kind = .float, stateDescription: String? = nil,
    keyboard: Bool, navigableWhenDisabled: Bool = true
  ) -> AccessibleElement {
    let named = name ?? settings.label ?? configuration.label
    let enabled = configuration.isEnabled
    let exposes = configuration.exposesValue
    let range = ElementStates.RangeInfo(
      minimum: configuration.minimum, maximum: configuration.maximum, value: configuration.value,
      kind: configuration.rangeKind ?? rangeKind)
    return AccessibleElement(
      id: "slider", role: role, name: named, value: exposes ? value : nil, hint: settings.hint,
      isEnabled: enabled, isNavigable: enabled || navigableWhenDisabled,
      takesKeyboardFocus: enabled && keyboard, part: .control,
      nameSource: settings.label != nil ? .app : (named == nil ? .none : .visibleText),
      states: ElementStates(
        [configuration.orientation.stateKey], range: exposes ? range : nil,
        stateDescription: exposes ? stateDescription : nil))
  }
}

extension SliderVariantFacts {
  /// What "one step" is for this variant: the key step where it has keys, else the step a
  /// screen reader's increment moves (a UISlider has no step of its own).
  package func oneStep(_ configuration: SliderConfiguration) -> Double {
    keys.isEmpty ? readerStep(configuration) : keyStep(configuration)
  }
}
