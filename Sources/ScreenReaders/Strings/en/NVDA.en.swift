import ComponentModel

extension StringTable {
  /// NVDA's words in English. Ids are NVDA's `controlTypes` names: `Role.*` labels in
  /// source/controlTypes/role.py, `State.*` labels in source/controlTypes/state.py (checked in
  /// nvaccess/nvda's state.py: State.UNAVAILABLE, PRESSED, CHECKED, HALFCHECKED), and
  /// `negative State.*` for state.py's negative labels ("not checked", "not pressed"). The
  /// `Role.*` names follow role.py's enum and were not re-read here.
  package static let nvdaEnglish = StringTable(
    .english,
    [
      "Role.SPINBUTTON": "spin button",
      "Role.EDITABLETEXT": "edit",
      "Role.BUTTON": "button",
      "Role.LINK": "link",
      "Role.TOGGLEBUTTON": "toggle button",
      "Role.CHECKBOX": "check box",
      "Role.RADIOBUTTON": "radio button",
      "Role.COMBOBOX": "combo box",
      "Role.TAB": "tab",
      "State.SELECTED": "selected",
      "Role.SLIDER": "slider",
      "Role.HEADING": "heading",
      "Role.GRAPHIC": "graphic",
      "level %s": "{role} level {level}",
      "Role.PROGRESSBAR": "progress bar",
      "State.UNAVAILABLE": "unavailable",
      "State.PROTECTED": "protected",
      "State.INVALID_ENTRY": "invalid entry",
      "State.REQUIRED": "required",
      "State.PRESSED": "pressed",
      "negative State.PRESSED": "not pressed",
      "State.CHECKED": "checked",
      "negative State.CHECKED": "not checked",
      "State.HALFCHECKED": "half checked",
      "State.EXPANDED": "expanded",
      "State.COLLAPSED": "collapsed",
      "Role.LIST": "list",
      "Role.GROUPING": "grouping",
      "Role.TABCONTROL": "tab control",
      "Role.TOOLBAR": "tool bar",
      "Role.DIALOG": "dialog",
      "{number} of {total}": "{position} of {size}",
      "symbol space": "space",
      "symbol .": "dot",
      "symbol ,": "comma",
      "symbol @": "at",
      "symbol *": "star",
      "symbol -": "dash",
      "symbol !": "bang",
      "symbol ?": "question",
      "symbol '": "tick",
      "blank": "blank",
    ])
}
