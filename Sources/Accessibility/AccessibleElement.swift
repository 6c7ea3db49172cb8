import Core

/// What an element is, in the words of the platform's accessibility API (not yet a reader's).
package enum AccessibleRole: String, Sendable, Codable, CaseIterable {
  /// A push button (UIButton, android.widget.Button, a UIA Button, GTK button).
  case button
  /// iOS: an element with the adjustable trait (swipe up/down changes its value).
  case adjustable
  /// macOS: `NSAccessibility.Role.incrementor`, the stepper role.
  case incrementor
  /// A spin button (`GTK_ACCESSIBLE_ROLE_SPIN_BUTTON`, ARIA `spinbutton`, a UIA Spinner).
  case spinButton
  /// An editable text field (UITextField, android.widget.EditText, a UIA Edit).
  case editText
  /// Static text (UILabel, TextView, TextBlock, GtkLabel).
  case staticText
  /// Android's `android.widget.NumberPicker` container (TalkBack speaks no role word for it).
  case numberPicker
  /// A slider (Android: a node with RangeInfo and ACTION_SET_PROGRESS).
  case slider
  /// A progress indicator: a value the app sets and nobody adjusts (UIProgressView,
  /// NSProgressIndicator, android.widget.ProgressBar, a UIA ProgressBar, GtkProgressBar).
  case progressBar
  /// A check box (NSButton checkbox, android.widget.CheckBox, a UIA CheckBox, GtkCheckButton).
  case checkBox
  /// An on/off switch (UISwitch, NSSwitch, SwitchCompat, a WinUI ToggleSwitch, GtkSwitch).
  case toggleSwitch
  /// A button that stays pressed or not (a toggle button; GTK 3's switch was one).
  case toggleButton
  /// macOS: `NSAccessibility.Role.disclosureTriangle`, an NSButton with the disclosure bezel
  /// that shows or hides content (the only platform whose API has a role for a disclosure).
  case disclosureTriangle
  /// A plain view with no role: a control an app drew itself without saying what it is (an
  /// Android `View` or `TextView` with no class name of a widget, no RangeInfo and no actions
  /// beyond a click; an iOS `UIView` with no traits; a UIA element of the Custom control type
  /// with no patterns; GTK's generic role, AT-SPI's panel).
  case plainView
  /// A heading (UIKit's header trait, Android's `isHeading`, a UIA element with a
  /// HeadingLevel, `GTK_ACCESSIBLE_ROLE_HEADING`, `AXHeading`), with its level in
  /// ``AccessibleElement/headingLevel``: a screen's `heading:` element.
  case heading
  /// An image with a label (UIKit's image trait, Android's ImageView, a UIA Image, AT-SPI's
  /// image): a screen's `image:` element. A decorative image is not exposed at all.
  case image
  /// A link (UIKit's link trait, AppKit's `AXLink`, a UIA Hyperlink, `GTK_ACCESSIBLE_ROLE_LINK`);
  /// on Android, where a link is a span in a `TextView`'s text and has no role of its own, the
  /// text that holds the link (Documentation/Variants.md, "The link").
  case link
  /// A radio button: one option of a group of which one is chosen (NSButton radio,
  /// android.widget.RadioButton, Compose `Role.RadioButton`, a UIA RadioButton, AT-SPI's radio
  /// button, a GTK 4 grouped check button). iOS has none: its options are buttons.
  case radioButton
  /// A button that shows the chosen one of a list of choices and opens the list (a UIButton
  /// whose menu changes its selection, NSPopUpButton, android.widget.Spinner, a UIA ComboBox,
  /// AT-SPI's combo box for GtkDropDown and GtkComboBox); editable, NSComboBox's AXComboBox.
  case popUpButton
  /// An item of a pop-up list or menu (an NSMenuItem, a UIA ListItem of a ComboBox, an Android
  /// drop-down's row, an AT-SPI list or menu item).
  case menuItem
  /// A tab: one of a set of tabs of which one is selected, each showing its own page
  /// (Android's `roleDescription` "Tab" on a Material TabLayout tab or a Compose `Role.Tab`,
  /// which TalkBack speaks as ``AccessibleElement/localizedControlType``: it has no tab role; a
  /// UIA TabItem, AT-SPI's page tab, `AXTabButton`). iOS has none: its tabs and segments are
  /// buttons.
  case tab
}

extension AccessibleRole {
  /// The role in plain words for messages: "text", "spin button", "text field".
  package var plainName: String {
    switch self {
    case .button: "button"
    case .adjustable: "adjustable element"
    case .incrementor: "stepper"
    case .spinButton: "spin button"
    case .editText: "text field"
    case .staticText: "text"
    case .numberPicker: "number picker"
    case .slider: "slider"
    case .progressBar: "progress bar"
    case .checkBox: "check box"
    case .toggleSwitch: "switch"
    case .toggleButton: "toggle button"
    case .disclosureTriangle: "disclosure triangle"
    case .plainView: "element with no role"
    case .heading: "heading"
    case .image: "image"
    case .link: "link"
    case .radioButton: "radio button"
    case .popUpButton: "pop-up button"
    case .menuItem: "menu item"
    case .tab: "tab"
    }
  }

  /// The plain name with its article, for messages: "a check box", "an element with no role".
  package var plainNameWithArticle: String {
    (plainName.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + plainName
  }
}

/// One element of the accessibility tree an app exposes, as a screen reader finds it.
package struct AccessibleElement: Equatable, Sendable, Identifiable {
  /// A stable id within the control: `increment`, `decrement`, `field`, `stepper`, `label`,
  /// `value`, `helper`.
  package var id: String
  /// What it is.
  package var role: AccessibleRole
  /// The platform's own words for what kind of element it is, where its toolkit gives words
  /// other than its role's (UIA's LocalizedControlType: a WinUI ProgressRing's peer says
  /// "ProgressRing" for a ProgressBar control type; Android's roleDescription: a Material
  /// TabLayout tab's "Tab", Compose's "Tab" and "Switch"); `nil` where it keeps its role's words. A
  /// reader whose pack says it speaks them (``Vocabulary/localizedControlType``) says them in
  /// place of its role word.
  package var localizedControlType: String? = nil
  /// Its accessible name (accessibility label, content description, UIA Name, text), if any.
  package var name: String?
  /// Its value as text, if it has one.
  package var value: String?
  /// The hint the app set.
  package var hint: String?
  /// A description (AdwSpinRow's subtitle, `described-by`).
  package var description: String?
  /// The visible label that names it through a relation (Android `labelFor`).
  package var labeledBy: String?
  /// Whether it is enabled (not dimmed, disabled, insensitive, unavailable).
  package var isEnabled: Bool
  /// Whether its text can be edited.
  package var isEditable: Bool
  /// Whether screen-reader navigation (swipe, VO+arrows, scan mode) reaches it.
  package var isNavigable: Bool
  /// Whether it takes keyboard focus.
  package var takesKeyboardFocus: Bool
  /// The app's live-region setting.
  package var liveRegion: LiveRegion
  /// Whether it is clickable (Android's "Double-tap to activate" hint comes from this).
  package var isClickable: Bool
  /// Whether it is an image or an image button (Android's ImageButton: TalkBack's
  /// ROLE_IMAGE_BUTTON says "Unlabelled" when it has no name).
  package var isImage: Bool
  /// The control part it stands for, if any.
  package var part: PartID?
  /// Whether it stands for the whole control without being one of its parts (UIStepper's
  /// adjustable element): naming the control reaches it.
  package var standsForControl: Bool
  /// Whether the app set the name (as opposed to the platform's default), for explanations.
  package var nameSource: NameSource
  /// The role of the widget the element lives inside, when that matters to readers (the
  /// virtual buttons and text of an Android NumberPicker).
  package var containerRole: AccessibleRole?
  /// Its states: the word-states it is in (checked, on, selected, pressed, …), its range, the
  /// app's state description, its position in a set.
  package var states: ElementStates
  /// Whether the platform tells readers when ``states`` change (UIA's property-changed event
  /// for ToggleState, AT-SPI's state-changed, Android's state-description change). `false`
  /// for a provider that never raises it: readers hear the new state only when they read the
  /// element again.
  package var raisesStateChangeEvents: Bool
  /// A heading's level (1 for the top level), where the platform exposes one; `nil` for a
  /// heading without a level and for every other element.
  package var headingLevel: Int?
  /// The containers it sits in on a screen (a list, a group, a tab bar), outermost first;
  /// empty for an element of a component alone.
  package var containers: [AccessibleContainer]
  /// Where it is on the screen, when the screen file gives its element a `frame:`.
  package var frame: ElementFrame?
  /// The error its content is marked invalid with (Android's `setError`: the node's
  /// `isContentInvalid` and `getError`), or `nil` when it has none exposed.
  package var errorMessage: String?

  /// Whether a person can act on it: it takes keyboard focus, is clickable or editable, or is a
  /// control part or role (a button, an adjustable, a spin button). Static text is not.
  package var isActionable: Bool {
    takesKeyboardFocus || isClickable || isEditable || part != nil
      || [
        .button, .adjustable, .incrementor, .spinButton, .editText, .numberPicker, .slider,
        .checkBox, .toggleSwitch, .toggleButton, .disclosureTriangle, .link, .radioButton, .tab,
      ].contains(role)
  }

  /// Where an element's name came from.
  package enum NameSource: String, Sendable, Codable {
    /// The platform's own default (UIStepper's "Increment", NumberBox's "Increase").
    case platformDefault
    /// The app set it (accessibility label, content description, AutomationProperties.Name).
    case app
    /// The visible text of the element or of its label.
    case visibleText
    /// It has none.
    case none
  }

  /// Creates an element; everything not given takes the common default.
  package init(
    id: String, role: AccessibleRole, name: String? = nil, value: String? = nil,
    hint: String? = nil, description: String? = nil, labeledBy: String? = nil,
    isEnabled: Bool = true, isEditable: Bool = false, isNavigable: Bool = true,
    takesKeyboardFocus: Bool = false, liveRegion: LiveRegion = .none, isClickable: Bool = false,
    isImage: Bool = false,
    part: PartID? = nil, nameSource: NameSource = .platformDefault,
    containerRole: AccessibleRole? = nil, states: ElementStates = ElementStates(),
    standsForControl: Bool = false, raisesStateChangeEvents: Bool = true,
    headingLevel: Int? = nil, containers: [AccessibleContainer] = []
  ) {
    self.containers = containers
    self.id = id
    self.role = role
    self.name = name
    self.value = value
    self.hint = hint
    self.description = description
    self.labeledBy = labeledBy
    self.isEnabled = isEnabled
    self.isEditable = isEditable
    self.isNavigable = isNavigable
    self.takesKeyboardFocus = takesKeyboardFocus
    self.liveRegion = liveRegion
    self.isClickable = isClickable
    self.isImage = isImage
    self.part = part
    self.nameSource = nameSource
    self.containerRole = containerRole
    self.states = states
    self.standsForControl = standsForControl
    self.raisesStateChangeEvents = raisesStateChangeEvents
    self.headingLevel = headingLevel
  }
}

/// A state an element can be in, as a word-less key: `on`, `checked`, `expanded`, `read-only`.
/// Open like roles' words: a control with a new state makes a new key (`StateKey("grabbed")`)
/// and the packs that speak it add a row for it to their state tables; nothing else changes.
/// The raw value is the state in neutral words (no reader's), as `:tree` and the rule pack
/// documentation show it.
package struct StateKey: RawRepresentable, Hashable, Sendable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  /// The state in neutral words: "on", "not checked", "read-only".
  package var rawValue: String

  /// Creates a key from its neutral words.
  package init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a key from its neutral words.
  package init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a key from a literal.
  package init(stringLiteral value: String) { self.rawValue = value }

  /// The neutral words.
  package var description: String { rawValue }

  /// A switch that is on (UISwitch `isOn`, Android `isChecked` on a Switch, UIA ToggleState).
  package static let on: StateKey = "on"
  /// A switch that is off.
  package static let off: StateKey = "off"
  /// A check box that is checked (UIA ToggleState, AT-SPI checked, NSButton state).
  package static let checked: StateKey = "checked"
  /// A check box that is not checked.
  package static let notChecked: StateKey = "not checked"
  /// A check box that is partly checked (AT-SPI indeterminate, a tri-state box).
  package static let mixed: StateKey = "mixed"
  /// A toggle button that is pressed (AT-SPI pressed, ARIA `aria-pressed`).
  package static let pressed: StateKey = "pressed"
  /// A toggle button that is not pressed.
  package static let notPressed: StateKey = "not pressed"
  /// Selected (UIAccessibilityTraits.selected, AT-SPI selected).
  package static let selected: StateKey = "selected"
  /// The chosen option of a group (a radio button that is checked: UIA SelectionItem
  /// IsSelected, AT-SPI checked on a radio button, Android `isChecked` on a RadioButton).
  package static let chosen: StateKey = "chosen"
  /// An option of a group that is not the chosen one.
  package static let notChosen: StateKey = "not chosen"
  /// Expanded (AT-SPI expanded, UIA ExpandCollapseState).
  package static let expanded: StateKey = "expanded"
  /// Collapsed.
  package static let collapsed: StateKey = "collapsed"
  /// A link that was followed (AT-SPI visited, GTK `GTK_ACCESSIBLE_STATE_VISITED`).
  package static let visited: StateKey = "visited"
  /// Its value can be read but not changed (AT-SPI read-only, UIA IsReadOnly).
  package static let readOnly: StateKey = "read-only"
  /// Busy (AT-SPI busy, ARIA `aria-busy`).
  package static let busy: StateKey = "busy"
  /// Its value is invalid (AT-SPI invalid-entry, ARIA `aria-invalid`).
  package static let invalid: StateKey = "invalid"
  /// A value is required (AT-SPI required, ARIA `aria-required`).
  package static let required: StateKey = "required"
  /// A text field the user is editing now: it has keyboard focus and the keyboard is up
  /// (UIKit's private is-editing trait, Android's focused EditText with the input method shown).
  package static let editing: StateKey = "editing"
  /// A text field whose text is masked and never exposed (UIKit `isSecureTextEntry`,
  /// Android `isPassword`, UIA `IsPassword`, AT-SPI's password-text role, AppKit's
  /// NSSecureTextField): readers never read its text.
  package static let secure: StateKey = "secure"
  /// A text field for search terms (UIKit's search-field trait on a UISearchTextField, SwiftUI's
  /// `searchable` field, Android's SearchView edit text, AppKit's AXSearchField subrole on an
  /// NSSearchField, GTK's search-box role on a GtkSearchEntry).
  package static let searchField: StateKey = "search field"
  /// A text field that holds lines, where Return starts a new one (AT-SPI multi-line on a
  /// GtkTextView, Android `isMultiLine`, UIKit's private text-area trait on a UITextView or
  /// SwiftUI TextEditor, AppKit's AXTextArea role on an NSTextView). UIA has no such property.
  package static let multiLine: StateKey = "multi-line"
  /// It moves left to right (a slider's UIA Orientation, AT-SPI horizontal).
  package static let horizontal: StateKey = "horizontal"
  /// It moves bottom to top (AT-SPI vertical).
  package static let vertical: StateKey = "vertical"
  /// A row of a picker wheel (UIPickerView's component, SwiftUI's wheel Picker): VoiceOver says
  /// "Picker item" before "Adjustable".
  package static let pickerItem: StateKey = "picker item"

  /// States a reader says with the role ("horizontal slider"), not as the element's state:
  /// `:tree` shows them with neither.
  package static let roleQualifiers: Set<StateKey> = [.horizontal, .vertical]
}

/// The states an element exposes beyond enabled and focusable: the word-states it is in
/// (``StateKey``s: on, checked, selected, pressed, …) and the states that carry data (a range,
/// the app's state or value description, an item status, a place in a set), each `nil` (or
/// empty) where the element does not have it.
package struct ElementStates: Equatable, Hashable, Sendable {
  /// The word-states the element is in, in the order its control gives them, each once.
  package private(set) var keys: [StateKey]
  /// Whether activating it toggles its state even without a click action (a switch: SwiftUI's
  /// Toggle has no button trait), and whether the app's value description stands for its state
  /// word.
  package var togglesOnActivation: Bool
  /// The range it moves in, where it has one (UIA RangeValue, Android RangeInfo, AT-SPI value).
  package var range: RangeInfo?
  /// The state in the app's words (Android `stateDescription`), spoken instead of the platform's.
  package var stateDescription: String?
  /// Its place in a group (`2 of 5`), where the platform exposes one.
  package var positionInSet: SetPosition?
  /// The app's own words for the value or state, outside Android: iOS `accessibilityValue`
  /// set by the app, macOS `accessibilityValueDescription` (AXValueDescription), GTK 4
  /// `GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT` (AT-SPI Value's `Text`). Readers that speak it say it
  /// in place of the number or a toggle's state word.
  package var valueDescription: String?
  /// The app's UIA `ItemStatus` (WinUI `AutomationProperties.ItemStatus`): Narrator's
  /// "advanced information"; NVDA reads it only on column headers.
  package var itemStatus: String?

  /// Creates states; everything not given is absent.
  package init(
    _ keys: [StateKey] = [], togglesOnActivation: Bool = false, range: RangeInfo? = nil,
    stateDescription: String? = nil, positionInSet: SetPosition? = nil,
    valueDescription: String? = nil, itemStatus: String? = nil
  ) {
    self.keys = []
    self.togglesOnActivation = togglesOnActivation
    self.range = range
    self.stateDescription = stateDescription
    self.positionInSet = positionInSet
    self.valueDescription = valueDescription
    self.itemStatus = itemStatus
    for key in keys { insert(key) }
  }

  /// Whether the element is in the state `key`.
  package func contains(_ key: StateKey) -> Bool { keys.contains(key) }

  /// Puts the element in the state `key` (after the ones it is in; nothing if it is already).
  package mutating func insert(_ key: StateKey) {
    if !keys.contains(key) { keys.append(key) }
  }

  /// Takes the element out of the state `key`.
  package mutating func remove(_ key: StateKey) { keys.removeAll { $0 == key } }

  /// Which way a control moves.
  package enum Orientation: String, Sendable, Codable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Bottom to top.
    case vertical

    /// The state an element moving this way is in.
    package var stateKey: StateKey { StateKey(rawValue: rawValue) }
  }

  /// The value's place in its range, in whole percent (half away from zero); `nil` without a
  /// range or when the range is empty.
  package var percentOfRange: Int? {
    guard let range, range.maximum > range.minimum, range.value.isFinite else { return nil }
    // Without overflow, even for a range wider than the largest number (−1.7e308…1.7e308).
    let fraction = RangeArithmetic.ratio(of: range.value, from: range.minimum, to: range.maximum)
    return RangeArithmetic.saturatingInt(fraction * 100)
  }

  /// A check box's three states.
  package enum Checked: String, Sendable, Codable, CaseIterable {
    /// Checked.
    case checked
    /// Not checked.
    case unchecked
    /// Partly checked (a tri-state box whose children differ).
    case mixed

    /// The state a check box in this state is in.
    package var stateKey: StateKey {
      switch self {
      case .checked: .checked
      case .unchecked: .notChecked
      case .mixed: .mixed
      }
    }
  }

  /// A range and the value in it.
  package struct RangeInfo: Equatable, Hashable, Sendable {
    /// The lowest value.
    package var minimum: Double
    /// The highest value.
    package var maximum: Double
    /// The current value.
    package var value: Double
    /// How the value is meant: Android's RangeInfo type decides whether TalkBack says a
    /// percentage or the number.
    package var kind: Kind

    /// Creates a range.
    package init(minimum: Double, maximum: Double, value: Double, kind: Kind = .float) {
      self.minimum = minimum
      self.maximum = maximum
      self.value = value
      self.kind = kind
    }

    /// Android's `RangeInfo` types (RANGE_TYPE_INT, RANGE_TYPE_FLOAT, RANGE_TYPE_PERCENT).
    package enum Kind: String, Sendable, Codable, CaseIterable {
      /// Whole numbers.
      case int
      /// Any number.
      case float
      /// A percentage.
      case percent
    }
  }

  /// A position in a set: `position` of `size`, both from 1.
  package struct SetPosition: Equatable, Hashable, Sendable {
    /// The element's place, from 1.
    package var position: Int
    /// How many there are.
    package var size: Int

    /// Creates a position.
    package init(position: Int, size: Int) {
      self.position = position
      self.size = size
    }
  }
}
