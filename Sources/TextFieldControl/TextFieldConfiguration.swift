import ComponentModel
import Controls
import Core

extension ControlKind {
  /// A text field: one line (or, multi-line, several) of editable text with a label, a
  /// placeholder and an error message.
  package static let textField: ControlKind = "text-field"
}

/// Every setting of a text field: its visible label, the text it holds, its placeholder (hint),
/// whether it is enabled, the error message it shows, and the ways teams get it wrong: a field
/// whose only label is its placeholder (leave `label` out) and an error that is drawn but never
/// exposed to assistive technology (`exposesError: false`). The app's accessibility label and
/// hint are under `accessibility:` as for every control.
package struct TextFieldConfiguration: Equatable, Sendable, ControlConfiguration {
  /// The visible label (a label tied to the field, TextInputLayout's hint, a Header, a GtkLabel
  /// with mnemonic-widget); `nil` for a field with no label.
  package var label: String?
  /// The text it holds when the screen opens.
  package var text: String
  /// The placeholder (iOS and macOS `placeholder`, Android `hint`, WinUI `PlaceholderText`,
  /// GTK `placeholder-text`), shown while the field is empty.
  package var placeholder: String?
  /// Whether it takes input (`false`: dimmed, disabled, insensitive).
  package var isEnabled: Bool
  /// The error message shown under the field, or `nil` when there is none.
  package var errorText: String?
  /// Whether the error message is exposed to assistive technology (Android `setError` /
  /// TextInputLayout's error). `false` is the MISCONFIGURED field whose error is drawn in red
  /// text that no reader is told of.
  package var exposesError: Bool
  /// Whether the app shows the platform's clear button (UIKit's `clearButtonMode`,
  /// TextInputLayout's clear-text end icon); `nil` for the platform's default, which is none
  /// except on the search fields that always have one.
  package var clearButton: Bool?
  /// Whether the app gives a WinUI TextBox its own automation peer whose
  /// IsDataValidForFormCore reports the entry invalid (UIA's IsDataValidForForm false); no stock
  /// WinUI control does.
  package var peerReportsInvalid: Bool
  /// Whether the app marks the field required for its form (WinUI
  /// `AutomationProperties.IsRequiredForForm`, GTK 4 `GTK_ACCESSIBLE_PROPERTY_REQUIRED`, AppKit
  /// `isAccessibilityRequired`); iOS and Android have no such property.
  package var isRequired: Bool
  /// Whether the app asks for a field that holds lines (`multiLine:`); `nil` for the variant's
  /// own way (one line, or lines for a text view).
  package var multiLine: Bool?

  /// Creates a configuration; the defaults are an empty, enabled field with no error.
  package init(
    label: String? = nil, text: String = "", placeholder: String? = nil, isEnabled: Bool = true,
    errorText: String? = nil, exposesError: Bool = true, clearButton: Bool? = nil,
    peerReportsInvalid: Bool = false, isRequired: Bool = false, multiLine: Bool? = nil
  ) {
    self.label = label
    self.text = text
    self.placeholder = placeholder
    self.isEnabled = isEnabled
    self.errorText = errorText
    self.exposesError = exposesError
    self.clearButton = clearButton
    self.peerReportsInvalid = peerReportsInvalid
    self.isRequired = isRequired
    self.multiLine = multiLine
  }

  /// Whether the field holds lines, for a variant that holds them `support`-wise.
  package func holdsLines(_ support: TextFieldMultiLine) -> Bool {
    switch support {
    case .never: false
    case .appChoice: multiLine == true
    case .always: true
    }
  }
}
