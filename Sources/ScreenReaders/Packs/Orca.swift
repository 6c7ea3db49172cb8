import Accessibility
import Core

// Orca on Linux (GNOME), from its own source and integration tests (Documentation/Evidence.md,
// "Orca"). speech_generator.py `_generate_spin_button` speaks label and name, role, then text or
// value, and "grayed" only for a non-editable insensitive object; speech_presenter `_speak_list`
// joins strings of one voice with a space; scripts/default.py `_on_value_changed` presents only
// the locus of focus, interrupting, value only; and test_gui_spinbutton.py hears
// Tab → ["Quantity spin button", "75"], Up → ["76"], Up at the maximum → [] and a read-only spin
// button → ["Readonly spin button 25"].

private let spinButtonTests = Reference.orca(
  "tests/integration_tests/test_gui_spinbutton.py", "test_spin_button_value_changes")
private let generator = Source(
  "Orca speech_generator.py _generate_spin_button", .high,
  .orca("src/orca/speech_generator.py", "_generate_spin_button"))
private let tests = Source(
  "Orca tests/integration_tests/test_gui_spinbutton.py", .high, spinButtonTests)
private let roles = Source(
  "at-spi2 role names (Atspi.role_get_localized_name)", .high,
  .orca("src/orca/ax_utilities_role.py", "get_localized_role_name"))
// A screen's heading: speech_generator._generate_accessible_role says a heading with a level
// as object_properties.ROLE_HEADING_LEVEL_SPEECH, "%(role)s %(level)d": "heading 2", not
// "heading level 2". An image is at-spi2's "image" role name.
private let headingLevel = Source(
  "Orca speech_generator._generate_accessible_role: ROLE_HEADING_LEVEL_SPEECH \"%(role)s "
    + "%(level)d\" for a heading with a level", .high,
  .orca("src/orca/speech_generator.py", "_generate_accessible_role"),
  .orca("src/orca/object_properties.py", "ROLE_HEADING_LEVEL_SPEECH"))
/// at-spi2-core 2.53.1 renamed the button role's words from "push button" to "button"; Orca's
/// own tests hear "Copy button" for a GTK tool button.
private let buttonRole = Source(
  "Orca tests/integration_tests/test_gui_toolbar.py: a GTK button is \"<name> button\"", .high,
  .orca("tests/integration_tests/test_gui_toolbar.py", "_tool_button"),
  .code(
    Repository("GNOME/at-spi2-core", commit: "0c2ebfad9ebf92913a326143345b841d54fa1866"),
    path: "atspi/atspi-misc.c", symbol: nil))
private let valueChanged = Source(
  "Orca scripts/default.py _on_value_changed", .high,
  .orca("src/orca/scripts/default.py", "_on_value_changed"))
// Orca's "tutorial messages" are an object's help text, spoken after it in the system voice
// when speak-tutorial-messages is on, which it is by default. An app's hint reaches Orca as
// that help text (GTK 4's help-text property); that mapping is the assumption here.
private let tutorial = Source(
  "Orca speech_generator.py _generate_tutorial: the help text after the object, when "
    + "speak-tutorial-messages is on (its default)", .medium,
  .orca("src/orca/speech_generator.py", "_generate_tutorial"),
  .orca("src/orca/speech_presenter.py", "get_speak_tutorial_messages"),
  .orca("src/orca/ax_object.py", "get_help_text"))

// A switch (ATSPI_ROLE_SWITCH, which GTK 4's own bridge does not send: it maps its switch role
// to a check box): speech_generator._generate_switch speaks label and name, the
// switch state ("on"/"off", object_properties STATE_ON_SWITCH/OFF_SWITCH), the role "switch",
// then "grayed" if insensitive. GTK 3's switch is a toggle button: _generate_toggle_button
// speaks name, "toggle button", then "pressed"/"not pressed" (checked counts as pressed). A
// checked change on the focus is presented minimally: the new state alone, interrupting
// (default.py _on_checked_changed; test_web_form_state_changes.py hears "pressed").
private let switchGenerator = Source(
  "Orca speech_generator.py _generate_switch; object_properties ROLE_SWITCH, STATE_ON_SWITCH",
  .high, .orca("src/orca/speech_generator.py", "_generate_switch"),
  .orca("src/orca/object_properties.py", "STATE_ON_SWITCH"))
private let toggleButtonGenerator = Source(
  "Orca speech_generator.py _generate_toggle_button; generator.py _generate_state_pressed; "
    + "test_web_form_state_changes.py", .high,
  .orca("src/orca/speech_generator.py", "_generate_toggle_button"),
  .orca("src/orca/generator.py", "_generate_state_pressed"),
  .orca("tests/integration_tests/test_web_form_state_changes.py"))
// An app's value text (GTK 4 GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, AT-SPI Value's Text, read by
// Atspi.Value.get_text) is what ax_value.get_current_value_text returns and _generate_value
// speaks. A spin button's generator speaks its text content first and the value only when it
// has none, and a GtkSpinButton's text is its entry's: there the value text is not heard.
private let valueText = Source(
  "Orca ax_value.py get_current_value_text: valuetext, else the AT-SPI Value's Text; "
    + "_generate_spin_button says the text content before any value", .medium,
  .orca("src/orca/ax_value.py", "get_current_value_text"),
  .orca("src/orca/speech_generator.py", "_generate_spin_button"),
  .code(
    Repository("GNOME/gtk", commit: "31fea11255adf54b1ed450c86ad07be70c504aab"),
    path: "gtk/a11y/gtkatspivalue.c", symbol: "handle_value_get_property"))
// A button that expands (GtkExpander: GTK_ACCESSIBLE_ROLE_BUTTON with the expanded state):
// _generate_push_button speaks the name, then _generate_state_expanded (collapsed, else
// expanded, else collapsed for an expandable: object_properties.STATE_COLLAPSED /
// STATE_EXPANDED), then the role. An expanded change is presented by _on_expanded_changed
// (present_object with the state-change reason, after interrupting), whose minimal form for a
// push button is the expanded state alone.
private let expandedState = Source(
  "Orca speech_generator.py _generate_push_button (name, expanded state, role); "
    + "object_properties STATE_COLLAPSED, STATE_EXPANDED", .high,
  .orca("src/orca/speech_generator.py", "_generate_push_button"),
  .orca("src/orca/object_properties.py", "STATE_EXPANDED"))
private let expandedChanged = Source(
  "Orca scripts/default.py _on_expanded_changed: interrupts and presents the object for the "
    + "state change; _generate_push_button's minimal form is the expanded state", .medium,
  .orca("src/orca/scripts/default.py", "_on_expanded_changed"),
  .orca("src/orca/speech_generator.py", "_generate_push_button"))
private let expandable = Condition.any([.inState(.expanded), .inState(.collapsed)])
// A link (GtkLinkButton: GTK_ACCESSIBLE_ROLE_LINK): _generate_link speaks the label and name,
// then the role; get_localized_role_name makes a visited link's role "visited link"
// (object_properties.ROLE_VISITED_LINK). Orca has no handler that speaks the visited state
// changing under focus. Structural navigation's K is a document's, not a GTK window's: not
// modelled.
private let linkGenerator = Source(
  "Orca speech_generator.py _generate_link (name, role); get_localized_role_name: "
    + "ROLE_VISITED_LINK for a visited link", .high,
  .orca("src/orca/speech_generator.py", "_generate_link"),
  .orca("src/orca/speech_generator.py", "get_localized_role_name"),
  .orca("src/orca/object_properties.py", "ROLE_VISITED_LINK"))
private let checkedChanged = Source(
  "Orca scripts/default.py _on_checked_changed: the new state, interrupting; its web test hears "
    + "\"pressed\" / \"not pressed\" after Space", .high,
  .orca("src/orca/scripts/default.py", "_on_checked_changed"),
  .orca("tests/integration_tests/test_web_form_state_changes.py"))

// A check box: _generate_check_box speaks label and name, role, the checked state ("checked",
// "not checked", "partially checked": CHECK_BOX_INDICATORS_SPEECH), then "grayed" if
// insensitive; test_gui_widget_notebook.py hears Tab → "Enabled check box not checked" and
// Space → "checked", then "not checked" (GTK 3; GTK 4's check button has the same role).
// A radio button: speech_generator._generate_radio_button says the name, then
// STATE_SELECTED_RADIO_BUTTON / STATE_UNSELECTED_RADIO_BUTTON ("selected" / "not selected",
// object_properties.py), the role, the sensitivity, and the position in its group only with
// speak-position-in-set (_generate_position_in_list). A new group's name comes first
// (_generate_new_radio_button_group), here through the group container's words.
private let comboBoxGenerator = Source(
  "Orca speech_generator _generate_combo_box: label and name, role, value; _should_speak_role "
    + "leaves out MENU_ITEM, LIST_ITEM", .high,
  .orca("src/orca/speech_generator.py", "_generate_combo_box"),
  .orca("src/orca/speech_generator.py", "_should_speak_role"))
// A page tab: speech_generator._generate_page_tab says the name, the role ("page tab",
// Atspi's role name), the sensitivity, and the position only with speak-position-in-set; no
// selected state. Its page tab list is the focus ancestor named on entering.
private let pageTabGenerator = Source(
  "Orca speech_generator._generate_page_tab: name, role, sensitivity, position in list; no "
    + "selected state", .high,
  .orca("src/orca/speech_generator.py", "_generate_page_tab"))
private let radioButtonGenerator = Source(
  "Orca speech_generator._generate_radio_button: name, selected/not selected, role, "
    + "sensitivity, position with speak-position-in-set", .high,
  .orca("src/orca/speech_generator.py", "_generate_radio_button"),
  .orca("src/orca/object_properties.py", "STATE_SELECTED_RADIO_BUTTON"),
  .orca("src/orca/generator.py", "_generate_radio_button_group"))
private let checkBoxGenerator = Source(
  "Orca speech_generator.py _generate_check_box; object_properties "
    + "CHECK_BOX_INDICATORS_SPEECH; test_gui_widget_notebook.py", .high,
  .orca("src/orca/speech_generator.py", "_generate_check_box"),
  .orca("src/orca/object_properties.py", "CHECK_BOX_INDICATORS_SPEECH"),
  .orca(
    "tests/integration_tests/test_gui_widget_notebook.py",
    "test_tab_navigation_announces_each_widget_role"))
private let checkBoxChanged = Source(
  "Orca default.py _on_checked_changed; test_gui_widget_notebook.py "
    + "test_check_button_state_changes hears \"checked\", \"not checked\"", .high,
  .orca("src/orca/scripts/default.py", "_on_checked_changed"),
  .orca(
    "tests/integration_tests/test_gui_widget_notebook.py", "test_check_button_state_changes"))

// A slider (GtkScale): speech_generator._generate_slider speaks label and name, the role with
// its orientation ("horizontal slider", object_properties ROLE_SLIDER_HORIZONTAL), the value,
// the value as a percentage (messages.percentage "%d percent.", system voice), then "grayed";
// test_gui_widget_notebook.py hears Tab → "Level horizontal slider 3 30 percent." and Right →
// "4"; a value that does not change (a limit) says nothing (test_web_sliders.py). Orca works
// the percentage out itself (ax_value.py get_value_as_percent): the value over the range's
// width, times 100, truncated by int() — it does not take the minimum off, so a 0…8 scale at
// 1 is "12 percent." and a 50…100 scale at 75 is "150 percent.".
private let sliderGenerator = Source(
  "Orca speech_generator.py _generate_slider; object_properties ROLE_SLIDER_HORIZONTAL; "
    + "ax_value.py get_value_as_percent (int(value / (maximum - minimum) * 100)); "
    + "test_gui_widget_notebook.py", .high,
  .orca("src/orca/speech_generator.py", "_generate_slider"),
  .orca("src/orca/ax_value.py", "get_value_as_percent"),
  .orca("src/orca/object_properties.py", "ROLE_SLIDER_HORIZONTAL"),
  .orca("tests/integration_tests/test_gui_widget_notebook.py"))

// A progress bar: speech_generator._generate_progress_bar speaks label and name, then the
// value as a percentage (_generate_progress_bar_value, messages.percentage) or, when there is
// none (ax_value.get_value_as_percent gives None for an indeterminate bar or an empty range),
// the role. The role word is not said beside a percentage. Read in main, not heard: medium.
private let progressBarGenerator = Source(
  "Orca speech_generator.py _generate_progress_bar: label and name, then the percentage or "
    + "else the role; ax_value.py get_value_as_percent (none when indeterminate)", .medium,
  .orca("src/orca/speech_generator.py", "_generate_progress_bar"),
  .orca("src/orca/ax_value.py", "get_value_as_percent"))

// Orca's versions. Orca 47 (September 2024) replaced the formatting strings of
// formatting.py with one generator method per role (commit 79d9872d, "Eliminate formatting
// strings for speech"); the per-role generators read the same in 47, 48, 49, 50 and main. Orca
// 46's formatting.py orders a switch's role before its state ('ROLE_SWITCH': labelOrName +
// roleName + switchState; its aria_switch.py test hears "Power saving switch off"), a spin
// button's value before its role (labelAndName + (displayedText or value) + roleName), and
// speaks no percentage when a slider gets focus (labelOrName + roleName + value; the percentage
// only in where-am-I). Orca 46 asks ATK (part of at-spi2-core) for role words, and the GNOME 46
// stack's at-spi2-core (2.52) still called a button "push button" (Orca 46's gtk3-demo
// role_push_button.py test hears "OK push button"); at-spi2-core 2.53.1, in GNOME 47, renamed it.
private let orca46Commit = "9c508a15c9172594dfd379ba7ab3f0cbb6b0cae7"
private let orca47Commit = "2e91b49f75963d51d7b14f8d7546bc59423c2d80"
private func orca46(_ path: String, _ symbol: String? = nil) -> Reference {
  .code(Repository("GNOME/orca", commit: orca46Commit), path: path, symbol: symbol)
}
private let rewrite = Reference.code(
  Repository("GNOME/orca", commit: "79d9872d84262330d1309cbaca3f7e9cbc303166"),
  path: "src/orca/speech_generator.py", symbol: nil)
private let orca47Generator = Reference.code(
  Repository("GNOME/orca", commit: orca47Commit), path: "src/orca/speech_generator.py",
  symbol: nil)
private let switch46 = Source(
  "Orca 46 formatting.py 'ROLE_SWITCH': labelOrName + roleName + switchState; its "
    + "aria_switch.py test hears \"Power saving switch off\"", .high,
  orca46("src/orca/formatting.py", "ROLE_SWITCH"),
  orca46("test/keystrokes/firefox/aria_switch.py"), rewrite, orca47Generator)
private let spinButton46 = Source(
  "Orca 46 formatting.py SPIN_BUTTON: labelAndName + (displayedText or value) + roleName; "
    + "how Orca 46 split it into utterances was not read", .medium,
  orca46("src/orca/formatting.py", "SPIN_BUTTON"), rewrite, orca47Generator)
private let slider46 = Source(
  "Orca 46 formatting.py SLIDER: labelOrName + roleName + value, the percentage only in "
    + "where-am-I", .high, orca46("src/orca/formatting.py", "SLIDER"), rewrite, orca47Generator)
private let pushButton46 = Source(
  "\"push button\": Orca 46 takes role words from ATK (Atk.role_get_localized_name, part of "
    + "at-spi2-core), which said \"push button\" until at-spi2-core 2.53.1 (GNOME 47); its "
    + "role_push_button.py test hears \"OK push button\". Paired with Orca 46 as GNOME 46 ships "
    + "them", .medium,
  orca46("test/keystrokes/gtk3-demo/role_push_button.py"),
  orca46("src/orca/generator.py", "getLocalizedRoleName"),
  .code(
    Repository("GNOME/at-spi2-core", commit: "0c2ebfad9ebf92913a326143345b841d54fa1866"),
    path: "atspi/atspi-misc.c", symbol: nil))
private let versions = ReaderVersions(
  [46, 47, 48, 49, 50], default: 50,
  subject: "Orca's major release (GNOME's number). The default is 50, the newest release read "
    + "(50.2); 47 to 50 and main speak these controls alike.",
  changes: [
    ReaderVersionChange(
      since: 47,
      "Orca 47 replaced formatting strings with per-role generators: a switch is name, state, "
        + "role (\"Wi-Fi off switch\"; 46: \"Wi-Fi switch off\").", source: switch46),
    ReaderVersionChange(
      since: 47,
      "A spin button is name, role, value (\"Quantity spin button\", \"75\"; 46: \"Quantity 75 "
        + "spin button\").", source: spinButton46),
    ReaderVersionChange(
      since: 47,
      "A focused slider's percentage (\"30 percent.\") is spoken; 46 says it only for "
        + "where-am-I.", source: slider46),
    ReaderVersionChange(
      since: 47, "A button is \"button\" (46, with GNOME 46's at-spi2-core: \"push button\").",
      source: pushButton46),
  ])
// A GTK 4 widget of the generic role (a control an app drew itself) reaches AT-SPI as a panel
// (gtk_accessible_role_to_atspi_role), and _should_speak_role gives no role for a panel that is
// not a group being entered: the focused panel is its name. From source, not heard: medium.
private let panel = Source(
  "GTK: GTK_ACCESSIBLE_ROLE_GENERIC is ATSPI_ROLE_PANEL; Orca _should_speak_role: no role for "
    + "a focused panel", .medium,
  .code(
    Repository("GNOME/gtk", commit: "0064500146fc080dae1ef2b30bebf7bb8b35a52f"),
    path: "gtk/a11y/gtkatspiutils.c", symbol: "gtk_accessible_role_to_atspi_role"),
  .orca("src/orca/speech_generator.py", "_should_speak_role"))

extension ReaderSettingKey {
  /// Orca's structural navigation mode for the app (`structuralNavigation`): off, or GUI mode,
  /// where H and Shift+H move among the window's headings.
  package static let structuralNavigation = ReaderSettingKey("structuralNavigation")
  /// Whether Orca speaks progress-bar updates (`progressBarUpdates`: on, off).
  package static let progressBarUpdates = ReaderSettingKey("progressBarUpdates")
  /// The least whole seconds between two updates Orca says for one progress bar
  /// (`progressBarUpdateInterval`: 0 to 100).
  package static let progressBarUpdateInterval = ReaderSettingKey("progressBarUpdateInterval")
  /// Which progress bars' updates Orca says (`progressBarVerbosity`: all, application, window).
  package static let progressBarVerbosity = ReaderSettingKey("progressBarVerbosity")
}

// Progress-bar updates: scripts/default.py `_on_value_changed` presents a progress bar's value
// change whether or not it has focus (any other object's only when it is the locus of focus),
// without interrupting, as a PROGRESS_BAR_UPDATE; presentation_manager.present_object asks
// speech_presenter.should_present_progress_bar_update, which says it only when speaking updates
// is on (default true), the percent is not the one last spoken for that bar, the interval (default
// 10 s, whole seconds) has passed since then unless the percent is 100, and the verbosity allows
// it (default "application": a bar of the active app, which every simulated bar is). The
// generator then says the label and name (the prior object is not the bar) and the percentage,
// led by "Progress bar N." when the bar is not the one updated last
// (_generate_progress_bar_index, messages.PROGRESS_BAR_NUMBER). Read in main, not heard: medium.
private let progressBarUpdates = Source(
  "Orca presents every progress bar's value change (default.py _on_value_changed) when "
    + "speak-progress-bar-updates is on, the percent is new, and 10 s have passed since the "
    + "last one said for the bar or it is 100 (speech_presenter."
    + "should_present_progress_bar_update); \"Progress bar N.\" first for a bar not updated "
    + "last (speech_generator._generate_progress_bar_index)", .medium,
  .orca("src/orca/scripts/default.py", "_on_value_changed"),
  .orca("src/orca/speech_presenter.py", "should_present_progress_bar_update"),
  .orca("src/orca/speech_generator.py", "_generate_progress_bar_index"),
  .orca("src/orca/messages.py", "PROGRESS_BAR_NUMBER"))

// The interval and the verbosity are settings of their own (speech_presenter.py: gsettings keys
// progress-bar-speech-interval, a whole number of seconds, default 10, which the preferences
// grid bounds to 0..100; progress-bar-speech-verbosity, the ProgressBarVerbosity enum all,
// application, window, default application; Orca 46's settings.py called them
// progressBarUpdateInterval and progressBarVerbosity, PROGRESS_BAR_ALL/APPLICATION/WINDOW).
// presentation_manager.present_object passes whether the bar's application is the active
// script's and whether its top-level object (frame, dialog) is the active window;
// should_present_progress_bar_update checks the percent and the interval first, then the
// verbosity, and records the bar's time and percent only when it presents the update. A
// simulated app is the only one and always the active one, so "all" and "application" say the
// same; "window" leaves out a bar whose window is not in front (a page's bar behind a dialog).
private let progressBarSettings = Source(
  "Orca speech_presenter.py get_progress_bar_speech_interval (default 10, whole seconds), "
    + "get_progress_bar_speech_verbosity (ProgressBarVerbosity ALL, APPLICATION, WINDOW; default "
    + "application), should_present_progress_bar_update; presentation_manager.present_object "
    + "(is_same_app, is_same_window: the bar's top-level object is the active window); "
    + "speech_presenter_preferences_grid.py (interval 0 to 100)", .high,
  .orca("src/orca/speech_presenter.py", "should_present_progress_bar_update"),
  .orca("src/orca/presentation_manager.py", "present_object"),
  .orca("src/orca/speech_presenter_preferences_grid.py", "KEY_PROGRESS_BAR_SPEECH_INTERVAL"))

// Heading navigation: structural navigation (H, Shift+H) is off for an app's own controls (the
// default script's mode is OFF; only the web script starts in DOCUMENT mode), so the keys go to
// the app. Orca+Z cycles the mode; in GUI mode H finds the window's headings, wraps past the
// last with "Wrapping to top." (wrapping is on by default), and says "No more headings." when
// there is none. No first- or last-item command outside flat review was checked.
private let structuralNavigator = Source(
  "Orca script.py _default_sn_mode OFF (web: DOCUMENT); structural_navigator.py cycle_mode, "
    + "get_navigation_wraps (default true); structural_navigator_command_definitions.py h",
  .high, .orca("src/orca/script.py", "_default_sn_mode"),
  .orca("src/orca/structural_navigator.py", "cycle_mode"),
  .orca("src/orca/structural_navigator_command_definitions.py"))
private let headingMessages = Source(
  "Orca messages.py NO_MORE_HEADINGS, WRAPPING_TO_TOP, WRAPPING_TO_BOTTOM; "
    + "structural_navigator.py", .high, .orca("src/orca/messages.py", "NO_MORE_HEADINGS"),
  .orca("src/orca/structural_navigator.py"))
private let noFirstLast = Source(
  "Orca: no first- or last-item command outside flat review was checked", .low,
  .orca("src/orca/structural_navigator.py"))

// Flat review: the desktop layout's keypad reviews the window by line without moving focus:
// KP 7 previous line, KP 8 current line, KP 9 next line, Orca+KP 7 / Orca+KP 9 the first and
// last line (help's flat review commands). A line is built from zones: an object with text
// gives its text, one with a value its role name and value, any other its name (its role name
// when it has none), after a zone for its check or switch state; zones are clustered by their
// vertical middles (within 5 pixels, extents overlapping), sorted left to right, and a line is
// its zones joined with spaces. A move past the first or last line (no wrap) presents nothing.
// The context is built at the focus.
private let flatReviewKeys = Source(
  "Orca help, flat review commands: KP 7 / KP 8 / KP 9 previous / current / next line, "
    + "Orca+KP 7 / Orca+KP 9 first / last line (desktop layout)", .high,
  .orca("help/C/commands_flat_review.page"))
private let flatReviewLines = Source(
  "Orca flat_review.py: Context._get_zones_from_object (text, value: role name and value, "
    + "else name or role name; a state zone first), Zone.on_same_line (middles within 5, "
    + "extents overlapping), Context._cluster_zones_by_line, Line.get_string (zones joined "
    + "with spaces), Context.go_next_line (no wrap: the presenter says nothing)", .medium,
  .orca("src/orca/flat_review.py", "Context._get_zones_from_object"),
  .orca("src/orca/flat_review.py", "Context._cluster_zones_by_line"),
  .orca("src/orca/flat_review.py", "Line.get_string"),
  .orca("src/orca/flat_review_presenter.py", "go_next_line"))
private let flatReviewStates = Source(
  "Orca generator.py get_state_indicator: check box checked state, switch on/off, toggle "
    + "button pressed, as its speech says them", .medium,
  .orca("src/orca/generator.py", "get_state_indicator"))

extension RulePacks {
  /// Orca.
  package static let orca = orca(words: .orcaEnglish)

  /// The pack speaking the words of `words` (``StringTable/orcaEnglish`` for English).
  package static func orca(words: StringTable) -> RulePack {
    // "invalid entry", with ": " and the error message when one is related: the utterance after
    // the text line of every entry in the invalid-entry state (a search entry's too).
    let invalidEntryUtterance = UtteranceTemplate(
      [
        .firstOf([
          .errorMessage(words["STATE_INVALID_SPEECH: {error}"]),
          .text(words["STATE_INVALID_SPEECH"]),
        ])
      ], joiner: " ")
    // _generate_entry: the text line, then "required" before the pause (AT-SPI STATE_REQUIRED).
    let entryLineUtterance = UtteranceTemplate(
      [
        .value,
        .inState(
          .required, .firstOf([]), format: words["STATE_REQUIRED_SPEECH"],
          alone: words["STATE_REQUIRED_SPEECH"]),
      ], joiner: " ")
    return RulePack(
      id: "orca", name: "Orca", platform: .linux, language: words.language,
      summary: "Orca, from its speech generator and its own spin-button integration tests.",
      settings: [
        typingEchoSetting,
        ReaderSetting(
          .navigation,
          "Which commands a scenario's next and previous item (and first and last) use. focus: "
            + "Tab and Shift+Tab, as a keyboard user moves; flatReview: flat review's next and "
            + "previous line (KP 9, KP 7; Orca+KP 7 and Orca+KP 9 for the first and last), "
            + "which read the window line by line and leave focus where it is.",
          values: ["focus", "flatReview"], default: "focus", source: flatReviewKeys),
        ReaderSetting(
          .structuralNavigation,
          "Structural navigation for the app (Orca+Z cycles it). off, Orca's default for an app's "
            + "own controls: H and Shift+H go to the app; gui: they move to the window's next and "
            + "previous heading, wrapping at the ends.",
          values: ["off", "gui"], default: "off", source: structuralNavigator),
        ReaderSetting(
          .order,
          "roleBeforeValue: Orca's own order since 47 (46's value-first order is "
            + "--reader-version orca=46); valueBeforeRole: seed 000's \"[Label], [value], spin button\".",
          values: ["roleBeforeValue", "valueBeforeRole"], default: "roleBeforeValue", source: tests),
        ReaderSetting(
          .hints,
          "Speak tutorial messages: the help text an app gives an object (its hint), after the "
            + "object (speak-tutorial-messages).",
          values: ["on", "off"], default: "on", source: tutorial),
        ReaderSetting(
          .progressBarUpdates,
          "Speak progress-bar updates (speak-progress-bar-updates): a progress bar's new "
            + "percentage, focused or not, at most every progressBarUpdateInterval seconds (at "
            + "once at 100), for the bars progressBarVerbosity takes in.",
          values: ["on", "off"], default: "on", source: progressBarUpdates),
        ReaderSetting(
          .progressBarUpdateInterval,
          "Progress-bar update interval (progress-bar-speech-interval): the least whole seconds "
            + "between two updates said for one bar; 100 percent is said at once.",
          wholeNumbers: 0...100, default: 10, source: progressBarSettings),
        ReaderSetting(
          .progressBarVerbosity,
          "Which progress bars' updates are said (progress-bar-speech-verbosity): all, any "
            + "application's; application, the active application's; window, the active "
            + "window's only (not a page's bar behind a dialog). A simulated app is the only and "
            + "active one, so all and application say the same.",
          values: ["all", "application", "window"], default: "application",
          source: progressBarSettings),
        ReaderSetting(
          .positionInSet,
          "Speak an item's position in a list or tab bar, \"2 of 5\" (speak-position-in-set).",
          values: ["off", "on"], default: "off", source: ancestors),
      ],
      versions: versions,
      vocabulary: Vocabulary(
        roles: [
          .spinButton: Word(words["ATSPI_ROLE_SPIN_BUTTON"], roles),
          .button: Word(words["ATSPI_ROLE_BUTTON"], buttonRole),
          .link: Word(words["ATSPI_ROLE_LINK"], linkGenerator),
          .editText: Word(words["ATSPI_ROLE_TEXT"], roles),
          .toggleSwitch: Word(words["ROLE_SWITCH"], switchGenerator),
          .toggleButton: Word(words["ATSPI_ROLE_TOGGLE_BUTTON"], toggleButtonGenerator),
          .checkBox: Word(words["ATSPI_ROLE_CHECK_BOX"], checkBoxGenerator),
          .radioButton: Word(words["ATSPI_ROLE_RADIO_BUTTON"], radioButtonGenerator),
          // A list item's and a menu item's role are not spoken (_should_speak_role).
          .popUpButton: Word(words["ATSPI_ROLE_COMBO_BOX"], comboBoxGenerator),
          .tab: Word(words["ATSPI_ROLE_PAGE_TAB"], pageTabGenerator),
          .slider: Word(words["ATSPI_ROLE_SLIDER"], sliderGenerator),
          .heading: Word(words["ATSPI_ROLE_HEADING"], roles),
          .image: Word(words["ATSPI_ROLE_IMAGE"], roles),
          .progressBar: Word(words["ATSPI_ROLE_PROGRESS_BAR"], progressBarGenerator),
        ],
        roleWordChanges: [
          RoleWordChange(.button, before: 47, Word(words["ATSPI_ROLE_PUSH_BUTTON"], pushButton46))
        ],
        disabled: Word(
          words["STATE_INSENSITIVE_SPEECH"],
          Source(
            "Orca object_properties.STATE_INSENSITIVE_SPEECH", .high,
            .orca("src/orca/object_properties.py", "STATE_INSENSITIVE_SPEECH"))),
        states: StateWords(
          [
            .chosen: Word(words["STATE_SELECTED_RADIO_BUTTON"], radioButtonGenerator),
            .notChosen: Word(words["STATE_UNSELECTED_RADIO_BUTTON"], radioButtonGenerator),
            .on: Word(words["STATE_ON_SWITCH"], switchGenerator),
            .off: Word(words["STATE_OFF_SWITCH"], switchGenerator),
            .pressed: Word(words["state_pressed"], toggleButtonGenerator),
            .notPressed: Word(words["state_not_pressed"], toggleButtonGenerator),
            .checked: Word(words["check_box_checked"], checkBoxGenerator),
            .notChecked: Word(words["check_box_not_checked"], checkBoxGenerator),
            .mixed: Word(words["check_box_partially_checked"], checkBoxGenerator),
            .expanded: Word(words["STATE_EXPANDED"], expandedState),
            .collapsed: Word(words["STATE_COLLAPSED"], expandedState),
          ],
          roleQualifiers: [
            .horizontal: Word(words["orientation_horizontal"], sliderGenerator),
            .vertical: Word(words["orientation_vertical"], sliderGenerator),
          ],
          roleReplacements: [.searchField: Word(words["ATSPI_ROLE_ENTRY"], searchEntry)],
          valueDescription: ValueDescriptionWording(
            when: .not(.role([.spinButton, .editText])), source: valueText)),
        headingLevel: Word(words["ROLE_HEADING_LEVEL_SPEECH"], headingLevel)),
      focusRules: [
        FocusRule(
          "focus.pageTab", when: .role([.tab]),
          [UtteranceTemplate([.name, .role, .disabledState], joiner: " ")],
          source: pageTabGenerator),
        FocusRule(
          "focus.radioButton.position",
          when: .all([.role([.radioButton]), .setting(.positionInSet, is: "on")]),
          [
            UtteranceTemplate(
              [.name, .state, .role, .disabledState, .positionInSet(words["GROUP_INDEX_SPEECH"])],
              joiner: " ")
          ],
          source: radioButtonGenerator),
        FocusRule(
          "focus.radioButton", when: .role([.radioButton]),
          [UtteranceTemplate([.name, .state, .role, .disabledState], joiner: " ")],
          source: radioButtonGenerator),
        FocusRule(
          "focus.switch.46", when: .all([.versionBelow(47), .role([.toggleSwitch])]),
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: " ")],
          source: switch46),
        FocusRule(
          "focus.slider.46", when: .all([.versionBelow(47), .role([.slider])]),
          [UtteranceTemplate([.name, .orientation, .role, .value, .disabledState], joiner: " ")],
          source: slider46),
        FocusRule(
          "focus.spinButton.46", when: .all([.versionBelow(47), .role([.spinButton])]),
          [UtteranceTemplate([.name, .value, .role, .disabledState], joiner: " ")],
          source: spinButton46),
        FocusRule(
          "focus.link.visited", when: .all([.role([.link]), .inState(.visited)]),
          [
            UtteranceTemplate(
              [.name, .text(words["ROLE_VISITED_LINK"]), .disabledState], joiner: " ")
          ],
          source: linkGenerator),
        FocusRule(
          "focus.pushButton.expandable", when: .all([.role([.button]), expandable]),
          [UtteranceTemplate([.name, .state, .role, .disabledState], joiner: " ")],
          source: expandedState),
        FocusRule(
          "focus.panel", when: .role([.plainView]),
          [UtteranceTemplate([.name, .disabledState], joiner: " ")], source: panel),
        FocusRule(
          "focus.switch", when: .role([.toggleSwitch]),
          [UtteranceTemplate([.name, .state, .role, .disabledState], joiner: " ")],
          source: switchGenerator),
        FocusRule(
          "focus.checkBox", when: .role([.checkBox]),
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: " ")],
          source: checkBoxGenerator),
        FocusRule(
          "focus.toggleButton", when: .role([.toggleButton]),
          [UtteranceTemplate([.name, .role, .state, .disabledState], joiner: " ")],
          source: toggleButtonGenerator),
        FocusRule(
          "focus.progressBar.percent", when: .all([.role([.progressBar]), .hasRange]),
          [
            UtteranceTemplate(
              [.name, .percentOfRange(words["messages.percentage"], .orcaValueOverWidth)],
              joiner: " ")
          ],
          source: progressBarGenerator),
        FocusRule(
          "focus.progressBar", when: .role([.progressBar]),
          [UtteranceTemplate([.name, .role], joiner: " ")], source: progressBarGenerator),
        FocusRule(
          "focus.slider", when: .role([.slider]),
          [
            UtteranceTemplate(
              [
                .name, .orientation, .role, .value,
                .percentOfRange(words["messages.percentage"], .orcaValueOverWidth),
                .disabledState,
              ], joiner: " ")
          ],
          source: sliderGenerator),
        FocusRule(
          "focus.seedOrder", when: .setting(.order, is: "valueBeforeRole"),
          [UtteranceTemplate([.name, .value, .role], joiner: ", ")],
          source: Source(
            "seed 000 Linux accessibility table (contradicted by Orca's tests); the seed names "
              + "GTK's GtkSpinButton documentation, which gives no reading order", .low,
            .page("https://docs.gtk.org/gtk4/class.SpinButton.html"), spinButtonTests)),
        // Text field: GtkSearchEntry (ATSPI_ROLE_ENTRY with the has-popup state).
        FocusRule(
          "focus.searchEntry.invalid",
          when: .all([.editable, .inState(.searchField), .inState(.invalid)]),
          [
            UtteranceTemplate(
              [.name, .text(words["ATSPI_ROLE_ENTRY"]), .description], joiner: " "),
            entryLineUtterance,
            invalidEntryUtterance,
            UtteranceTemplate([.text(words["messages.HAS_POPUP"])], joiner: " "),
          ],
          source: searchEntry),
        FocusRule(
          "focus.searchEntry", when: .all([.editable, .inState(.searchField)]),
          [
            UtteranceTemplate(
              [.name, .text(words["ATSPI_ROLE_ENTRY"]), .description], joiner: " "),
            entryLineUtterance,
            UtteranceTemplate([.text(words["messages.HAS_POPUP"])], joiner: " "),
          ],
          source: searchEntry),
        // End of the text field's search-entry rules.
        FocusRule(
          "focus.editable.invalid", when: .all([.editable, .inState(.invalid)]),
          [
            UtteranceTemplate(
              [
                .name,
                .inState(
                  .secure, .role, format: words["ATSPI_ROLE_PASSWORD_TEXT"],
                  alone: words["ATSPI_ROLE_PASSWORD_TEXT"]),
                .description,
              ], joiner: " "),
            entryLineUtterance,
            invalidEntryUtterance,
          ],
          source: invalidEntry),
        FocusRule(
          "focus.editable.required", when: .all([.editable, .inState(.required)]),
          [
            UtteranceTemplate(
              [
                .name,
                .inState(
                  .secure, .role, format: words["ATSPI_ROLE_PASSWORD_TEXT"],
                  alone: words["ATSPI_ROLE_PASSWORD_TEXT"]),
                .description,
              ], joiner: " "),
            entryLineUtterance,
          ],
          source: requiredEntry),
        FocusRule(
          "focus.editable", when: .editable,
          [
            UtteranceTemplate(
              [
                .name,
                .inState(
                  .secure, .role, format: words["ATSPI_ROLE_PASSWORD_TEXT"],
                  alone: words["ATSPI_ROLE_PASSWORD_TEXT"]),
                .description,
              ], joiner: " "),
            entryLineUtterance,
          ],
          source: tests),
        FocusRule(
          "focus.readOnly", when: .hasValue,
          [UtteranceTemplate([.name, .role, .value, .disabledState], joiner: " ")], source: tests),
        FocusRule(
          "focus.other", [UtteranceTemplate([.name, .role, .disabledState], joiner: " ")],
          source: generator),
      ],
      hintRules: [
        HintRule(
          "hint.off", when: .setting(.hints, is: "off"), UtteranceTemplate([], joiner: ""),
          source: tutorial),
        HintRule(
          "hint.tutorial", when: .always, UtteranceTemplate([.appHint], joiner: " "),
          source: tutorial),
      ],
      inputRules: [
        InputRule(
          "review.previousLine", .key(KeyChord(.keypad7)), .reviewPreviousLine,
          source: flatReviewKeys),
        InputRule(
          "review.currentLine", .key(KeyChord(.keypad8)), .reviewCurrentLine,
          source: flatReviewKeys),
        InputRule(
          "review.nextLine", .key(KeyChord(.keypad9)), .reviewNextLine, source: flatReviewKeys),
        InputRule(
          "review.firstLine", .key(KeyChord(.keypad7, modifiers: [.insert])), .reviewFirstLine,
          source: flatReviewKeys),
        InputRule(
          "review.lastLine", .key(KeyChord(.keypad9, modifiers: [.insert])), .reviewLastLine,
          source: flatReviewKeys),
        InputRule(
          "key.whereAmI", .key(KeyChord(.enter, modifiers: [.insert])), .speakFocused,
          source: Source(
            "Orca laptop layout: Orca+Return, where am I", .medium,
            .orca("help/C/commands_where_am_i.page"),
            .orca("src/orca/where_am_i_presenter_command_definitions.py", "get_commands"))),
        InputRule(
          "structural.nextHeading", .key(KeyChord(.h)),
          when: .setting(.structuralNavigation, is: "gui"), .moveNextHeading,
          source: structuralNavigator),
        InputRule(
          "structural.previousHeading", .key(KeyChord(.h, modifiers: [.shift])),
          when: .setting(.structuralNavigation, is: "gui"), .movePreviousHeading,
          source: structuralNavigator),
      ],
      reactionRules: typingRules(words: words) + [
        ReactionRule(
          "noMoreHeadings", on: .noMoreHeadings,
          .speak([UtteranceTemplate([.text(words["messages.NO_MORE_HEADINGS"])], joiner: "")]),
          priority: .interrupt, source: headingMessages),
        ReactionRule(
          "wrappedToTop", on: .wrappedToTop,
          .speak([UtteranceTemplate([.text(words["messages.WRAPPING_TO_TOP"])], joiner: "")]),
          priority: .interrupt, source: headingMessages),
        ReactionRule(
          "wrappedToBottom", on: .wrappedToBottom,
          .speak([UtteranceTemplate([.text(words["messages.WRAPPING_TO_BOTTOM"])], joiner: "")]),
          priority: .interrupt, source: headingMessages),
        ReactionRule(
          "keyboardFocus", on: .keyboardFocusMoved, .focusDescription, priority: .interrupt,
          source: tests),
        ReactionRule(
          "checkedChanged", on: .stateChanged,
          when: .all([.focused, .role([.toggleSwitch, .toggleButton])]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: checkedChanged),
        ReactionRule(
          "expandedChanged", on: .stateChanged, when: .all([.focused, expandable]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: expandedChanged),
        ReactionRule(
          "checkedChanged.radioButton", on: .stateChanged,
          when: .all([.focused, .role([.radioButton]), .inState(.chosen)]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: radioButtonGenerator),
        ReactionRule(
          "checkedChanged.checkBox", on: .stateChanged, when: .all([.focused, .role([.checkBox])]),
          .speak([UtteranceTemplate([.state], joiner: " ")]), priority: .interrupt,
          source: checkBoxChanged),
        ReactionRule(
          "valueChanged.progressBar",
          on: .valueChanged,
          when: .all([
            .role([.progressBar]), .setting(.progressBarUpdates, is: "on"),
            .any([
              .setting(.progressBarVerbosity, is: "all"),
              .setting(.progressBarVerbosity, is: "application"), .inActiveWindow,
            ]),
          ]),
          .speak([
            UtteranceTemplate(
              [.name, .percentOfRange(words["messages.percentage"], .orcaValueOverWidth)],
              joiner: " ")
          ]), priority: .queue,
          throttle: ReactionThrottle(
            interval: .setting(.progressBarUpdateInterval), arithmetic: .orcaValueOverWidth,
            always: 100,
            newElement: words["messages.PROGRESS_BAR_NUMBER"], source: progressBarUpdates),
          source: progressBarUpdates),
        ReactionRule(
          "valueChanged.progressBar.off", on: .valueChanged,
          when: .all([.role([.progressBar]), .setting(.progressBarUpdates, is: "off")]),
          .silence, priority: .queue, source: progressBarUpdates),
        ReactionRule(
          "valueChanged.progressBar.otherWindow", on: .valueChanged, when: .role([.progressBar]),
          .silence, priority: .queue, source: progressBarSettings),
        ReactionRule(
          "valueChanged", on: .valueChanged, when: .focused,
          .speak([UtteranceTemplate([.value], joiner: " ")]), priority: .interrupt,
          source: valueChanged),
        ReactionRule(
          "valueChanged.elsewhere", on: .valueChanged, .silence, priority: .queue,
          source: valueChanged),
        ReactionRule(
          "textChanged", on: .textChanged, .silence, priority: .queue,
          source: Source(
            "Orca ignores a spin button's text events; value-changed presents it", .high,
            .orca("src/orca/scripts/default.py", "_on_text_inserted"))),
        // An alert that becomes showing: "alert", then its labels of three words or more.
        ReactionRule(
          "alertShown.short", on: .announcement,
          when: .all([.announced([.alertShown]), .wordsFewerThan(3)]),
          .speak([UtteranceTemplate([.text(words["ATSPI_ROLE_ALERT"])], joiner: " ")]),
          priority: .interrupt, source: alertShown),
        ReactionRule(
          "alertShown", on: .announcement, when: .announced([.alertShown]),
          .speak([
            UtteranceTemplate([.text(words["ATSPI_ROLE_ALERT"]), .notificationText], joiner: " ")
          ]), priority: .interrupt, source: alertShown),
        ReactionRule(
          "announcement", on: .announcement,
          .speak([UtteranceTemplate([.notificationText], joiner: " ")]), priority: .queue,
          source: Source(
            "gtk_accessible_announce (GTK 4.14) sends AT-SPI's announcement event; Orca's "
              + "_on_announcement presents its text as a message whatever the priority, which "
              + "only orders event processing (event_manager: assertive first)", .medium,
            .page("https://docs.gtk.org/gtk4/method.Accessible.announce.html"),
            .orca("src/orca/scripts/default.py", "_on_announcement"),
            .orca("src/orca/event_manager.py", "_get_priority"))),
      ],
      timing: Timing(
        hintDelay: .zero,
        hintDelaySource: Source(
          "Orca speaks no delayed hint: tutorial messages follow the focus speech at once", .medium,
          .orca("src/orca/speech_generator.py", "_generate_default_suffix")),
        wordsPerMinute: 180),
      // Orca follows keyboard focus: Tab reaches a part, the app's own keys act on it.
      driving: ReaderDriving(
        inputMode: .keyboard, modifiers: [ReaderModifier(.insert, keys: ["Insert", "Caps Lock"])],
        reach: .keys(next: KeyChord(.tab)),
        // Activating is the app's own key, as with any keyboard user: Space, which buttons,
        // check boxes and switches all take (Microsoft's keyboard interactions guidance,
        // https://learn.microsoft.com/en-us/windows/apps/design/input/keyboard-interactions;
        // GTK's buttons and check buttons activate on Space), where Enter is ignored by a WinUI
        // CheckBox and a GtkCheckButton (their control models); medium.
        intents: IntentCommands(
          nextItem: "press Tab", previousItem: "press Shift+Tab", activate: "press Space",
          increase: "press Up", decrease: "press Down",
          nextHeading: IntentCommand("press H", source: structuralNavigator),
          previousHeading: IntentCommand("press Shift+H", source: structuralNavigator),
          firstItem: .none(noFirstLast), lastItem: .none(noFirstLast),
          modes: [
            NavigationMode(
              .navigation, is: "flatReview", nextItem: "press KP9", previousItem: "press KP7",
              firstItem: "press Insert+KP7", lastItem: "press Insert+KP9",
              source: flatReviewKeys)
          ]),
        adjustsWhen: .not(.role([.button])),
        // Its next item is Tab, which moves keyboard focus itself.
        focusFollowsCursor: .never(
          Source(
            "Orca's next item here is Tab, which moves keyboard focus itself; flat review "
              + "moves only its review cursor", .medium,
            .page("https://wiki.gnome.org/Projects/Orca/Specification/KeyboardMappings"))),
        source: Source(
          "Orca keyboard mappings: the Orca modifier is Insert (desktop layout) or Caps Lock "
            + "(laptop layout)", .medium,
          .page("https://wiki.gnome.org/Projects/Orca/Specification/KeyboardMappings"))),
      voice: ReaderVoice(.male2, pitch: -20),
      containers: containerSpeech(words: words),
      typingEcho: typingEcho(words: words),
      review: FlatReview(
        zones: [
          FocusRule(
            "review.text", when: .role([.staticText, .heading]),
            [UtteranceTemplate([.name], joiner: " ")], source: flatReviewLines),
          FocusRule(
            "review.editable", when: .all([.editable, .hasValue]),
            [UtteranceTemplate([.value], joiner: " ")], source: flatReviewLines),
          FocusRule(
            "review.value", when: .any([.hasRange, .role([.slider, .progressBar, .spinButton])]),
            [UtteranceTemplate([.role, .value], joiner: " ")], source: flatReviewLines),
          FocusRule(
            "review.state", when: .role([.checkBox, .toggleSwitch, .toggleButton]),
            [UtteranceTemplate([.state, .name], joiner: " ")], source: flatReviewStates),
          FocusRule(
            "review.name", [UtteranceTemplate([.name], joiner: " ")], source: flatReviewLines),
          FocusRule(
            "review.role", [UtteranceTemplate([.role], joiner: " ")], source: flatReviewLines),
        ],
        lineTolerance: 5, source: flatReviewLines))
  }
}

// Containers: Orca's speech generator speaks the ancestors between the prior object and the new
// one (_generate_ancestors), outermost first, before the object, each as its name and role
// word; a layout-only panel (an unnamed group) is skipped, and a list is presented once. It
// says "leaving …" only in document content (_get_leaving_message), not for an app's focus
// moves: nothing on leaving. An item's position ("%(index)d of %(total)d", GROUP_INDEX_SPEECH)
// is spoken only with speak-position-in-set, off by default (the positionInSet setting).
// GTK's roles reach Orca as AT-SPI's: group → panel, tab list → page tab list.
private let ancestors = Source(
  "Orca speech_generator._generate_ancestors: new ancestors before the object; "
    + "object_properties.GROUP_INDEX_SPEECH with speak-position-in-set", .medium,
  .orca("src/orca/speech_generator.py", "_generate_ancestors"),
  .orca("src/orca/speech_generator.py", "_generate_position_in_list"),
  .orca("src/orca/object_properties.py", "GROUP_INDEX_SPEECH"),
  .orca("docs/gsettings-schemas.md", "speak-position-in-set"))
// A dialog's window activated: Orca makes the window the locus of focus
// (default.py _on_window_activated) and then speaks the focus inside it with the window as its
// new ancestor; the same window activated again (the alert over it gone) is said again, while
// focus moving inside one window says no ancestor (medium).
private let windowActivated = Source(
  "Orca says a dialog when its window is activated (window:activate sets the locus of focus "
    + "to it), again when it is reactivated, and not as focus moves within it", .medium,
  .orca("src/orca/scripts/default.py", "_on_window_activated"),
  .orca("src/orca/speech_generator.py", "_generate_ancestors"))
private let noOrcaLandmark = Source(
  "Orca: GTK has no landmark role for a native pane; nothing read", .low,
  .orca("src/orca/speech_generator.py", "_generate_ancestors"))

extension ReaderSettingKey {
  /// Orca's "speak position in set" (`positionInSet`).
  package static let positionInSet = ReaderSettingKey("positionInSet")
}

// An alert (GTK's alert dialog role, ATSPI_ROLE_ALERT) is spoken role first, then its name
// and, after a pause, its static text (_generate_alert), before the focused element.
private let alertText = Source(
  "Orca speech_generator._generate_alert: role, name, pause, static text", .medium,
  .orca("src/orca/speech_generator.py", "_generate_alert"),
  .orca("src/orca/speech_generator.py", "_generate_ancestors"))

// An alert that becomes showing: the GTK toolkit script's _on_showing_changed presents an
// alert, info bar or popup whose state-changed:showing turns true, interrupting (unless its
// parent is the application: a top-level window); _generate_alert says the role, the name (a
// toast widget has none), and the alert's unrelated labels, which leave out buttons' labels,
// focusable ones and any of fewer than three words (script_utilities.unrelated_labels,
// minimum_words 3). Whether GTK 4 sends that event for a widget inside a window is the
// control's question (a toast's showingEvent setting), not the reader's.
private let alertShown = Source(
  "Orca toolkits/gtk/script.py _on_showing_changed: an alert that becomes showing is presented "
    + "at once, interrupting; speech_generator._generate_alert: role, name, static text; "
    + "script_utilities.unrelated_labels drops labels of fewer than 3 words", .medium,
  .orca("src/orca/scripts/toolkits/gtk/script.py", "_on_showing_changed"),
  .orca("src/orca/speech_generator.py", "_generate_alert"),
  .orca("src/orca/script_utilities.py", "unrelated_labels"))

/// What Orca says entering a screen's containers.
private func containerSpeech(words: StringTable) -> ContainerSpeech {
  var speech = ContainerSpeech.namingAncestors(
    words: [
      (.list, words["ATSPI_ROLE_LIST"]), (.group, words["ATSPI_ROLE_PANEL"]),
      (.tabBar, words["ATSPI_ROLE_PAGE_TAB_LIST"]), (.toolbar, words["ATSPI_ROLE_TOOL_BAR"]),
      (.dialog, words["ATSPI_ROLE_DIALOG"]),
    ], unnamedSilent: [.group], positions: [.list, .tabBar], source: ancestors,
    landmark: noOrcaLandmark,
    position: PositionWording(
      words["GROUP_INDEX_SPEECH"], when: .setting(.positionInSet, is: "on"), source: ancestors),
    windowActivation: windowActivated)
  speech.rules.append(
    ContainerRule(
      "container.alertDialog", .alertDialog,
      entering: ContainerPhrase(
        words["ATSPI_ROLE_ALERT"], named: words["ATSPI_ROLE_ALERT"] + " {name}",
        described: words["ATSPI_ROLE_ALERT"] + " {name} {description}"),
      source: alertText))
  return speech
}

// MARK: - Typing

// Orca's key echo is on by default and says each printable key and the space bar as it goes
// down; character echo (from the text that went in) and word echo are off
// (typing_echo_presenter's settings). The `typingEcho` setting here stands for what is heard
// of typed text either way. Backspace says the character deleted and Delete the character now
// at the caret (default.Script._on_text_deleted); a caret move by character says the character
// at the caret (say_character), "blank" where there is none (messages.BLANK). Key echo of
// action keys (Orca says "backspace" as the key goes down) is not modelled.
private let typingEchoPresenter = Reference.orca(
  "src/orca/typing_echo_presenter.py", "should_echo_keyboard_event")
private let textDeleted = Reference.orca("src/orca/scripts/default.py", "_on_text_deleted")

private let typingEchoSetting = ReaderSetting(
  .typingEcho,
  "Key echo of printable keys and word echo (none, characters, words, charactersAndWords).",
  values: TypingEchoMode.allCases.map(\.rawValue), default: TypingEchoMode.characters.rawValue,
  source: Source(
    "typing_echo_presenter: key echo (enableKeyEcho) on, alphabetic, numeric, punctuation keys "
      + "and space on; character echo and word echo (enableEchoByWord) off", .high,
    typingEchoPresenter))

// An entry in AT-SPI's invalid-entry state: after its text line and a pause, Orca says
// "invalid entry" (object_properties STATE_INVALID_SPEECH), followed by ": " and the text of
// the object its error-message relation points to when there is one
// (generator._generate_state_invalid; the entry generator puts it after the text line).
private let invalidEntry = Source(
  "Orca generator._generate_state_invalid: STATE_INVALID_SPEECH \"invalid entry\", then "
    + "\": \" and the error message; speech_generator._generate_entry puts it after the text "
    + "line and a pause", .high, .orca("src/orca/generator.py", "_generate_state_invalid"),
  .orca("src/orca/speech_generator.py", "_generate_entry"),
  .orca("src/orca/object_properties.py", "STATE_INVALID_SPEECH"))

private let requiredEntry = Source(
  "Orca generator._generate_state_required: STATE_REQUIRED_SPEECH \"required\" for an object "
    + "in AT-SPI's required state (GTK 4 GTK_ACCESSIBLE_PROPERTY_REQUIRED); "
    + "speech_generator._generate_entry and _generate_password_text say it after the text line, "
    + "before the pause and the invalid state", .high,
  .orca("src/orca/generator.py", "_generate_state_required"),
  .orca("src/orca/speech_generator.py", "_generate_entry"),
  .orca("src/orca/object_properties.py", "STATE_REQUIRED_SPEECH"))

private func typingEcho(words: StringTable) -> TypingEcho {
  TypingEcho(
    characterNames: [" ": words["keyname space"]],
    source: Source(
      "key echo says a key by its name (keynames: space), a printable key as its character",
      .high, .orca("src/orca/keynames.py", nil), typingEchoPresenter),
    secureCharacter: nil,
    secureSource: Source(
      "typing_echo_presenter: password text is not character echoable and a printable key "
        + "there is not key-echoed (_get_echo_for_key_type \"password text\"); "
        + "speech_generator reads password text by its role \"password text\"", .medium,
      .orca("src/orca/typing_echo_presenter.py", "is_character_echoable"),
      .orca("src/orca/speech_generator.py", "_generate_password_text")))
}

private func typingRules(words: StringTable) -> [ReactionRule] {
  [
    ReactionRule(
      "keysTyped", on: .keysTyped, .typingEcho, priority: .interrupt,
      source: Source(
        "key echo presents each key pressed, before the application handles it", .medium,
        typingEchoPresenter)),
    ReactionRule(
      "textInserted", on: .textInserted, .silence, priority: .queue,
      source: Source(
        "default.Script._on_text_inserted speaks typed text only with character echo, off by "
          + "default: the key echo said it", .high,
        .orca("src/orca/scripts/default.py", "_on_text_inserted"))),
    ReactionRule(
      "textRemoved", on: .textRemoved, .speak([UtteranceTemplate([.spokenText], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "_on_text_deleted: after BackSpace, the deleted character (speak_character)", .high,
        textDeleted)),
    ReactionRule(
      "textRemovedAhead", on: .textRemovedAhead,
      .speak([UtteranceTemplate([.characterAtCaret(end: "")], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "_on_text_deleted: after Delete, the character now at the caret; nothing at the end",
        .high, textDeleted)),
    ReactionRule(
      "caretMoved", on: .caretMoved,
      .speak([UtteranceTemplate([.characterAtCaret(end: words["BLANK"])], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "a caret move by character says the character at the caret (default.Script"
          + ".say_character); \"blank\" at the end (messages.BLANK) is assumed", .medium,
        .orca("src/orca/scripts/default.py", "say_character"),
        .orca("src/orca/messages.py", "BLANK"))),
    ReactionRule(
      "caretMovedByLine", on: .caretMovedByLine,
      .speak([UtteranceTemplate([.lineAtCaret(blank: words["BLANK"])], joiner: " ")]),
      priority: .interrupt,
      source: Source(
        "a caret move by line says the line (default.Script.say_line); an empty line of "
          + "multi-line text is \"blank\" (AXText's line at offset keeps the empty last line "
          + "for is_multi_line text so that \"blank\" is said)", .medium,
        .orca("src/orca/scripts/default.py", "say_line"),
        .orca("src/orca/ax_text.py", "get_line_at_offset"),
        .orca("src/orca/messages.py", "BLANK"))),
  ]
}

// Text field: GtkSearchEntry. GTK gives it GTK_ACCESSIBLE_ROLE_SEARCH_BOX, which its AT-SPI
// bridge maps to ATSPI_ROLE_ENTRY: Orca's entry generator says at-spi2's word for it, "entry",
// with the label, then the text line. Every search entry sets GTK_ACCESSIBLE_PROPERTY_HAS_POPUP
// (AT-SPI's has-popup state), and Orca's default suffix then adds "opens popup" (messages
// HAS_POPUP) after a pause, at its default verbose level (speech_generator
// _generate_state_has_popup). No recording of Orca on a GtkSearchEntry was found.
private let searchEntry = Source(
  "Orca speech_generator._generate_entry and _generate_state_has_popup (messages.HAS_POPUP "
    + "\"opens popup\"); GTK: GtkSearchEntry's SEARCH_BOX role is ATSPI_ROLE_ENTRY, HAS_POPUP set",
  .medium, .orca("src/orca/speech_generator.py", "_generate_entry"),
  .orca("src/orca/speech_generator.py", "_generate_state_has_popup"),
  .orca("src/orca/messages.py", "HAS_POPUP"),
  .code(
    Repository("GNOME/gtk", commit: "0064500146fc080dae1ef2b30bebf7bb8b35a52f"),
    path: "gtk/a11y/gtkatspiutils.c", symbol: "gtk_accessible_role_to_atspi_role"),
  .code(
    Repository("GNOME/gtk", commit: "22960ef3646581c7100f36fccd19f252e062052a"),
    path: "gtk/gtksearchentry.c", symbol: "gtk_search_entry_init"))
