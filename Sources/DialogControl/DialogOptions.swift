import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a dialog (`control: dialog`).
  package static let dialog: [ComponentOption] = [
    dialogOption(
      "title", .text,
      "The title; leave it out for a dialog without one (MISCONFIGURED: "
        + "readers have nothing to name it by).",
      "UIAlertController title, NSAlert messageText, setTitle, ContentDialog.Title, heading"
    ) {
      $0.title = $1.optionalText
    } current: {
      $0.title.map(quoted)
    },
    dialogOption(
      "message", .text, "The message under the title, if any.",
      "UIAlertController message, NSAlert informativeText, setMessage, AdwAlertDialog body"
    ) {
      $0.message = $1.optionalText
    } current: {
      $0.message.map(quoted)
    },
    dialogOption(
      "confirmLabel", .text, "The label of the confirming (default) button.",
      "UIAlertAction .default, NSAlert first button, setPositiveButton, PrimaryButtonText, "
        + "default response"
    ) {
      $0.confirmLabel = $1.optionalText ?? "OK"
    } current: {
      quoted($0.confirmLabel)
    },
    dialogOption(
      "cancelLabel", .text, "The label of the cancelling button; leave it out for none.",
      "UIAlertAction .cancel, NSAlert Cancel button, setNegativeButton, CloseButtonText, "
        + "close response"
    ) {
      $0.cancelLabel = $1.optionalText
    } current: {
      $0.cancelLabel.map(quoted)
    },
    dialogOption(
      "presented", .boolean,
      "Whether it shows from the start; false for one a button presents (presents: on the "
        + "button in a screen file).",
      "present(_:animated:), show(), ShowAsync, adw_dialog_present"
    ) {
      $0.isPresented = $1.boolean
    } current: {
      "\($0.isPresented)"
    },
    // MISCONFIGURATION when false: a custom dialog without accessibilityViewIsModal (or a view
    // drawn over the page instead of a dialog window): readers and Tab reach the page behind.
    dialogOption(
      "trapsFocus", .boolean,
      "Whether readers and Tab stay inside it while it shows; false: the page behind is "
        + "reachable (a custom overlay without accessibilityViewIsModal).",
      "accessibilityViewIsModal, Dialog window, modal window"
    ) {
      $0.trapsFocus = $1.boolean
    } current: {
      "\($0.trapsFocus)"
    },
    // MISCONFIGURATION when false: the app shows the dialog without moving focus (no
    // .screenChanged, no focus request): the reader stays on the page and hears nothing.
    dialogOption(
      "movesFocus", .boolean,
      "Whether focus moves into it when it opens; false: focus stays on the page.",
      "UIAccessibility.post(.screenChanged), requestFocus, Focus(FocusState.Programmatic)"
    ) {
      $0.movesFocus = $1.boolean
    } current: {
      "\($0.movesFocus)"
    },
    // MISCONFIGURATION when false: focus is not put back on the opener when the dialog closes.
    dialogOption(
      "returnsFocus", .boolean,
      "Whether focus goes back to the element that opened it when it is dismissed; false: "
        + "focus is lost.",
      "UIAccessibility.post(.screenChanged, argument: opener), restoring focus"
    ) {
      $0.returnsFocus = $1.boolean
    } current: {
      "\($0.returnsFocus)"
    },
    dialogOption(
      "confirmDismisses", .boolean,
      "Whether its confirming button dismisses it; false for a button that opens another "
        + "dialog over it (presents: on the dialog in a screen file), which it stays under.",
      "an alert presented from a sheet, a dialog opened from a dialog"
    ) {
      $0.confirmDismisses = $1.boolean
    } current: {
      "\($0.confirmDismisses)"
    },
    dialogOption(
      "cancelable", .boolean,
      "Whether Escape, VoiceOver's scrub and Android's back dismiss it.",
      "setCancelable, onDismissRequest, accessibilityPerformEscape, can-close"
    ) {
      $0.isCancelable = $1.boolean
    } current: {
      "\($0.isCancelable)"
    },
  ]

  private static let dialogOption = ComponentOptions(.dialog, DialogConfiguration.self)
}
