import Core

extension Reference {
  /// MagentaA11y's native dropdown criteria and developer notes (announcement examples),
  /// published at https://www.magentaa11y.com/#/native-criteria/controls/dropdown.
  package static let magentaDropdown = Reference.code(
    .magentaA11yCurrent, path: "public/content/documentation/native/controls/dropdown.md",
    symbol: nil)
  /// MagentaA11y's native menu criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/controls/menu.
  package static let magentaMenu = Reference.code(
    .magentaA11yCurrent, path: "public/content/documentation/native/controls/menu.md",
    symbol: nil)
  /// MagentaA11y's caption of VoiceOver on an iOS pop-up button: its label, value, "pop up
  /// button", the hint about the picker; in the open menu "Selected" before the chosen item and
  /// "button" after each item; afterwards the trigger with its new value.
  package static let magentaDropdownVoiceOver = Reference.magentaA11yCaption(
    "dropdown/dropdown-iOSVoiceover-en-US.vtt")
  /// MagentaA11y's caption of TalkBack on an Android dropdown: "Collapsed" before the label,
  /// the items with "Double tap to select", and the trigger again after the choice.
  package static let magentaDropdownTalkBack = Reference.magentaA11yCaption(
    "dropdown/dropdown-AndroidTalkback-en-US.vtt")
  /// MagentaA11y's caption of VoiceOver on an iOS menu: each item "button", then the hidden
  /// "Dismiss context menu" button after the last.
  package static let magentaMenuVoiceOver = Reference.magentaA11yCaption(
    "menu/menu_IosVoiceOver-en-US.vtt")
}

extension Reference {
  /// MagentaA11y's native date and time picker criteria and notes: UIPickerView and SwiftUI's
  /// wheel Picker on iOS, swipe up or down to the next item, "November, picker item,
  /// adjustable", published at https://www.magentaa11y.com/#/native-criteria/inputs/date-time-picker.
  package static let magentaDateTimePicker = Reference.code(
    .magentaA11yCurrent, path: "public/content/documentation/native/controls/date-time-picker.md",
    symbol: nil)
  /// MagentaA11y's caption of VoiceOver on an iOS date picker's wheels: "November, Picker item.
  /// Adjustable." with the adjustable hint, and only the new value after a swipe.
  package static let magentaTimePickerVoiceOver = Reference.magentaA11yCaption(
    "time-picker/time-picker_IosVoiceOver-en-US.vtt")
}

extension Reference {
  /// Compose Material 3's exposed dropdown menu: `Modifier.expandable` gives a
  /// `PrimaryNotEditable` anchor `Role.DropdownList` and an `onClick`, and no state description
  /// (only a `SecondaryEditable` icon anchor says Expanded or Collapsed).
  package static let composeExposedDropdownMenu = Reference.code(
    Repository("androidx/androidx", commit: "07168f401d7b90b06b46c20546fb261cfa531dfc"),
    path:
      "compose/material3/material3/src/androidMain/kotlin/androidx/compose/material3/ExposedDropdownMenu.android.kt",
    symbol: "expandable")
  /// Compose Material 3's `DropdownMenuItem`, the exposed dropdown's rows.
  package static let composeMenu = Reference.page(
    "https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#DropdownMenuItem(kotlin.Function0,kotlin.Function0,androidx.compose.ui.Modifier,kotlin.Function0,kotlin.Function0,kotlin.Boolean,androidx.compose.material3.MenuItemColors,androidx.compose.foundation.layout.PaddingValues,androidx.compose.foundation.interaction.MutableInteractionSource)"
  )
}
