import ComponentModel

extension StringTable {
  /// VoiceOver on iOS's words in English. Apple's own resources are not public; the ids are
  /// those of the model the pack follows, AccessibilitySnapshot's
  /// Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings (read at
  /// cashapp/AccessibilitySnapshot@2e59b921796fe2746129120a98c9b59bff43abe4), whose trait
  /// words end with "." where the pack's terminator adds it. `trait.selected.format`'s `%@` is
  /// the pack's `{}`. `trait.switch_button.hint(role part)` is the words of that hint that
  /// convey the role (``ReaderDriving/roleHints``).
  package static let voiceOverIOSEnglish = StringTable(
    .english,
    [
      "trait.button.description": "Button",
      "trait.header.description": "Heading",
      "rotor.heading.description": "Headings",
      "rotor.link.description": "Links",
      "trait.image.description": "Image",
      "trait.link.description": "Link",
      "popup_button.description": "Pop up button",
      "popup_button.hint": "Double tap to activate the picker.",
      "trait.adjustable.description": "Adjustable",
      // A picker wheel's row, as MagentaA11y's captions hear it (not in AccessibilitySnapshot).
      "picker_item.description": "Picker item",
      "trait.text_field.description": "Text Field",
      "trait.secure_text_field.description": "Secure Text Field",
      "trait.search_field.description": "Search Field",
      "trait.text_field_is_editing.description": "Is editing",
      "trait.switch_button.description": "Switch Button",
      "trait.not_enabled.description": "Dimmed",
      "trait.switch_button.state_on.description": "On",
      "trait.switch_button.state_off.description": "Off",
      "trait.switch_button.state_mixed.description": "Mixed",
      "expanded_status.expanded.description": "Expanded",
      "expanded_status.collapsed.description": "Collapsed",
      "expanded_status.expanded.hint": "Double tap to collapse.",
      "expanded_status.collapsed.hint": "Double tap to expand.",
      "trait.selected.format": "Selected: {}",
      "trait.selected.description": "Selected",
      "trait.adjustable.hint": "Swipe up or down with one finger to adjust the value.",
      "trait.switch_button.hint": "Double tap to toggle setting.",
      "trait.switch_button.hint(role part)": "to toggle",
      "trait.text_field.hint": "Double tap to edit.",
      "trait.text_area.hint": "Double tap to edit., Use the rotor to access Misspelled Words",
      "context.list_start.description": "List Start.",
      "alert.description": "Alert.",
      "context.list_end.description": "List End.",
      "context.landmark_start.description": "Landmark.",
      "context.landmark_end.description": "End.",
      "trait.tab.description": "Tab",
      "context.series.description_format(position)": "{position} of {size}.",
      "space": "space",
      "new line": "new line",
      "Cap {}": "Cap {}",
    ])
}
