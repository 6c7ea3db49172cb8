import Accessibility
import ComponentModel
import Controls
import Core

/// A native dropdown on one platform. Each variant's facts are in its own file in `Variants/`;
/// ``facts`` must name a value for every case, so a variant that forgets a fact does not
/// compile.
package enum DropdownVariant: String, CaseIterable, Sendable, Codable, FactsVariant {
  /// iOS UIKit `UIButton` with a `menu`, `showsMenuAsPrimaryAction` and
  /// `changesSelectionAsPrimaryAction` (a pop-up button).
  case uikitMenu = "uikit-menu"
  /// iOS SwiftUI `Picker` with `.pickerStyle(.menu)`.
  case swiftuiMenuPicker = "swiftui-menu-picker"
  /// macOS AppKit `NSPopUpButton`.
  case popUpButton = "nspopupbutton"
  /// Android `Spinner` in its drop-down mode.
  case spinner
  /// Android Material `ExposedDropdownMenu` (a `TextInputLayout` with a read-only
  /// `MaterialAutoCompleteTextView`).
  case materialExposedDropdown = "material-exposed-dropdown"
  /// Windows WinUI 3 `ComboBox` (not editable).
  case winuiComboBox = "winui-combobox"
  /// Linux GTK 4 `GtkDropDown`.
  case gtkDropDown = "gtk-drop-down"
  /// Linux GTK 3 `GtkComboBoxText`.
  case gtkComboBoxText = "gtk-combo-box-text"
  /// iOS UIKit `UIPickerView`: a wheel, adjusted in place.
  case uikitPickerView = "uipickerview"
  /// iOS SwiftUI `Picker` with `.pickerStyle(.wheel)` (a UIPickerView underneath).
  case swiftuiWheelPicker = "swiftui-wheel-picker"
  /// Windows WinUI 3 `DropDownButton`: a button that opens a menu of actions.
  case winuiDropDownButton = "winui-dropdownbutton"
  /// Linux GTK 4 `GtkMenuButton` with a popover menu of actions.
  case gtkMenuButton = "gtk-menu-button"
  /// macOS AppKit `NSComboBox`: an editable text field with a pop-up list.
  case comboBox = "nscombobox"
  /// Android Jetpack Compose Material 3 `ExposedDropdownMenuBox` with a read-only text field
  /// (`menuAnchor(PrimaryNotEditable)`) and an `ExposedDropdownMenu`.
  case composeExposedDropdown = "compose-exposed-dropdown"

  /// Everything about the variant.
  package var facts: DropdownVariantFacts {
    switch self {
    case .uikitMenu: .uikitMenuButton
    case .swiftuiMenuPicker: .swiftUIMenuPicker
    case .popUpButton: .appKitPopUpButton
    case .spinner: .androidSpinner
    case .materialExposedDropdown: .materialExposedDropdown
    case .winuiComboBox: .winUIComboBox
    case .gtkDropDown: .gtkDropDown
    case .gtkComboBoxText: .gtkComboBoxText
    case .uikitPickerView: .uikitPickerView
    case .swiftuiWheelPicker: .swiftUIWheelPicker
    case .winuiDropDownButton: .winUIDropDownButton
    case .gtkMenuButton: .gtkMenuButton
    case .comboBox: .appKitComboBox
    case .composeExposedDropdown: .composeExposedDropdownMenuBox
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .dropdown, rawValue: rawValue) }
}

/// One dropdown variant's facts: how its trigger and its list are exposed, and its keys.
package struct DropdownVariantFacts: NativeComponentFacts {
  /// The native component's name.
  package var nativeName: String
  /// The platform it exists on.
  package var platform: Platform
  /// One sentence about it.
  package var summary: String
  /// The touch target a touch variant draws; `nil` on desktop.
  package var touchTarget: TouchTarget?
  /// Whether the trigger exposes expanded or collapsed (UIA's ExpandCollapse pattern, AT-SPI's
  /// expandable, a Material exposed dropdown's); a UIKit menu button and a Spinner expose none.
  package var exposesExpanded: Bool
  /// The role of each item in the open list (a button on iOS, whose menu items are buttons).
  package var itemRole: AccessibleRole
  /// Whether each item exposes its place in the list ("2 of 5").
  package var exposesPosition: Bool
  /// Whether the chosen item is exposed as selected when the list opens.
  package var marksChosenItem: Bool
  /// The state the chosen item exposes in the open list (selected; checked for a checked row).
  package var chosenState: StateKey
  /// Whether opening lands on the chosen item (else on the first).
  package var landsOnChosen: Bool
  /// Whether the list ends with iOS's hidden "Dismiss context menu" button.
  package var hasDismissButton: Bool
  /// Whether the trigger takes keyboard focus on a stock device.
  package var takesKeyboardFocus: Bool
  /// The keys that open the list from the trigger and choose an item in it.
  package var activationKeys: [Key]
  /// Whether Up and Down change the chosen option while the list is closed (a WinUI ComboBox,
  /// a GTK combo box).
  package var arrowsChangeWhileClosed: Bool
  /// Whether a reader reaches the disabled trigger.
  package var navigableWhenDisabled: Bool
  /// Where the facts come from.
  package var source: Source
  /// Its shape: a trigger opening a list (the default), or a wheel adjusted in place.
  package var style: DropdownStyle = .list
  /// Whether the closed trigger exposes collapsed (UIA's ExpandCollapse does); GTK 4's menu
  /// button exposes expanded only while its popover is up and nothing once it closes.
  package var exposesCollapsed = true
  /// The chord that opens the list from the trigger besides its activation keys (NSComboBox's
  /// Option-Down), if there is one.
  package var openChord: KeyChord? = nil
}

extension DropdownVariant: RefusingVariant {
  /// A wheel opens no list, so the settings about its list do not apply; a menu button runs
  /// actions and has no chosen value, so `selected` does not. Saying them is an error rather
  /// than a silent no-op, and `a11ysim variants` does not list them.
  package var refusals: [RefusedSetting<DropdownConfiguration>] {
    let name = facts.nativeName
    var refused: [RefusedSetting<DropdownConfiguration>] = []
    if !facts.style.opensList {
      refused += [
        RefusedSetting("movesFocus", Self.opensNoList(name, "movesFocus")) { !$0.movesFocus },
        RefusedSetting("returnsFocus", Self.opensNoList(name, "returnsFocus")) {
          !$0.returnsFocus
        },
      ]
    }
    if !facts.style.holdsChoice {
      refused.append(
        RefusedSetting(
          "selected",
          "a \(name) opens a menu of actions and has no chosen value: selected does not apply; "
            + "leave it out"
        ) { $0.selectionWasGiven })
    }
    return refused
  }

  private static func opensNoList(_ name: String, _ field: String) -> String {
    "a \(name) opens no list (it turns in place): \(field) does not apply; leave it out"
  }
}
