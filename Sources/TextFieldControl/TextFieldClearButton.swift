import Accessibility
import Controls
import Core

extension PartID {
  /// A text field's clear button (UIKit's clear button, SearchView's close button,
  /// TextInputLayout's clear-text end icon).
  package static let clearButton: PartID = "clear"
}

/// The button beside a field that empties it, on the variants whose platform has one: its
/// label, when the platform shows it, whether the app turns it on (`clearButton: true`) or the
/// platform always has it, and where focus goes after it empties the field.
package struct TextFieldClearButton: Sendable {
  /// When the platform shows the button.
  package enum Shown: Sendable {
    /// Whenever the field holds text (SearchView's `updateCloseButton`).
    case withText
    /// While the field holds text and is being edited (UIKit's `.whileEditing`,
    /// TextInputLayout's clear-text icon while the edit text has focus).
    case whileEditingWithText
  }

  /// Its accessibility label: "Clear text", "Clear query".
  package var label: String
  /// When it is shown.
  package var shown: Shown
  /// Whether the app turns it on (`clearButton: true`); otherwise the platform always has it
  /// and `clearButton: false` is refused.
  package var isAppChoice: Bool
  /// Whether clearing gives the field keyboard focus, so the reader follows it there
  /// (SearchView's `onCloseClicked` requests focus for the query field); otherwise the button
  /// is gone with the reader's focus on it.
  package var focusesFieldAfterClearing: Bool
  /// Where its facts come from.
  package var source: Source
}

extension TextFieldClearButton {
  /// UIKit's clear button with `clearButtonMode = .whileEditing`: "Clear text".
  static let uikit = TextFieldClearButton(
    label: "Clear text", shown: .whileEditingWithText, isAppChoice: true,
    focusesFieldAfterClearing: false,
    source: Source(
      "UITextField clearButtonMode (.whileEditing: shown while editing a field that holds text); "
        + "its label \"Clear text\" has no public source found", .low, .uikitClearButtonMode))
  /// A UISearchBar's search field (UIKit and SwiftUI's searchable) always has its clear
  /// button while it holds text.
  static let uikitSearch = TextFieldClearButton(
    label: "Clear text", shown: .withText, isAppChoice: false, focusesFieldAfterClearing: false,
    source: Source(
      "UISearchTextField shows its clear button while it holds text (UITextField "
        + "clearButtonMode); its label \"Clear text\" has no public source found", .low,
      .uikitClearButtonMode))
  /// SearchView's close button: "Clear query", shown while the query has text; a click
  /// empties the query and focuses the query field.
  static let searchView = TextFieldClearButton(
    label: "Clear query", shown: .withText, isAppChoice: false, focusesFieldAfterClearing: true,
    source: Source(
      "AppCompat SearchView updateCloseButton and onCloseClicked; "
        + "abc_searchview_description_clear \"Clear query\"", .medium,
      .searchViewCode("updateCloseButton"), .searchViewCode("onCloseClicked")))
  /// TextInputLayout's clear-text end icon (`endIconMode="clear_text"`): "Clear text", shown
  /// while the edit text has text and focus.
  static let textInputLayout = TextFieldClearButton(
    label: "Clear text", shown: .whileEditingWithText, isAppChoice: true,
    focusesFieldAfterClearing: false,
    source: Source(
      "Material ClearTextEndIconDelegate (content description "
        + "clear_text_end_icon_content_description \"Clear text\"; shown while the edit text has "
        + "text and focus; a click clears it)", .high, .materialClearTextEndIcon,
      .materialTextFieldStrings))
}
