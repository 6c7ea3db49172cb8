import ComponentModel

extension StringTable {
  /// VoiceOver on macOS's words in English. Apple's resources are not public: every id here is
  /// A11ySim's, descriptive (`role.*`, `state.*`, what the text is for).
  package static let voiceOverMacEnglish = StringTable(
    .english,
    [
      "role.stepper": "stepper",
      "role.button": "button",
      "role.link": "link",
      "role.editText": "edit text",
      "state.required": "required",
      // Text field: NSSearchField's role description.
      "role.searchField": "search text field",
      "role.textArea": "text entry area",
      "role.switch": "switch",
      "role.checkbox": "checkbox",
      "role.slider": "slider",
      "role.heading": "heading",
      "role.image": "image",
      "role.headingLevel": "{role} level {level}",
      "role.progressIndicator": "progress indicator",
      "role.disclosureTriangle": "disclosure triangle",
      "state.dimmed": "dimmed",
      "state.on": "on",
      "state.off": "off",
      "role.radioButton": "radio button",
      "role.popUpButton": "pop up button",
      "role.comboBox": "combo box",
      "role.menuItem": "menu item",
      "role.tab": "tab",
      "state.selected": "selected",
      "position": "{position} of {size}",
      "state.checked": "checked",
      "state.unchecked": "unchecked",
      "state.mixed": "mixed",
      "state.expanded": "expanded",
      "state.collapsed": "collapsed",
      "percentOfRange": "{value}%",
      "hint.stepper.voModifier":
        "You are currently on a stepper. To begin interacting with this stepper, press Control-Option-Shift-Down Arrow.",
      "hint.stepper":
        "You are currently on a stepper. To begin interacting with this stepper, press Control-Shift-Down Arrow.",
      "container.list": "list",
      "container.group": "group",
      "container.alert": "alert",
      "container.items(one)": "{count} item",
      "container.items(other)": "{count} items",
      "space": "space",
      "new line": "new line",
    ])
}
