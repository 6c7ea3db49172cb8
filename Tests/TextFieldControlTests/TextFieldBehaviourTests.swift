import Accessibility
import ComponentModel
import Controls
import Core
import Testing
import TextFieldControl

/// The text field without a screen reader: a tap starts editing, typing adds text, a disabled
/// field takes none, desktop fields edit on focus, and the element each variant exposes
/// (placeholder, missing label, exposed and hidden errors).
@Suite("Text field behaviour")
struct TextFieldBehaviourTests {
  func make(
    _ variant: TextFieldVariant, _ change: (inout TextFieldConfiguration) -> Void = { _ in }
  ) throws(ConfigurationError) -> TextField {
    var configuration = TextFieldConfiguration(label: "Name", placeholder: "Ada Lovelace")
    change(&configuration)
    return try TextField(
      platform: variant.facts.platform,
      setup: PlatformSetup(
        variant: variant.id, nativeName: variant.facts.nativeName, configuration: configuration))
  }

  @Test("A tap starts editing; typing adds text at the end and changes the value")
  func tapAndType() throws {
    var field = try make(.uikit)
    #expect(!field.isEditing)
    #expect(
      field.tap(.control).map(\.kind) == [
        .activated(.control), .focusMoved(from: nil, to: .control),
      ])
    #expect(field.isEditing)
    let events = field.type("Ada")
    #expect(
      events.map(\.kind) == [
        .textEdited("Ada", ControlEvent.TextEdit(part: .control, inserted: "Ada")),
        .valueChanged(
          from: .text(TextValue(text: "")), to: .text(TextValue(text: "Ada")), cause: .typedText),
      ])
    _ = field.type(" L")
    #expect(field.text == "Ada L")
    #expect(field.headline == "uikit (UITextField) · \"Name\" · \"Ada L\"")
    #expect(field.drawing == "*Name [Ada L|]*")
  }

  @Test("A disabled field takes no text and no tap")
  func disabled() throws {
    var field = try make(.edittext) { $0.isEnabled = false }
    _ = field.tap(.control)
    #expect(field.type("x").map(\.kind) == [.inputIgnored("the text field is disabled")])
    #expect(field.text == "")
    #expect(!field.isEditing)
  }

  @Test("A desktop field edits once Tab reaches it and stops when focus leaves")
  func desktopEditsOnFocus() throws {
    var field = try make(.winui)
    _ = field.pressKey(KeyChord(.tab))
    #expect(field.isEditing)
    _ = field.pressKey(KeyChord(.space))
    #expect(field.text == " ")
    _ = field.pressKey(KeyChord(.tab))
    #expect(!field.isEditing)
  }

  @Test("Keyboard focus on iOS starts editing (first responder); Space then types a space")
  func spaceOnIOS() throws {
    var field = try make(.swiftui)
    _ = field.focus(.control)
    #expect(field.isEditing)
    _ = field.pressKey(KeyChord(.space))
    #expect(field.text == " ")
  }

  @Test("The element: label as name, placeholder while empty where the platform exposes it")
  func elements() throws {
    let ios = try make(.uikit).elements(in: .standard)[0]
    #expect(ios.role == .editText && ios.name == "Name" && ios.value == "Ada Lovelace")
    #expect(ios.isEditable)
    let android = try make(.edittext).elements(in: .standard)[0]
    #expect(android.name == "Name" && android.value == nil)
    let gtk = try make(.gtkEntry).elements(in: .standard)[0]
    #expect(gtk.name == "Name" && gtk.value == nil)
  }

  @Test("MISCONFIGURED placeholder only: named by it, except on GTK where it has no name")
  func placeholderOnly() throws {
    // The text views have no placeholder (TextFieldMultiLineTests: refused).
    for variant in TextFieldVariant.allCases where variant.facts.hasPlaceholder {
      let element = try make(variant) { $0.label = nil }.elements(in: .standard)[0]
      let gtk = variant.facts.platform == .linux
      #expect(element.name == (gtk ? nil : "Ada Lovelace"), "\(variant)")
      #expect(element.value == nil, "\(variant)")
    }
  }

  @Test("The error: on the Android and GTK fields when exposed; nowhere when only drawn")
  func error() throws {
    for variant in TextFieldVariant.allCases {
      let shown = try make(variant) {
        $0.errorText = "Required"
        if !variant.facts.hasPlaceholder { $0.placeholder = nil }
      }.elements(in: .standard)[0]
      // Android's setError; GTK 4's invalid state and error-message relation.
      let exposed = [.android, .linux].contains(variant.facts.platform)
      #expect(shown.errorMessage == (exposed ? "Required" : nil), "\(variant)")
      #expect(shown.states.contains(.invalid) == exposed, "\(variant)")
      #expect(shown.description == nil, "\(variant)")
      let hidden = try make(variant) {
        $0.errorText = "Required"
        $0.exposesError = false
        if !variant.facts.hasPlaceholder { $0.placeholder = nil }
      }.elements(in: .standard)[0]
      // Compose's isError without the app's own message: Material's default "Invalid input".
      let fallback: String? = variant == .compose ? "Invalid input" : nil
      #expect(hidden.errorMessage == fallback, "\(variant)")
      #expect(hidden.states.contains(.invalid) == (fallback != nil), "\(variant)")
    }
  }

  @Test("A secure field exposes no text, only the secure state; the screen shows bullets")
  func secure() throws {
    for variant in TextFieldVariant.allCases where variant.facts.isSecure {
      var field = try make(variant) { $0.text = "pw" }
      let element = field.elements(in: .standard)[0]
      #expect(element.value == nil && element.states.contains(.secure), "\(variant)")
      _ = field.type("x")
      #expect(field.text == "pwx", "\(variant)")
      #expect(field.drawing == "*Name [•••|]*", "\(variant)")
      #expect(!field.headline.contains("pw"), "\(variant)")
    }
  }

  @Test("The editing state: while editing with keyboard focus, gone when focus leaves")
  func editingState() throws {
    var field = try make(.uikit)
    #expect(!field.elements(in: .standard)[0].states.contains(.editing))
    _ = field.tap(.control)
    #expect(field.elements(in: .standard)[0].states.contains(.editing))
    _ = field.focus(nil)
    #expect(!field.elements(in: .standard)[0].states.contains(.editing))
  }
}
