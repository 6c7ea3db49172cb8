import ComponentModel

extension StringTable {
  /// Narrator's words in English. Narrator's own string resources are not public: every id
  /// here is A11ySim's, descriptive (`role.*`, `state.*`, what the text is for).
  package static let narratorEnglish = StringTable(
    .english,
    [
      "role.edit": "edit",
      "state.required": "required",
      "role.button": "button",
      "role.link": "link",
      "role.spinner": "spinner",
      "role.toggleSwitch": "toggle switch",
      "role.checkBox": "check box",
      "role.slider": "slider",
      "role.heading": "heading",
      "role.image": "image",
      "role.headingLevel": "{role} level {level}",
      "role.progressBar": "progress bar",
      "role.custom": "custom",
      "state.disabled": "disabled",
      "state.on": "on",
      "state.off": "off",
      "role.radioButton": "radio button",
      "role.comboBox": "combo box",
      "role.tabItem": "tab item",
      "state.selected": "selected",
      "state.notSelected": "not selected",
      "state.checked": "checked",
      "state.notChecked": "not checked",
      "state.partiallyChecked": "partially checked",
      "state.expanded": "expanded",
      "state.collapsed": "collapsed",
      "percentOfRange": "{value}%",
      "clicked.newLine": "new line",
      "container.list": "list",
      "container.group": "group",
      "container.dialog": "dialog",
      "position": "{position} of {size}",
      "key.space": "space",
    ])
}
