import Accessibility
import ComponentModel
import Controls
import Core

/// A native text field on one platform. Each variant's facts are in its own file in
/// `Variants/`; ``facts`` must name a value for every case, so a variant that forgets a fact
/// does not compile.
package enum TextFieldVariant: String, CaseIterable, Sendable, Codable, OnePartVariant {
  /// iOS UIKit `UITextField`.
  case uikit
  /// iOS SwiftUI `TextField`.
  case swiftui
  /// macOS AppKit `NSTextField` (editable).
  case appkit
  /// Android `EditText`.
  case edittext
  /// Android Material `TextInputLayout` around a `TextInputEditText`.
  case textinputlayout
  /// Windows WinUI 3 `TextBox`.
  case winui
  /// Linux `GtkEntry`.
  case gtkEntry = "gtk-entry"
  /// iOS UIKit `UITextField` with `isSecureTextEntry`.
  case uikitSecure = "uikit-secure"
  /// iOS SwiftUI `SecureField`.
  case swiftuiSecure = "swiftui-secure"
  /// macOS AppKit `NSSecureTextField`.
  case appkitSecure = "appkit-secure"
  /// Android `EditText` with a password input type (`textPassword`).
  case edittextPassword = "edittext-password"
  /// Windows WinUI 3 `PasswordBox`.
  case winuiPassword = "winui-password"
  /// Linux `GtkPasswordEntry`.
  case gtkPassword = "gtk-password"
  /// iOS UIKit `UISearchTextField` (the field of a `UISearchBar`).
  case uikitSearch = "uikit-search"
  /// iOS SwiftUI `searchable(text:)`'s search field.
  case swiftuiSearch = "swiftui-search"
  /// Android `SearchView`'s search edit text.
  case searchView = "searchview"
  /// macOS AppKit `NSSearchField`.
  case appkitSearch = "appkit-search"
  /// Windows WinUI 3 `AutoSuggestBox` (its TextBox).
  case winuiAutoSuggest = "winui-autosuggest"
  /// Linux `GtkSearchEntry`.
  case gtkSearch = "gtk-search"
  /// Android Compose Material 3 `TextField` / `OutlinedTextField`.
  case compose
  /// iOS UIKit `UITextView` (editable): multi-line.
  case uikitTextView = "uikit-textview"
  /// iOS SwiftUI `TextEditor`: multi-line.
  case swiftuiTextEditor = "swiftui-texteditor"
  /// macOS AppKit `NSTextView` (editable): multi-line.
  case appkitTextView = "appkit-textview"
  /// Linux `GtkTextView`: multi-line.
  case gtkTextView = "gtk-textview"

  /// Everything about the variant.
  package var facts: TextFieldVariantFacts {
    switch self {
    case .uikit: .uikitTextField
    case .swiftui: .swiftUITextField
    case .appkit: .appKitTextField
    case .edittext: .androidEditText
    case .textinputlayout: .materialTextInputLayout
    case .winui: .winUITextBox
    case .gtkEntry: .gtkEntry
    case .uikitSecure: .uikitSecureTextField
    case .swiftuiSecure: .swiftUISecureField
    case .appkitSecure: .appKitSecureTextField
    case .edittextPassword: .androidPasswordEditText
    case .winuiPassword: .winUIPasswordBox
    case .gtkPassword: .gtkPasswordEntry
    case .uikitSearch: .uikitSearchTextField
    case .swiftuiSearch: .swiftUISearchable
    case .searchView: .androidSearchView
    case .appkitSearch: .appKitSearchField
    case .winuiAutoSuggest: .winUIAutoSuggestBox
    case .gtkSearch: .gtkSearchEntry
    case .compose: .composeTextField
    case .uikitTextView: .uikitTextView
    case .swiftuiTextEditor: .swiftUITextEditor
    case .appkitTextView: .appKitTextView
    case .gtkTextView: .gtkTextView
    }
  }

  /// The variant as components and logs name it.
  package var id: VariantID { VariantID(control: .textField, rawValue: rawValue) }

  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts { facts.shared }
}

/// Whether a text field variant holds lines.
package enum TextFieldMultiLine: Sendable, Equatable {
  /// One line only: the platform's field cannot hold more (UITextField, NSTextField, GtkEntry,
  /// the secure and search fields).
  case never
  /// One line unless the app asks for lines (`multiLine: true`: Android's textMultiLine input
  /// type, Compose's `singleLine = false`, WinUI's AcceptsReturn, SwiftUI's `axis: .vertical`).
  case appChoice
  /// Always lines (UITextView, SwiftUI TextEditor, NSTextView, GtkTextView).
  case always
}

/// One text field variant's facts: the facts every one-part variant has
/// (``OnePartVariantFacts``), and how the platform exposes the field's label, placeholder and
/// error.
@dynamicMemberLookup
package struct TextFieldVariantFacts: Sendable {
  /// The facts every one-part variant has.
  package var shared: OnePartVariantFacts
  /// Whether the platform names a field that has no label by its placeholder.
  package var placeholderNamesUnlabelled: Bool
  /// Whether the placeholder is exposed as the value (or hint text) while the field is empty.
  package var placeholderWhileEmpty: Bool
  /// Whether the platform has a native error message the field exposes (Android's `setError`,
  /// TextInputLayout's error, GTK 4's invalid state with its error-message relation);
  /// elsewhere an error is only drawn unless the app says it.
  package var exposesNativeError: Bool
  /// Whether the variant's field is in editing mode as soon as it has keyboard focus: true for
  /// every variant (a touch field that a reader's double-tap or Full Keyboard Access focuses
  /// becomes first responder and shows the keyboard).
  package var editsOnFocus: Bool
  /// Whether it is a secure (password) field: its text is masked and never exposed, so no
  /// reader reads it, and typing is echoed as the reader's masked word or not at all.
  package var isSecure: Bool
  /// Whether it is a search field (a search-field trait or role beside editable text: UIKit's
  /// search-field trait, AppKit's AXSearchField subrole, GTK's search-box role). WinUI's
  /// AutoSuggestBox has none: UIA has no search role.
  package var isSearch: Bool
  /// The clear button the platform has beside the field, or `nil` where it has none.
  package var clearButton: TextFieldClearButton?
  /// The error the platform exposes when the app marks the field in error without giving its
  /// own message (Compose Material 3's `isError`: "Invalid input"); `nil` where an error that
  /// is not exposed is drawn only.
  package var defaultErrorMessage: String?
  /// Whether an app can give the field its own automation peer that reports the entry invalid
  /// (WinUI's TextBox: AutomationPeer.IsDataValidForFormCore).
  package var peerCanReportInvalid: Bool
  /// Whether the field holds lines: never, where the app chooses (`multiLine:`), or always (a
  /// text view).
  package var multiLine: TextFieldMultiLine
  /// Whether the platform's field has a placeholder (a text view has none).
  package var hasPlaceholder: Bool
  /// Whether the platform exposes that a field holds lines: AT-SPI's multi-line state,
  /// Android's isMultiLine, UIKit's text-area trait, AppKit's AXTextArea role; UIA has no such
  /// property, so a WinUI TextBox that accepts Return looks like any other.
  package var exposesMultiLine: Bool { shared.platform != .windows }
  /// Whether the platform has a property that marks the field required for its form: UIA
  /// IsRequiredForForm (Windows), AT-SPI's required state (GTK 4), AXRequired (AppKit); UIKit
  /// and Android's AccessibilityNodeInfo have none.
  package var exposesRequired: Bool {
    switch shared.platform {
    case .windows, .linux, .macos: true
    default: false
    }
  }

  /// Creates a text field variant's facts.
  init(
    nativeName: String, platform: Platform, summary: String, touchTarget: TouchTarget?,
    activationKeys: [Key] = [], takesKeyboardFocus: Bool, navigableWhenDisabled: Bool,
    placeholderNamesUnlabelled: Bool,
    placeholderWhileEmpty: Bool, exposesNativeError: Bool, editsOnFocus: Bool,
    isSecure: Bool = false, isSearch: Bool = false, clearButton: TextFieldClearButton? = nil,
    defaultErrorMessage: String? = nil, peerCanReportInvalid: Bool = false,
    multiLine: TextFieldMultiLine = .never, hasPlaceholder: Bool = true, source: Source
  ) {
    shared = OnePartVariantFacts(
      nativeName: nativeName, platform: platform, summary: summary, touchTarget: touchTarget,
      activationKeys: activationKeys, takesKeyboardFocus: takesKeyboardFocus,
      navigableWhenDisabled: navigableWhenDisabled, source: source)
    self.placeholderNamesUnlabelled = placeholderNamesUnlabelled
    self.placeholderWhileEmpty = placeholderWhileEmpty
    self.exposesNativeError = exposesNativeError
    self.editsOnFocus = editsOnFocus
    self.isSecure = isSecure
    self.isSearch = isSearch
    self.clearButton = clearButton
    self.defaultErrorMessage = defaultErrorMessage
    self.peerCanReportInvalid = peerCanReportInvalid
    self.multiLine = multiLine
    self.hasPlaceholder = hasPlaceholder
  }

  /// A shared fact: `facts.nativeName`, `facts.platform`.
  package subscript<T>(dynamicMember keyPath: KeyPath<OnePartVariantFacts, T>) -> T {
    shared[keyPath: keyPath]
  }

  /// The element the field exposes with `text` in it: an editable text element named by the
  /// app's label, the visible label or (where the platform does so) the placeholder; its text
  /// as the value (the placeholder while empty, where the platform exposes it so; never the
  /// text of a secure field, which is in the secure state instead); the app's hint; the error
  /// as its exposed error message where the platform has one and the app set it (Android's
  /// `setError`: the node's content is invalid with that error), or the platform's own message
  /// where the app marks the field in error without exposing its own (Compose's "Invalid
  /// input"); the editing state while `isEditing`.
  func element(
    _ configuration: TextFieldConfiguration, text: String, isEditing: Bool,
    _ settings: AccessibilitySettings
  ) -> AccessibleElement {
    let placeholder = configuration.placeholder
    let visible = configuration.label ?? (placeholderNamesUnlabelled ? placeholder : nil)
    let named = settings.label ?? visible
    let shownPlaceholder =
      text.isEmpty && placeholderWhileEmpty && named != placeholder ? placeholder : nil
    var error: String?
    if exposesNativeError, let message = configuration.errorText {
      error = configuration.exposesError ? message : defaultErrorMessage
    }
    let enabled = configuration.isEnabled
    var element = AccessibleElement(
      id: "field", role: .editText, name: named,
      value: text.isEmpty ? shownPlaceholder : (isSecure ? nil : text),
      hint: settings.hint, isEnabled: enabled, isEditable: enabled,
      isNavigable: enabled || shared.navigableWhenDisabled,
      takesKeyboardFocus: enabled && shared.takesKeyboardFocus, isClickable: enabled,
      part: .control,
      nameSource: settings.label != nil ? .app : (named == nil ? .none : .visibleText))
    element.errorMessage = error
    // An exposed error marks the content invalid (Android's isContentInvalid, AT-SPI's
    // invalid-entry state from GTK_ACCESSIBLE_STATE_INVALID).
    if error != nil { element.states.insert(.invalid) }
    // The app's own automation peer reports IsDataValidForForm false (WinUI).
    if peerCanReportInvalid, configuration.peerReportsInvalid { element.states.insert(.invalid) }
    // UIA IsRequiredForForm, AT-SPI STATE_REQUIRED, AXRequired.
    if configuration.isRequired, exposesRequired { element.states.insert(.required) }
    if isSecure { element.states.insert(.secure) }
    if isSearch { element.states.insert(.searchField) }
    // AT-SPI multi-line, Android isMultiLine, UIKit's text-area trait, AppKit's AXTextArea.
    if configuration.holdsLines(multiLine), exposesMultiLine { element.states.insert(.multiLine) }
    if isEditing { element.states.insert(.editing) }
    return element
  }
}

extension TextFieldVariant: RefusingVariant {
  /// What this field cannot be, in the order the text field checks it: a clear button where it
  /// has none the app controls, the peer's invalid entry off WinUI, `required` where the
  /// platform has no such property, lines where it has one line only (or no lines on a text
  /// view), a placeholder where it has none.
  package var refusals: [RefusedSetting<TextFieldConfiguration>] {
    let name = facts.nativeName
    var refused: [RefusedSetting<TextFieldConfiguration>] = []
    if let clear = facts.clearButton {
      if !clear.isAppChoice {
        refused.append(
          RefusedSetting(
            "clearButton",
            "\(name) always shows its \"\(clear.label)\" button while it holds text; leave "
              + "clearButton out"
          ) { $0.clearButton == false })
      }
    } else {
      refused.append(
        RefusedSetting(
          "clearButton",
          "\(name) has no clear button of its own; the variants with one are "
            + Self.allCases.filter { $0.facts.clearButton?.isAppChoice == true }
            .map(\.rawValue).joined(separator: ", ")
        ) { $0.clearButton == true })
    }
    if !facts.peerCanReportInvalid {
      refused.append(
        RefusedSetting(
          "peerReportsInvalid",
          "only a WinUI TextBox (winui) takes an app's automation peer that reports the entry "
            + "invalid; \(name) does not"
        ) { $0.peerReportsInvalid })
    }
    if !facts.exposesRequired {
      refused.append(
        RefusedSetting(
          "required",
          "\(name) has no property that marks a field required (neither UIKit nor Android's "
            + "AccessibilityNodeInfo has one): say it in the label (\"Email, required\") or "
            + "under accessibility: hint"
        ) { $0.isRequired })
    }
    switch facts.multiLine {
    case .never:
      refused.append(
        RefusedSetting(
          "multiLine",
          "\(name) holds one line only; the fields that hold lines are "
            + Self.allCases.filter { $0.facts.multiLine != .never }.map(\.rawValue)
            .joined(separator: ", ")
        ) { $0.multiLine == true })
    case .always:
      refused.append(
        RefusedSetting(
          "multiLine",
          "\(name) always holds lines; leave multiLine out, or use a one-line field"
        ) { $0.multiLine == false })
    case .appChoice: break
    }
    if !facts.hasPlaceholder {
      refused.append(
        RefusedSetting(
          "placeholder",
          "\(name) has no placeholder; give it a label, and put an example under accessibility: "
            + "hint"
        ) { $0.placeholder != nil })
    }
    return refused
  }
}
