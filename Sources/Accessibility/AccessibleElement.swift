import ComponentModel
import Controls
import Core

/// What an element is, in the words of the platform's accessibility API (not yet a reader's).
public enum AccessibleRole: String, Sendable, Codable, CaseIterable {
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
}

extension AccessibleRole {
  /// The role in plain words for messages: "text", "spin button", "text field".
  public var plainName: String {
    switch self {
    case .button: "button"
    case .adjustable: "adjustable element"
    case .incrementor: "stepper"
    case .spinButton: "spin button"
    case .editText: "text field"
    case .staticText: "text"
    case .numberPicker: "number picker"
    case .slider: "slider"
    }
  }
}

/// One element of the accessibility tree an app exposes, as a screen reader finds it.
public struct AccessibleElement: Equatable, Sendable, Identifiable {
  /// A stable id within the control: `increment`, `decrement`, `field`, `stepper`, `label`,
  /// `value`, `helper`.
  public var id: String
  /// What it is.
  public var role: AccessibleRole
  /// Its accessible name (accessibility label, content description, UIA Name, text), if any.
  public var name: String?
  /// Its value as text, if it has one.
  public var value: String?
  /// The hint the app set.
  public var hint: String?
  /// A description (AdwSpinRow's subtitle, `described-by`).
  public var description: String?
  /// The visible label that names it through a relation (Android `labelFor`).
  public var labeledBy: String?
  /// Whether it is enabled (not dimmed, disabled, insensitive, unavailable).
  public var isEnabled: Bool
  /// Whether its text can be edited.
  public var isEditable: Bool
  /// Whether screen-reader navigation (swipe, VO+arrows, scan mode) reaches it.
  public var isNavigable: Bool
  /// Whether it takes keyboard focus.
  public var takesKeyboardFocus: Bool
  /// The app's live-region setting.
  public var liveRegion: LiveRegion
  /// Whether it is clickable (Android's "Double-tap to activate" hint comes from this).
  public var isClickable: Bool
  /// The control part it stands for, if any.
  public var part: StepperPart?
  /// Whether the app set the name (as opposed to the platform's default), for explanations.
  public var nameSource: NameSource
  /// The role of the widget the element lives inside, when that matters to readers (the
  /// virtual buttons and text of an Android NumberPicker).
  public var containerRole: AccessibleRole?

  /// Whether a person can act on it: it takes keyboard focus, is clickable or editable, or is a
  /// control part or role (a button, an adjustable, a spin button). Static text is not.
  public var isActionable: Bool {
    takesKeyboardFocus || isClickable || isEditable || part != nil
      || [.button, .adjustable, .incrementor, .spinButton, .editText, .numberPicker, .slider]
        .contains(role)
  }

  /// Where an element's name came from.
  public enum NameSource: String, Sendable, Codable {
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
  public init(
    id: String, role: AccessibleRole, name: String? = nil, value: String? = nil,
    hint: String? = nil, description: String? = nil, labeledBy: String? = nil,
    isEnabled: Bool = true, isEditable: Bool = false, isNavigable: Bool = true,
    takesKeyboardFocus: Bool = false, liveRegion: LiveRegion = .none, isClickable: Bool = false,
    part: StepperPart? = nil, nameSource: NameSource = .platformDefault,
    containerRole: AccessibleRole? = nil
  ) {
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
    self.part = part
    self.nameSource = nameSource
    self.containerRole = containerRole
  }
}
