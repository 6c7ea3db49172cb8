import Accessibility
import ComponentModel
import Controls
import Core

/// A native progress indicator on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum ProgressVariant: String, CaseIterable, Sendable, Codable, FactsVariant {
  /// iOS UIKit `UIProgressView` (determinate).
  case uikit
  /// iOS UIKit `UIActivityIndicatorView` (a spinner: always indeterminate).
  case activityIndicator = "activity-indicator"
  /// iOS SwiftUI `ProgressView` (a linear bar with a value, a spinner without one).
  case swiftui
  /// macOS AppKit `NSProgressIndicator`, bar style.
  case appkit
  /// macOS AppKit `NSProgressIndicator`, spinning style (always indeterminate).
  case appkitSpinner = "appkit-spinner"
  /// Android `android.widget.ProgressBar` (determinate or indeterminate).
  case progressBar = "progressbar"
  /// Android Material Components `LinearProgressIndicator` / `CircularProgressIndicator`.
  case materialProgressIndicator = "material-progress-indicator"
  /// Android Jetpack Compose Material 3 `LinearProgressIndicator` /
  /// `CircularProgressIndicator`.
  case compose
  /// Windows WinUI 3 `ProgressBar` (and `IsIndeterminate`).
  case winui
  /// Windows WinUI 3 `ProgressRing` (and `IsIndeterminate`).
  case progressRing = "progress-ring"
  /// Linux `GtkProgressBar`.
  case gtkProgressBar = "gtk-progress-bar"
  /// Linux `GtkSpinner` (always indeterminate).
  case gtkSpinner = "gtk-spinner"

  /// Everything about the variant.
  package var facts: ProgressVariantFacts {
    switch self {
    case .uikit: .uikitProgressView
    case .activityIndicator: .uikitActivityIndicator
    case .swiftui: .swiftUIProgressView
    case .appkit: .appKitProgressIndicator
    case .appkitSpinner: .appKitSpinner
    case .progressBar: .androidProgressBar
    case .materialProgressIndicator: .materialProgressIndicator
    case .compose: .composeProgressIndicator
    case .winui: .winUIProgressBar
    case .progressRing: .winUIProgressRing
    case .gtkProgressBar: .gtkProgressBar
    case .gtkSpinner: .gtkSpinner
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .progress, rawValue: rawValue) }
}

/// One progress variant's facts: its name and platform, whether it is always indeterminate,
/// and the element it exposes, with where that comes from.
package struct ProgressVariantFacts: NativeComponentFacts {
  /// The native component's name.
  package var nativeName: String
  /// The platform it exists on.
  package var platform: Platform
  /// One sentence for `a11ysim variants` and the documentation.
  package var summary: String
  /// Its touch target, or `nil` on a pointer-and-keyboard platform.
  package var touchTarget: TouchTarget?
  /// Whether it has no value ever (a spinner).
  package var alwaysIndeterminate: Bool
  /// Whether values are whole numbers (ProgressBar's progress is an `int`).
  package var wholeNumbers: Bool
  /// The element it exposes, from its settings, on a device in an environment.
  package var expose:
    @Sendable (ProgressConfiguration, AccessibilitySettings, PlatformEnvironment) ->
      AccessibleElement
  /// Where these facts come from.
  package var source: Source
}

extension ProgressVariantFacts {
  /// A number as a progress indicator shows it: `50`, `0.5`.
  static func number(_ value: Double) -> String { DecimalStep.displayString(value) }

  /// The element most progress indicators expose: named by the app's label, the visible one or
  /// the platform's default, with its value text and range, not focusable by keyboard (a
  /// progress indicator takes no input).
  static func element(
    _ configuration: ProgressConfiguration, _ settings: AccessibilitySettings,
    defaultName: String? = nil, value: String?,
    rangeKind: ElementStates.RangeInfo.Kind = .float, stateDescription: String? = nil
  ) -> AccessibleElement {
    let named = settings.label ?? configuration.label ?? defaultName
    let determinate = configuration.exposesValue && !configuration.isIndeterminate
    let nameSource: AccessibleElement.NameSource =
      settings.label != nil
      ? .app
      : (configuration.label != nil ? .visibleText : (named == nil ? .none : .platformDefault))
    return AccessibleElement(
      id: "progress", role: .progressBar, name: named, value: determinate ? value : nil,
      hint: settings.hint, isEnabled: true, isNavigable: true, takesKeyboardFocus: false,
      part: .control, nameSource: nameSource,
      states: ElementStates(
        range: configuration.range(kind: rangeKind),
        stateDescription: determinate ? stateDescription : nil))
  }
}
