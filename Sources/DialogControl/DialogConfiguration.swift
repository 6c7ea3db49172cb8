import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A dialog presented over a screen: an alert (title, message, buttons) or a modal sheet. It
  /// takes focus when it opens, keeps readers and Tab inside it and gives focus back when it is
  /// dismissed.
  package static let dialog: ControlKind = "dialog"
}

/// Every setting of a dialog: its title, message and buttons, whether it shows from the
/// start, and the four ways teams get it wrong: a dialog that does not trap focus, one that
/// leaves focus on the page when it opens, one without a title (``title`` left out) and one that
/// does not give focus back when it is dismissed.
package struct DialogConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The title (the alert's title, the sheet's heading); `nil` for a dialog without one.
  package var title: String?
  /// The message under the title, if any.
  package var message: String?
  /// The label of the button that confirms (the default action: OK, PrimaryButton, positive).
  package var confirmLabel: String
  /// The label of the button that cancels (Cancel, CloseButton, negative), or `nil` for none.
  package var cancelLabel: String?
  /// Whether it is showing from the start; `false` for a dialog a button on the screen presents
  /// (`presents:` in the screen file).
  package var isPresented: Bool
  /// Whether, while it shows, readers and Tab stay inside it (iOS `accessibilityViewIsModal`,
  /// the platform's modal dialog window elsewhere). `false` is the MISCONFIGURED custom dialog
  /// whose page behind stays reachable.
  package var trapsFocus: Bool
  /// Whether focus moves into it when it opens. `false` is the MISCONFIGURED dialog that leaves
  /// focus on the page (no `.screenChanged`, no focus request).
  package var movesFocus: Bool
  /// Whether focus goes back to the element that opened it when it is dismissed. `false` is
  /// the MISCONFIGURED dialog after which focus is lost.
  package var returnsFocus: Bool
  /// Whether its confirming button dismisses it. `false` for a button that opens another dialog
  /// over this one (a screen file's `presents:` on the dialog): the dialog stays under it.
  package var confirmDismisses: Bool
  /// Whether Escape, VoiceOver's scrub and Android's back dismiss it (Android's
  /// `setCancelable`); the platforms' alerts also need a cancel button for it where they do.
  package var isCancelable: Bool
  /// A dialog is never disabled.
  package var isEnabled: Bool { true }
  /// Its title, as the catalog's label.
  package var label: String? { title }

  /// Creates a configuration; the defaults are a stock alert that shows from the start.
  package init(
    title: String? = "Error", message: String? = nil, confirmLabel: String = "OK",
    cancelLabel: String? = nil, isPresented: Bool = true, trapsFocus: Bool = true,
    movesFocus: Bool = true, returnsFocus: Bool = true, isCancelable: Bool = true,
    confirmDismisses: Bool = true
  ) {
    self.title = title
    self.message = message
    self.confirmLabel = confirmLabel
    self.cancelLabel = cancelLabel
    self.isPresented = isPresented
    self.trapsFocus = trapsFocus
    self.movesFocus = movesFocus
    self.returnsFocus = returnsFocus
    self.isCancelable = isCancelable
    self.confirmDismisses = confirmDismisses
  }
}

extension DialogConfiguration: ModalConfiguration {
  /// Whether its confirming button keeps it open, so a screen may open another dialog over it.
  package var opensAnotherOverItself: Bool { !confirmDismisses }
}

extension PartID {
  /// A dialog's title.
  package static let dialogTitle: PartID = "dialogTitle"
  /// A dialog's message.
  package static let dialogMessage: PartID = "dialogMessage"
  /// A dialog's confirming (default) button.
  package static let confirm: PartID = "confirm"
  /// A dialog's cancelling button.
  package static let cancel: PartID = "cancel"
  /// The element over the page behind a sheet that dismisses it (UIKit's dimming view).
  package static let dismissPopup: PartID = "dismissPopup"
}
