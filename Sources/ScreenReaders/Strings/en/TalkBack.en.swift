import ComponentModel

extension StringTable {
  /// TalkBack's words in English. Ids are TalkBack's Android string names, from
  /// google/talkback@26a27dc009d5b3605e744222541f045a3c24e038:
  /// talkback/src/main/res/values/strings_compositor.xml (`value_*`, `template_*`). A hint
  /// TalkBack composes from a template and an action is one row named `template(action)`:
  /// "Double-tap to activate" is `template_hint_clickable` filled with `value_double_tap`.
  /// `template_seekbar_range` is cited from NumberAdjustor, its text not re-read here. A
  /// `template(role part)` row is the template's own words without the action, the part of a
  /// hint that conveys the role (``ReaderDriving/roleHints``).
  package static let talkBackEnglish = StringTable(
    .english,
    [
      "value_button": "Button",
      "value_image": "Image",
      "heading_template": "Heading",
      "value_edit_box": "Edit box",
      "value_edit_box_editing": "Editing",
      "value_password": "password",
      "symbol_bullet": "Bullet",
      "value_seek_bar": "Slider",
      "value_progress_bar": "Progress bar",
      "value_switch": "Switch",
      "value_checkbox": "Check box",
      "value_radio_button": "Radio button",
      "value_spinner": "Drop down list",
      "template_hint_spinner(value_double_tap)": "Double-tap to change",
      "template_hint_spinner_keyboard(Alt + ENTER)": "Press Alt + ENTER to change",
      "value_selected": "selected",
      "list_index_template": "{position} of {size}",
      "value_disabled": "disabled",
      "value_unlabelled": "Unlabelled",
      "value_on": "on",
      "value_off": "off",
      "value_checked": "checked",
      "value_not_checked": "not checked",
      "value_expanded": "expanded",
      "value_collapsed": "collapsed",
      "template_percent": "{value} percent",
      "template_seekbar_range": "{value}%",
      "granularity_native_heading": "Headings",
      "granularity_native_link": "Links",
      "template_labeled_item": " for {label}",
      "template_node_error_with_error_message": "Error: {error}",
      "template_hint_adjustable_2gesture": "Swipe up or Swipe down to adjust",
      "template_hint_edit_text(value_double_tap)": "Double-tap to edit text",
      "template_hint_checkable_keyboard(Alt + ENTER)": "Press Alt + ENTER to toggle",
      "template_hint_checkable(value_single_tap)": "Tap to toggle",
      "template_hint_checkable(value_double_tap)": "Double-tap to toggle",
      "template_hint_clickable_keyboard(Alt + ENTER)": "Press Alt + ENTER to activate",
      "template_hint_clickable(value_single_tap)": "Tap to activate",
      "template_hint_clickable(value_double_tap)": "Double-tap to activate",
      "template_hint_clickable(role part)": "to activate",
      "template_hint_menu_type_high_verbosity(links)":
        "Links available, use Tap with 3 fingers to view",
      "template_hint_checkable(role part)": "to toggle",
      "in_list": "In list",
      "in_list_with_name": "In list {name}",
      "out_of_list": "Out of list",
      "out_of_list_with_name": "Out of list {name}",
      "template_list_total_count(one)": "{count} item",
      "template_list_total_count(other)": "{count} items",
      "in_collection_role_description": "In {name}",
      "out_of_role_description": "Out of {name}",
      // A window without a title and no application label to fall back to
      // (utils/src/main/res/values/strings.xml, WindowEventInterpreter.getWindowTitleForFeedback).
      "untitled_window": "untitled",
      // Typing: `symbol_space` is from utils/src/main/res/values/strings_symbols.xml; the
      // deletion template "%1$s deleted" keeps its words after the text.
      "symbol_space": "Space",
      "symbol_period": "Period",
      "symbol_comma": "Comma",
      "symbol_at_sign": "At",
      "symbol_hyphen_minus": "Dash",
      "symbol_exclamation_mark": "Exclamation mark",
      "symbol_question_mark": "Question mark",
      "symbol_apostrophe": "Apostrophe",
      "symbol_new_line": "New line",
      "template_text_removed(suffix)": "deleted",
      "notification_type_beginning_of_field": "Beginning of field",
      "notification_type_end_of_field": "End of field",
    ])
}
