import Controls
import Core

/// A native stepper on one platform. Everything about a variant is in its own file in
/// `Variants/` as one ``StepperVariantFacts`` value; this list is the registry, and ``facts``
/// must name a value for every case, so a new variant that forgets a fact does not compile.
///
/// The defaults are the seeds' value-configuration tables (see `Documentation/Variants.md`);
/// where the seeds give none, the choice and its reason are written in the variant's file.
package enum StepperVariant: String, CaseIterable, Sendable, Codable {
  /// iOS `UIStepper`: two segments, − and +.
  case uikit
  /// iOS SwiftUI `Stepper("Quantity: 2", value:in:)`: UIStepper's behaviour with a built-in label.
  case swiftui
  /// macOS `NSStepper`: stacked up/down arrows.
  case appkit
  /// Android: a custom Material 3 − / value / + control (Android has no Material stepper).
  case material
  /// Android `android.widget.NumberPicker`: a wheel with virtual increment/decrement buttons.
  case numberpicker
  /// Windows WinUI 3 `NumberBox`: a text box with optional spin buttons.
  case numberbox
  /// Linux GTK 4 `GtkSpinButton`: an entry with − and +.
  case gtkSpinButton = "gtk-spinbutton"
  /// Linux libadwaita `AdwSpinRow`: a list row with a title, a subtitle and a GtkSpinButton.
  case adwSpinRow = "adw-spinrow"
  /// SAP Fiori stepper form cell (iOS and Android): label, helper text, − and + buttons and an
  /// editable value field.
  case fiori

  /// Everything about the variant.
  package var facts: StepperVariantFacts {
    switch self {
    case .uikit: .uikitStepper
    case .swiftui: .swiftUIStepper
    case .appkit: .appKitStepper
    case .material: .materialStepper
    case .numberpicker: .numberPicker
    case .numberbox: .numberBox
    case .gtkSpinButton: .gtkSpinButton
    case .adwSpinRow: .adwSpinRow
    case .fiori: .fioriStepper
    }
  }

  /// The platforms this variant exists on.
  package var platforms: [Platform] { facts.platforms }

  /// The name of the native component.
  package var nativeName: String { facts.nativeName }

  /// The variant's out-of-the-box configuration, straight from the seeds' tables.
  package var defaults: StepperConfiguration { facts.defaults }

  /// The variant a platform uses when a component names none: the first listed for it.
  package static func `default`(for platform: Platform) -> StepperVariant {
    allCases.first { $0.platforms.contains(platform) } ?? .uikit
  }
}
