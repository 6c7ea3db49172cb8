import Accessibility
import ComponentModel
import Controls
import Core

/// A native dialog on one platform: an alert or a modal sheet. Each variant's facts are in its
/// own file in `Variants/`; ``facts`` must name a value for every case, so a variant that
/// forgets a fact does not compile.
package enum DialogVariant: String, CaseIterable, Sendable, Codable, FactsVariant {
  /// iOS `UIAlertController` with the alert style (SwiftUI's `.alert` is one).
  case uikitAlert = "uikit-alert"
  /// iOS modal view controller in a sheet presentation.
  case uikitSheet = "uikit-sheet"
  /// iOS SwiftUI `.sheet`.
  case swiftUISheet = "swiftui-sheet"
  /// macOS `NSAlert`.
  case nsAlert = "nsalert"
  /// macOS `NSWindow` sheet (`beginSheet`).
  case appKitSheet = "appkit-sheet"
  /// Android `AlertDialog` (View system).
  case alertDialog = "alert-dialog"
  /// Android Material `MaterialAlertDialogBuilder` dialog.
  case materialDialog = "material-dialog"
  /// Android Jetpack Compose `AlertDialog`.
  case composeAlertDialog = "compose-alert-dialog"
  /// Android Material `BottomSheetDialog`.
  case bottomSheetDialog = "bottom-sheet-dialog"
  /// Android Jetpack Compose `ModalBottomSheet`.
  case composeModalBottomSheet = "compose-modal-bottom-sheet"
  /// Windows WinUI 3 `ContentDialog`.
  case contentDialog = "content-dialog"
  /// Linux `AdwAlertDialog` (GTK's `GtkAlertDialog` shows the same).
  case adwAlertDialog = "adw-alert-dialog"
  /// Linux `AdwDialog`.
  case adwDialog = "adw-dialog"

  /// Everything about the variant.
  package var facts: DialogVariantFacts {
    switch self {
    case .uikitAlert: .uikitAlert
    case .uikitSheet: .uikitSheet
    case .swiftUISheet: .swiftUISheet
    case .nsAlert: .nsAlert
    case .appKitSheet: .appKitSheet
    case .alertDialog: .androidAlertDialog
    case .materialDialog: .materialDialog
    case .composeAlertDialog: .composeAlertDialog
    case .bottomSheetDialog: .bottomSheetDialog
    case .composeModalBottomSheet: .composeModalBottomSheet
    case .contentDialog: .contentDialog
    case .adwAlertDialog: .adwAlertDialog
    case .adwDialog: .adwDialog
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .dialog, rawValue: rawValue) }
}

/// Where focus goes when a dialog opens.
package enum DialogArrival: String, Sendable {
  /// To its title (VoiceOver on iOS after `.screenChanged`).
  case title
  /// To the first element that is not its title (TalkBack's first non-title node of a new
  /// window): the message, else the first button.
  case firstNonTitle
  /// To its default (confirming) button, which has keyboard focus.
  case defaultButton
  /// To its first button in order.
  case firstButton
  /// To the element that dismisses it from over the page behind (UIKit's dimming view behind a
  /// sheet, ``DialogVariantFacts/dismissElement``), VoiceOver's first element of the sheet.
  case dismissElement
}

/// One dialog variant's facts.
package struct DialogVariantFacts: NativeComponentFacts {
  /// The native name.
  package var nativeName: String
  /// The platform.
  package var platform: Platform
  /// One line about it.
  package var summary: String
  /// Whether it is an alert (exposed with the alert dialog role) rather than a sheet.
  package var isAlert: Bool
  /// The role of its title's element (static text for an alert, a heading for a sheet).
  package var titleRole: AccessibleRole
  /// Where focus goes when it opens.
  package var arrival: DialogArrival
  /// Whether the cancelling button comes before the confirming one in reading order.
  package var cancelFirst: Bool
  /// Whether its buttons take keyboard focus (desktop platforms).
  package var keyboard: Bool
  /// Whether Escape (and a reader's escape) dismisses it only when it has a cancelling button
  /// (UIAlertController's cancel action, NSAlert's Cancel, AdwAlertDialog's close response).
  package var escapeNeedsCancel: Bool
  /// Its buttons' touch target, on touch platforms.
  package var touchTarget: TouchTarget?
  /// The evidence.
  package var source: Source
  /// Whether it can stay open under another dialog (an alert opened from a sheet); `false` for
  /// WinUI's ContentDialog, of which one may be open at a time.
  package var staysUnderAnother = true
  /// The evidence for ``staysUnderAnother`` where it is `false`.
  package var oneAtATimeSource: Source? = nil
  /// The evidence for the element the platform exposes in place of the page behind it, which a
  /// reader reaches first and whose activation dismisses it (UIKit's dimming view behind a
  /// sheet, "Double tap to dismiss pop-up window"); `nil` where there is none.
  package var dismissElement: Source? = nil
}

extension DialogVariant: RefusingVariant {
  /// WinUI lets one ContentDialog be open at a time: one cannot stay open under another, so
  /// `confirmDismisses: false` is refused there.
  package var refusals: [RefusedSetting<DialogConfiguration>] {
    guard !facts.staysUnderAnother else { return [] }
    return [
      RefusedSetting(
        "confirmDismisses",
        "a \(facts.nativeName) cannot stay open under another dialog (only one ContentDialog "
          + "may be open at a time); leave confirmDismisses: out"
      ) { !$0.confirmDismisses }
    ]
  }
}
