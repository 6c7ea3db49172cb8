import ComponentModel
import Controls
import TestSupport
import Testing

@testable import ComponentFile

/// Every error: exact message and `file:line:column`.
@Suite struct ComponentFileErrorTests {
  static let variants =
    "uikit, swiftui, appkit, material, numberpicker, numberbox, gtk-spinbutton, adw-spinrow, fiori"

  static func check(
    _ yaml: String, overrides: [String] = [], _ location: ComponentFile.SourceLocation?,
    _ message: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let error = failure(yaml, overrides: overrides)
    #expect(
      error == Shown(location: location, message: message),
      sourceLocation: sourceLocation)
  }

  /// A misspelt key is suggested from the component's own control's keys: a button's
  /// `minimun` suggests nothing (a stepper's `minimum` would only fail next), and `control:`
  /// may come after the key; `--set` uses the file's control.
  @Test func suggestionsFromTheControlsOwnKeys() {
    Self.check("control: button\nminimun: 5", at(2, 1), "unknown key 'minimun'")
    Self.check(
      "lable: Save\ncontrol: button", at(1, 1), "unknown key 'lable' (did you mean 'label'?)")
    Self.check(
      "control: button", overrides: ["minimun=5"], inSet(1, 1), "unknown key 'minimun'")
    Self.check(
      "control: switch\nplatforms:\n  ios: { minimun: 5 }", at(3, 10), "unknown key 'minimun'")
    // With no control named, a file describes the first kind (the stepper), whose keys do
    // not include a switch's `on`.
    Self.check("", overrides: ["a=1"], inSet(1, 1), "unknown key 'a'")
  }

  @Test func unknownKeys() {
    Self.check("label: Q\nmaximun: 5", at(2, 1), "unknown key 'maximun' (did you mean 'maximum'?)")
    Self.check("label: Q\nzzzzzz: 5", at(2, 1), "unknown key 'zzzzzz'")
    Self.check(
      "variant: uikit", at(1, 1),
      "unknown key 'variant'; a variant is chosen per platform (platforms: { ios: { variant: … } })"
    )
    Self.check(
      "platforms:\n  ios:\n    name: X", at(3, 5),
      "unknown key 'name' inside a platform; 'name' belongs at the top level")
    Self.check(
      "platforms:\n  ios: { varient: uikit }", at(2, 10),
      "unknown key 'varient' (did you mean 'variant'?)")
    Self.check(
      "increment: { lable: Add }", at(1, 14),
      "unknown key 'increment.lable'; a part takes label, hint, stateDescription (did you mean "
        + "'label'?)")
    Self.check(
      "field: { lable: Add }", at(1, 10),
      "unknown key 'field.lable'; a part takes label, hint (did you mean 'label'?)")
  }

  @Test func platformsAndVariants() {
    Self.check(
      "platforms:\n  andriod: {}", at(2, 3),
      "unknown platform 'andriod'; expected one of ios, macos, android, windows, linux "
        + "(did you mean 'android'?)")
    Self.check(
      "platforms:\n  iphone: {}", at(2, 3),
      "unknown platform 'iphone'; expected one of ios, macos, android, windows, linux")
    Self.check(
      "platforms:\n  ios: { variant: uikt }", at(2, 19),
      "unknown variant 'uikt'; expected one of \(Self.variants) (did you mean 'uikit'?)")
    Self.check(
      "platforms:\n  ios: { variant: swiftu }", at(2, 19),
      "unknown variant 'swiftu'; expected one of \(Self.variants) (did you mean 'swiftui'?)")
    Self.check(
      "platforms:\n  ios: { variant: appkit }", at(2, 19),
      "the variant 'appkit' does not exist on iOS; expected one of uikit, swiftui, fiori")
    Self.check(
      "platforms:\n  linux: { variant: fiori }", at(2, 21),
      "the variant 'fiori' does not exist on Linux; expected one of gtk-spinbutton, adw-spinrow")
    Self.check(
      "platforms: [ios]", at(1, 12),
      "expected a mapping of platforms (ios:, macos:, android:, windows:, linux:) for 'platforms', "
        + "found a list")
    Self.check(
      "platforms:\n  ios: uikit", at(2, 8),
      "expected the settings of iOS as a mapping (variant: …), found 'uikit'")
    Self.check(
      "control: dial", at(1, 10),
      "unknown control 'dial'; A11ySim models: " + ShippedControls.commaList
        + " (did you mean 'dialog'?)")
    Self.check("name: [a]", at(1, 7), "expected text for 'name', found a list")
  }

  @Test func optionsThatDoNotApply() {
    Self.check(
      "platforms:\n  ios: { header: Qty }", at(2, 10),
      "'header' does not apply to uikit; it applies to numberbox")
    Self.check(
      "platforms:\n  android: { variant: numberpicker, step: 2 }", at(2, 37),
      "'step' does not apply to numberpicker; it applies to uikit, swiftui, appkit, material, "
        + "numberbox, gtk-spinbutton, adw-spinrow, fiori")
    Self.check(
      "header: Qty\nplatforms:\n  ios: {}", at(1, 1),
      "'header' applies to numberbox, and this component uses none of them")
    Self.check(
      "subtitle: Items", at(1, 1),
      "'subtitle' applies to adw-spinrow, and this component uses none of them")
    Self.check(
      "platforms:\n  ios:", overrides: ["digits=2"], inSet(1, 1),
      "'digits' applies to gtk-spinbutton, adw-spinrow, and this component uses none of them")
  }

  /// A list setting two controls have (the radio group's and the dropdown's `options:`) names
  /// the variants of both when this component uses none of them, not the first control's only.
  @Test func listSettingOfTwoControlsNamesBoth() {
    let error = failure("options: [Small, Large]\nplatforms:\n  ios: {}")
    #expect(error?.location == at(1, 1))
    let message = error?.message ?? ""
    #expect(message.hasPrefix("'options' applies to uikit, swiftui, appkit, swiftui-picker, "))
    #expect(message.contains(", uikit-menu, swiftui-menu-picker, nspopupbutton, "))
    #expect(message.hasSuffix(", and this component uses none"))
  }

  @Test func wrongTypes() {
    Self.check("maximum: ten", at(1, 10), "expected a number for 'maximum', found 'ten'")
    Self.check(
      "maximum: \"10\"", at(1, 10), "expected a number for 'maximum', found the string \"10\"")
    Self.check("value: [1, 2]", at(1, 8), "expected a number for 'value', found a list")
    Self.check("value: { a: 1 }", at(1, 8), "expected a number for 'value', found a mapping")
    Self.check("wraps: maybe", at(1, 8), "expected true or false for 'wraps', found 'maybe'")
    Self.check(
      "wraps: 'true'", at(1, 8), "expected true or false for 'wraps', found the string \"true\"")
    Self.check(
      "platforms:\n  windows: { spinButtonPlacement: inlin }", at(2, 35),
      "expected one of hidden, compact, inline for 'spinButtonPlacement', found 'inlin' "
        + "(did you mean 'inline'?)")
    Self.check(
      "platforms:\n  windows: { validationMode: strict }", at(2, 30),
      "expected one of invalidInputOverwritten, disabled for 'validationMode', found 'strict'")
    Self.check(
      "platforms:\n  linux: { digits: 2.5 }", at(2, 20),
      "expected a whole number for 'digits', found '2.5'")
    Self.check(
      "platforms:\n  linux: { digits: \"2\" }", at(2, 20),
      "expected a whole number for 'digits', found the string \"2\"")
    Self.check(
      "increment: Add", at(1, 12),
      "expected the settings of the increment part as a mapping (label: …, hint: …), found 'Add'")
    Self.check(
      "increment: { label: [a] }", at(1, 21), "expected text for 'increment.label', found a list")
  }

  @Test func infinityOnlyForBounds() {
    Self.check("value: .inf", at(1, 8), "expected a finite number for 'value'")
    Self.check("step: -.inf", at(1, 7), "expected a finite number for 'step'")
    Self.check(
      "platforms:\n  linux: { largeStep: infinity }", at(2, 23),
      "expected a finite number for 'largeStep'")
  }

  @Test func emptyValueOnlyOnNumberBox() {
    Self.check(
      "value: .nan", at(1, 1),
      "value on iOS (uikit): must be a number (only a NumberBox can be empty)")
    Self.check(
      "value: null\nplatforms:\n  linux:", at(1, 1),
      "value on Linux (gtk-spinbutton): must be a number (only a NumberBox can be empty)")
    Self.check("minimum: .nan", at(1, 10), "expected a number for 'minimum', found '.nan'")
    Self.check("step: null", at(1, 7), "expected a number for 'step', found 'null'")
    Self.check("maximum:", at(1, 9), "expected a number for 'maximum', found ''")
  }

  @Test func notAMapping() {
    let expected =
      "not a component file: expected a YAML mapping of settings (control: …, label: …, "
      + "value: …), found "
    Self.check("- a\n- b", at(1, 1), expected + "a list")
    Self.check("hello", at(1, 1), expected + "text")
    Self.check("\"hello\"", at(1, 1), expected + "text")
    Self.check(
      "user: root\npassword: hunter2", at(1, 1),
      expected + "a mapping with none of the settings a component takes")
  }

  @Test func duplicateKeysAliasesAndComplexKeys() {
    Self.check(
      "label: A\nvalue: 1\nlabel: B", at(1, 1),
      "the key 'label' is given more than once in one mapping")
    Self.check(
      "platforms:\n  ios: {}\n  macos: {}\n  ios: {}", at(2, 3),
      "the key 'ios' is given more than once in one mapping")
    Self.check(
      "label: A\n? [a, b]\n: 1", at(2, 3), "expected a plain key, found a complex key")
  }

  /// YAML's own check counts two keys as one only when their tags match too (`1` is an int,
  /// `"1"` a string); files are composed without tagging plain scalars unless that check has
  /// something to say, and the errors must stay the ones tagging gives.
  @Test func duplicateKeysWhoseTagsDiffer() {
    Self.check("label: A\n1: a\n\"1\": b", at(3, 1), "the key '1' is already set at line 2")
    Self.check(
      "label: A\ntrue: a\n'true': b", at(3, 1), "the key 'true' is already set at line 2")
    Self.check(
      "label: A\n\"label\": B", at(1, 1), "the key 'label' is given more than once in one mapping")
    Self.check("!!int 1: a\n1: b", at(1, 1), "a key is given more than once in one mapping")
    Self.check("label: A\n1: a\n!!str 1: b", at(3, 1), "the key '1' is already set at line 2")
    Self.check(
      "platforms:\n  ios: {}\n  \"ios\": {}", at(2, 3),
      "the key 'ios' is given more than once in one mapping")
  }

  @Test func invalidYAML() {
    Self.check(
      "label: [unclosed", at(2, 1),
      "not valid YAML: did not find expected ',' or ']'")
    Self.check(
      "label: \"abc", at(1, 12), "not valid YAML: found unexpected end of stream")
    Self.check(
      "a: b: c", at(1, 5), "not valid YAML: mapping values are not allowed in this context")
    Self.check(
      "label: Qty\n\tvalue: 2", at(2, 1),
      "not valid YAML: found a tab character that violates indentation")
    Self.check(
      "label: Qty\n  value: 2", at(2, 8),
      "not valid YAML: mapping values are not allowed in this context")
  }

  @Test func configurationErrorsPointAtTheKey() {
    Self.check(
      "minimum: 20\nmaximum: 10", at(1, 1),
      "minimum on iOS (uikit): the minimum (20) is greater than the maximum (10)")
    Self.check("step: 0", at(1, 1), "step on iOS (uikit): must be greater than zero")
    Self.check(
      "label: Q\nstep: -1", at(2, 1),
      "step on iOS (uikit): negative increments are not allowed (got -1)")
    Self.check(
      "platforms:\n  ios: { minimum: 5, maximum: 5 }", at(2, 22),
      "maximum on iOS (uikit): UIStepper needs a maximum above the minimum (both are 5)")
    Self.check(
      "value: 500\nplatforms:\n  ios: { variant: fiori }", at(1, 1),
      "value on iOS (fiori): 500 is outside 0…100")
    Self.check(
      "platforms:\n  linux: { digits: 21 }", at(2, 12),
      "digits on Linux (gtk-spinbutton): must be between 0 and 20 (GTK's limit)")
    Self.check(
      "minimum: 0", overrides: ["minimum=500"], inSet(1, 1),
      "minimum on iOS (uikit): the minimum (500) is greater than the maximum (100)")
  }

  /// When the field at fault was never set, the error points at the setting that made it wrong.
  @Test func configurationErrorOnAnUnsetField() {
    Self.check(
      "platforms:\n  ios: { variant: uikit, minimum: 100 }", at(2, 26),
      "maximum on iOS (uikit): UIStepper needs a maximum above the minimum (both are 100)")
    Self.check(
      "minimum: 100", at(1, 1),
      "maximum on iOS (uikit): UIStepper needs a maximum above the minimum (both are 100)")
  }

  /// Yams resolves aliases while composing, so ConfigNode never sees one: an alias is read as a
  /// copy of its anchor's value, not rejected (see the report).
  @Test func aliasesAreExpanded() throws {
    let component = try loadComponent("label: &l Qty\nheader: *l")
    #expect(component.platforms[.windows]?.stepperConfiguration.header == "Qty")
    // An error in an aliased value points at the anchor, not at the alias.
    #expect(
      failure("label: &v ten\nplatforms:\n  linux: { digits: *v }")
        == Shown(
          location: at(1, 8), message: "expected a whole number for 'digits', found 'ten'"))
  }

  /// Nested aliases (a "billion laughs": ten levels of ten copies) would expand to 10^10 values;
  /// the file is refused with an error at the value where the limit was passed, at once.
  @Test func nestedAliasesAreRefused() {
    var yaml = "label: Quantity\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
    var previous = "a"
    for name in ["b", "c", "d", "e", "f", "g", "h", "i", "j"] {
      yaml +=
        "\(name): &\(name) ["
        + Array(repeating: "*\(previous)", count: 10).joined(
          separator: ", ") + "]\n"
      previous = name
    }
    let error = failure(yaml)
    #expect(
      error?.message
        == "the file holds more than 100000 values once its YAML aliases are expanded; a "
        + "component needs far fewer (are aliases nested inside each other?)")
    // The limit is passed inside the fifth level's copies of the first level (line 2).
    #expect(error?.location?.line == 2)
  }

  @Test func setErrors() {
    Self.check("", overrides: ["value"], inSet(1, 6), "expected key=value in --set 'value'")
    Self.check("", overrides: ["=3"], inSet(1, 1), "expected a key before '=' in --set '=3'")
    Self.check(
      "", overrides: ["platforms..variant=x"], inSet(1, 1),
      "expected a key before '=' in --set 'platforms..variant=x' (a dotted key has an empty part)")
    Self.check(
      "", overrides: ["label=Qty", "label=a: b"], inSet(2, 7),
      "expected a single value after '=' in --set 'label=a: b'; quote text that contains ':' or '#'"
    )
    Self.check(
      "", overrides: ["label=[1]"], inSet(1, 7),
      "expected a single value after '=' in --set 'label=[1]'; quote text that contains ':' or '#'")
    Self.check(
      "", overrides: ["value=\"7\""], inSet(1, 7),
      "expected a number for 'value', found the string \"7\"")
    Self.check(
      "", overrides: ["label=X", "value=abc"], inSet(2, 7),
      "expected a number for 'value', found 'abc'")
    Self.check(
      "", overrides: ["increment=x", "increment.label=y"], inSet(2, 1),
      "--set 'increment.label=y' nests under 'increment', which an earlier --set gave a value")
    Self.check(
      "", overrides: ["maximun=5"], inSet(1, 1), "unknown key 'maximun' (did you mean 'maximum'?)")
    Self.check(
      "", overrides: ["platforms.ios.variant=appkit"], inSet(1, 23),
      "the variant 'appkit' does not exist on iOS; expected one of uikit, swiftui, fiori")
  }

  // Found while fuzzing the session: `:config a.a.a…=1` with 200,000 parts hung, and
  // `--set` with 60,000 parts crashed the process (the nesting overflowed the stack).
  @Test func aKeyWithThousandsOfDottedPartsIsAnError() {
    let deep = String(repeating: "a.", count: 60_000) + "b"
    Self.check(
      "", overrides: ["label=Q", deep + "=1"], inSet(2, 1),
      "the key '\(String(repeating: "a.", count: 20))…' in --set has 60001 dotted parts; settings "
        + "nest at most 5 deep (platforms.ios.accessibility.announcements.valueChanged)")
    Self.check(
      "", overrides: [String(repeating: "a.", count: 15) + "b=1"], inSet(1, 1),
      "unknown key 'a'")
  }

  @Test func setValuesAreYAMLScalars() throws {
    #expect(try loadComponent("", overrides: ["label=\"a: b\""]).name == "a: b")
    // Nothing after '=' is YAML's null: the label is unset; quoted, it is empty text.
    #expect(
      try loadComponent("", overrides: ["label="]).platforms[.ios]?.stepperConfiguration.label
        == nil
    )
    #expect(
      try loadComponent("", overrides: ["label=\"\""]).platforms[.ios]?.stepperConfiguration.label
        == "")
    #expect(
      try loadComponent("", overrides: ["maximum=.inf"]).platforms[.windows]?.stepperConfiguration
        .maximum
        == .infinity)
    // On a command line '#' is text, not a YAML comment.
    #expect(try loadComponent("", overrides: ["label=Add #1"]).name == "Add #1")
  }

  @Test func descriptionsNameTheLocation() throws {
    let error = try #require(failure("label: Q\nmaximun: 5"))
    #expect(
      error.description
        == "quantity.yml:2:1: error: unknown key 'maximun' (did you mean 'maximum'?)")
    let fromSet = try #require(failure("", overrides: ["value"]))
    #expect(fromSet.description == "--set #1:1:6: error: expected key=value in --set 'value'")
  }
}
