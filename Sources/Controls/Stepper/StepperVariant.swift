import Core

/// A native stepper on one platform: what it is called there, its defaults, and how it behaves.
///
/// The defaults are the seeds' value-configuration tables (see `Documentation/Variants.md`);
/// where the seeds give none, the choice and its reason are written on the case.
public enum StepperVariant: String, CaseIterable, Sendable, Codable {
  /// iOS `UIStepper`: two segments, − and +; value 0, range 0…100, step 1, no wrap,
  /// continuous, auto-repeat.
  case uikit
  /// iOS SwiftUI `Stepper("Quantity: 2", value:in:)`: UIStepper's behaviour with a built-in label.
  case swiftui
  /// macOS `NSStepper`: stacked up/down arrows; value 0, range 0…**59**, increment 1,
  /// auto-repeat, no wrap.
  case appkit
  /// Android: a custom Material 3 − / value / + control (Android has no Material stepper).
  /// The seeds give no value defaults; A11ySim uses UIStepper's (0, 0…100, step 1) and no
  /// auto-repeat, because a plain Android button does nothing while held.
  case material
  /// Android `android.widget.NumberPicker`: a wheel with virtual increment/decrement buttons.
  case numberpicker
  /// Windows WinUI 3 `NumberBox`: a text box with optional spin buttons; Value NaN, Minimum −∞,
  /// Maximum +∞, SmallChange 1, LargeChange 10, spin buttons hidden.
  case numberbox
  /// Linux GTK 4 `GtkSpinButton`: an entry with − and +; GtkAdjustment value 0, lower 0,
  /// upper 100, step 1, page 10, climb rate 0, 0 digits.
  case gtkSpinButton = "gtk-spinbutton"
  /// Linux libadwaita `AdwSpinRow`: a list row with a title, a subtitle and a GtkSpinButton.
  case adwSpinRow = "adw-spinrow"
  /// SAP Fiori stepper form cell (iOS and Android): label, helper text, − and + buttons and an
  /// editable value field; step 1, decimal steps allowed, negative steps refused.
  case fiori

  /// The platforms this variant exists on.
  public var platforms: [Platform] {
    switch self {
    case .uikit, .swiftui: [.ios]
    case .appkit: [.macos]
    case .material, .numberpicker: [.android]
    case .numberbox: [.windows]
    case .gtkSpinButton, .adwSpinRow: [.linux]
    case .fiori: [.ios, .android]
    }
  }

  /// The name of the native component.
  public var nativeName: String {
    switch self {
    case .uikit: "UIStepper"
    case .swiftui: "SwiftUI Stepper"
    case .appkit: "NSStepper"
    case .material: "Material stepper"
    case .numberpicker: "android.widget.NumberPicker"
    case .numberbox: "WinUI NumberBox"
    case .gtkSpinButton: "GtkSpinButton"
    case .adwSpinRow: "AdwSpinRow"
    case .fiori: "SAP Fiori stepper form cell"
    }
  }

  /// The variant a platform uses when a component names none.
  public static func `default`(for platform: Platform) -> StepperVariant {
    switch platform {
    case .ios: .uikit
    case .macos: .appkit
    case .android: .material
    case .windows: .numberbox
    case .linux: .gtkSpinButton
    }
  }

  /// The variant's out-of-the-box configuration, straight from the seeds' tables.
  public var defaults: StepperConfiguration {
    switch self {
    case .uikit, .swiftui, .material:
      return StepperConfiguration(
        value: 0, minimum: 0, maximum: 100, step: 1, wraps: false, continuous: true,
        autorepeat: self != .material)
    case .appkit:
      return StepperConfiguration(
        value: 0, minimum: 0, maximum: 59, step: 1, wraps: false, continuous: true,
        autorepeat: true)
    case .numberpicker:
      // AOSP NumberPicker: mMinValue 0, mMaxValue 0, mValue 0, mWrapSelectorWheel true.
      return StepperConfiguration(
        value: 0, minimum: 0, maximum: 0, step: 1, wraps: true, continuous: true,
        autorepeat: true)
    case .numberbox:
      return StepperConfiguration(
        value: .nan, minimum: -.infinity, maximum: .infinity, step: 1, largeStep: 10,
        wraps: false, continuous: true, autorepeat: true, acceptsExpression: false,
        validationMode: .invalidInputOverwritten, spinButtonPlacement: .hidden,
        placeholderText: "")
    case .gtkSpinButton, .adwSpinRow:
      return StepperConfiguration(
        value: 0, minimum: 0, maximum: 100, step: 1, largeStep: 10, wraps: false,
        continuous: true, autorepeat: true, climbRate: 0, digits: 0, numeric: false,
        snapToTicks: false, updatePolicy: .always, orientation: .horizontal)
    case .fiori:
      return StepperConfiguration(
        value: 0, minimum: 0, maximum: 100, step: 1, wraps: false, continuous: true,
        autorepeat: false)
    }
  }
}
