import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a text field (`control: text-field`). The
  /// app's accessibility label and hint are under `accessibility:`, as for every control.
  package static let textField: [ComponentOption] = [
    textFieldOption(
      "label", .text,
      "The visible label; leave it out for a field whose only label is its placeholder "
        + "(MISCONFIGURED: the placeholder goes when the user types).",
      "UILabel beside it, TextField title, labelFor, TextInputLayout hint, Header, "
        + "GtkLabel mnemonic-widget"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    textFieldOption(
      "text", .text, "The text the field holds when the screen opens.",
      "text, stringValue, setText, Text, gtk_editable_set_text"
    ) {
      $0.text = $1.text
    } current: {
      quoted($0.text)
    },
    textFieldOption(
      "placeholder", .text, "The placeholder (hint) shown while the field is empty.",
      "placeholder, placeholderString, hint, PlaceholderText, placeholder-text"
    ) {
      $0.placeholder = $1.optionalText
    } current: {
      $0.placeholder.map(quoted)
    },
    textFieldOption(
      "enabled", .boolean, "Whether the field takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    textFieldOption(
      "error", .text, "The error message shown under the field; leave it out for none.",
      "setError, TextInputLayout.setError, InputValidationError, GTK_ACCESSIBLE_STATE_INVALID"
    ) {
      $0.errorText = $1.optionalText
    } current: {
      $0.errorText.map(quoted)
    },
    // MISCONFIGURATION when false: the error is drawn as red text beside the field but the
    // field is not told of it (no setError, no description, no invalid state): no reader says
    // it.
    textFieldOption(
      "exposesError", .boolean,
      "Whether the error is exposed to assistive technology on the field; false: drawn only, "
        + "so no reader says it.",
      "setError, TextInputLayout error, AutomationProperties.FullDescription, "
        + "GTK_ACCESSIBLE_STATE_INVALID"
    ) {
      $0.exposesError = $1.boolean
    } current: {
      "\($0.exposesError)"
    },
    textFieldOption(
      "clearButton", .boolean,
      "Whether the app shows the platform's clear button beside the field (UIKit, "
        + "TextInputLayout); the search fields that always have one refuse false, the fields "
        + "with none refuse true.",
      "clearButtonMode, endIconMode=\"clear_text\" (END_ICON_CLEAR_TEXT)"
    ) {
      $0.clearButton = $1.boolean
    } current: {
      $0.clearButton.map { "\($0)" }
    },
    textFieldOption(
      "peerReportsInvalid", .boolean,
      "WinUI TextBox only: the app's own automation peer overrides IsDataValidForFormCore to "
        + "report the entry invalid (UIA IsDataValidForForm false): NVDA says \"invalid entry\".",
      "AutomationPeer.IsDataValidForFormCore, IsDataValidForForm"
    ) {
      $0.peerReportsInvalid = $1.boolean
    } current: {
      // Listed only when set: the setting is WinUI's alone.
      $0.peerReportsInvalid ? "true" : nil
    },
    textFieldOption(
      "required", .boolean,
      "Whether the app marks the field required for its form: NVDA and Orca say \"required\"; "
        + "iOS and Android have no such property, so they refuse it (say it in the label or hint).",
      "AutomationProperties.IsRequiredForForm, GTK_ACCESSIBLE_PROPERTY_REQUIRED, "
        + "isAccessibilityRequired"
    ) {
      $0.isRequired = $1.boolean
    } current: {
      // Listed only when set: the touch platforms refuse it.
      $0.isRequired ? "true" : nil
    },
    textFieldOption(
      "multiLine", .boolean,
      "Whether the field holds lines (Return types a new line, Up and Down move by line): "
        + "EditText, TextInputLayout, Compose TextField and WinUI TextBox take true; the text "
        + "views always hold lines and refuse false; one-line fields refuse true.",
      "inputType=\"textMultiLine\", singleLine = false, AcceptsReturn, UITextView, TextEditor, "
        + "NSTextView, GtkTextView"
    ) {
      $0.multiLine = $1.boolean
    } current: {
      // Listed only when set: most fields are one line.
      $0.multiLine.map { "\($0)" }
    },
  ]

  private static let textFieldOption = ComponentOptions(.textField, TextFieldConfiguration.self)
}
