import ComponentModel

extension StringTable {
  /// Orca's words in English. Role words are at-spi2's (Atspi.role_get_localized_name), named
  /// by their `ATSPI_ROLE_*` constant; `STATE_*` and `ROLE_SWITCH` are Orca's
  /// src/orca/object_properties.py names and `messages.percentage` its messages.py name, as
  /// the pack's sources cite them. A11ySim's ids, where Orca's one name holds several words
  /// or none was checked: `state_pressed`, `state_not_pressed` (generator.py
  /// `_generate_state_pressed`), `check_box_*` (object_properties
  /// `CHECK_BOX_INDICATORS_SPEECH`, a list), `orientation_*` (the first word of
  /// `ROLE_SLIDER_HORIZONTAL` / `ROLE_SLIDER_VERTICAL`). `ATSPI_ROLE_PUSH_BUTTON` is the
  /// button's word before at-spi2-core 2.53.1 renamed it, as Orca 46 heard it.
  package static let orcaEnglish = StringTable(
    .english,
    [
      "ATSPI_ROLE_SPIN_BUTTON": "spin button",
      "ATSPI_ROLE_BUTTON": "button",
      "ATSPI_ROLE_LINK": "link",
      "ROLE_VISITED_LINK": "visited link",
      "ATSPI_ROLE_PUSH_BUTTON": "push button",
      "ATSPI_ROLE_TEXT": "text",
      "ATSPI_ROLE_PASSWORD_TEXT": "password text",
      "STATE_INVALID_SPEECH": "invalid entry",
      "STATE_REQUIRED_SPEECH": "required",
      "STATE_INVALID_SPEECH: {error}": "invalid entry: {error}",
      "ROLE_SWITCH": "switch",
      "ATSPI_ROLE_TOGGLE_BUTTON": "toggle button",
      "ATSPI_ROLE_CHECK_BOX": "check box",
      "ATSPI_ROLE_RADIO_BUTTON": "radio button",
      "ATSPI_ROLE_COMBO_BOX": "combo box",
      "ATSPI_ROLE_PAGE_TAB": "page tab",
      "STATE_SELECTED_RADIO_BUTTON": "selected",
      "STATE_UNSELECTED_RADIO_BUTTON": "not selected",
      "ATSPI_ROLE_SLIDER": "slider",
      "ATSPI_ROLE_HEADING": "heading",
      "ATSPI_ROLE_IMAGE": "image",
      "ROLE_HEADING_LEVEL_SPEECH": "{role} {level}",
      "ATSPI_ROLE_PROGRESS_BAR": "progress bar",
      "STATE_INSENSITIVE_SPEECH": "grayed",
      "STATE_ON_SWITCH": "on",
      "STATE_OFF_SWITCH": "off",
      "STATE_EXPANDED": "expanded",
      "STATE_COLLAPSED": "collapsed",
      "state_pressed": "pressed",
      "state_not_pressed": "not pressed",
      "check_box_checked": "checked",
      "check_box_not_checked": "not checked",
      "check_box_partially_checked": "partially checked",
      "orientation_horizontal": "horizontal",
      "orientation_vertical": "vertical",
      "messages.percentage": "{value} percent.",
      "messages.PROGRESS_BAR_NUMBER": "Progress bar {number}.",
      "ATSPI_ROLE_LIST": "list",
      "ATSPI_ROLE_PANEL": "panel",
      "ATSPI_ROLE_PAGE_TAB_LIST": "page tab list",
      "ATSPI_ROLE_TOOL_BAR": "tool bar",
      "ATSPI_ROLE_DIALOG": "dialog",
      "ATSPI_ROLE_ALERT": "alert",
      "GROUP_INDEX_SPEECH": "{position} of {size}",
      "messages.NO_MORE_HEADINGS": "No more headings.",
      "messages.WRAPPING_TO_TOP": "Wrapping to top.",
      "messages.WRAPPING_TO_BOTTOM": "Wrapping to bottom.",
      "keyname space": "space",
      "BLANK": "blank",
      // Text field: GtkSearchEntry's AT-SPI entry role, and Orca's word for has-popup
      // (messages.py HAS_POPUP).
      "ATSPI_ROLE_ENTRY": "entry",
      "messages.HAS_POPUP": "opens popup",
    ])
}
