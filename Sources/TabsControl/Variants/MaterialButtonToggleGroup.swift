import Controls
import Core

// MaterialButtonToggleGroup with singleSelection: its MaterialButtons are checkable and take
// the RadioButton class name, in the group's collection, so TalkBack reads each as a radio
// button, "checked" or "not checked" (no state description of RadioButton's own) and its place.
extension TabsVariantFacts {
  /// MaterialButtonToggleGroup (single selection).
  static let materialButtonToggleGroup = TabsVariantFacts(
    nativeName: "MaterialButtonToggleGroup", platform: .android,
    summary:
      "Android Material button toggle group (single selection): each button a radio button, \"checked, Day, Radio button, 1 of 3\".",
    touchTarget: .android, role: .radioButton, selectingKeys: [.space, .enter], arrowsMove: true,
    selectionFollowsFocus: false, isOneTabStop: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true, container: .list, containerNamed: false,
    selectedIsClickable: true,
    source: Source(
      "MaterialButton's accessibility class name is RadioButton in a single-selection toggle "
        + "group; the group sets CollectionInfo", .medium,
      .page(
        "https://github.com/material-components/material-components-android/blob/master/lib/java/com/google/android/material/button/MaterialButton.java"
      ),
      .page(
        "https://github.com/material-components/material-components-android/blob/master/docs/components/Button.md"
      )))
}
