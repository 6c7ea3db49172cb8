import Accessibility
import ComponentModel
import ControlRegistry
import Controls
import Core
import Testing

@testable import ComponentFile

/// Issue #13: an app's `stateDescription` (on the control and on each button) and its
/// RangeInfo type are component settings of the Material stepper, the Android variant whose
/// views the app owns (View.setStateDescription; AccessibilityNodeInfo.RangeInfo types INT,
/// FLOAT, PERCENT: https://developer.android.com/reference/android/view/View#setStateDescription(java.lang.CharSequence),
/// https://developer.android.com/reference/android/view/accessibility/AccessibilityNodeInfo.RangeInfo).
/// They reach the exposed elements' states; a variant without them says so.
@Suite("Android stateDescription and RangeInfo type")
struct AndroidStateTests {
  static let material =
    "label: Quantity\nvalue: 2\nmaximum: 10\nplatforms: { android: { variant: material } }"

  static func elements(_ yaml: String, overrides: [String] = []) throws -> [AccessibleElement] {
    let component = try loadComponent(yaml, overrides: overrides)
    let setup = try #require(component.platforms[.android])
    return try ControlCatalog.shipped.make(on: .android, setup: setup).elements(in: .standard)
  }

  static func states(_ elements: [AccessibleElement]) -> [String: ElementStates] {
    Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0.states) })
  }

  @Test("Each button carries its own state description, filled like a label")
  func partStateDescriptions() throws {
    let yaml =
      Self.material
      + "\nincrement: { label: Increase quantity, stateDescription: \"{value} items\" }"
    let states = Self.states(
      try Self.elements(yaml, overrides: ["decrement.stateDescription=fewer"]))
    #expect(states["increment"] == ElementStates(stateDescription: "2 items"))
    #expect(states["decrement"] == ElementStates(stateDescription: "fewer"))
    #expect(states["value"] == ElementStates())
    #expect(states["label"] == ElementStates())
  }

  @Test("The adjustable node has the RangeInfo type the app sets, and the control's description")
  func sliderStates() throws {
    let adjustable = Self.material + "\naccessibility: { presentation: adjustable }"
    // Without `rangeKind` the node keeps its value text as the state TalkBack speaks ("2").
    let plain = try #require(try Self.elements(adjustable).first { $0.id == "stepper" })
    #expect(plain.states == ElementStates())
    let set = try #require(
      try Self.elements(
        adjustable + "\nstateDescription: \"{value} of 10\"\nrangeKind: percent"
      ).first { $0.id == "stepper" })
    #expect(
      set.states
        == ElementStates(
          range: .init(minimum: 0, maximum: 10, value: 2, kind: .percent),
          stateDescription: "2 of 10"))
    for kind in ["int", "float", "percent"] {
      let element = try #require(
        try Self.elements(adjustable, overrides: ["rangeKind=\(kind)"]).first { $0.id == "stepper" }
      )
      #expect(element.states.range?.kind.rawValue == kind)
    }
  }

  @Test("Without the settings nothing changes: no state description on any element")
  func defaults() throws {
    for element in try Self.elements(Self.material) {
      #expect(element.states == ElementStates(), "\(element.id)")
    }
  }

  @Test("A variant without them: the error names the variant and what takes them")
  func otherVariants() {
    #expect(
      failure("stateDescription: x\nplatforms: { windows: { variant: numberbox } }")
        == Shown(
          location: at(1, 1),
          message: "'stateDescription' applies to uikit, swiftui, appkit, material, "
            + "gtk-spinbutton, adw-spinrow, and this component uses none of them"))
    #expect(
      failure(
        "platforms: { android: { variant: numberpicker, increment: { stateDescription: x } } }")
        == Shown(
          location: at(1, 61),
          message:
            "'increment.stateDescription' does not apply to numberpicker; it applies to material"))
    #expect(
      failure("platforms: { ios: { variant: uikit, rangeKind: int } }")
        == Shown(
          location: at(1, 37),
          message: "'rangeKind' does not apply to uikit; it applies to material"))
    #expect(
      failure(Self.material + "\nrangeKind: half")
        == Shown(
          location: at(5, 12),
          message: "expected one of int, float, percent for 'rangeKind', found 'half'"))
    #expect(
      failure("increment: { stateDescripton: x }")
        == Shown(
          location: at(1, 14),
          message: "unknown key 'increment.stateDescripton'; a part takes label, hint, "
            + "stateDescription (did you mean 'stateDescription'?)"))
  }

  @Test("--set on a platform whose variant lacks them changes nothing: an error, not silence")
  func overridesOnOtherPlatforms() throws {
    let component = try loadComponent("label: Quantity")
    for key in ["increment.stateDescription=2", "rangeKind=int"] {
      let name = String(key.prefix { $0 != "=" })
      #expect(
        throws: ComponentFileError.changesNothing(
          key: name, appliesTo: "material",
          running: [
            "iOS runs uikit, which takes label, value, minimum, maximum, step, wraps, continuous, "
              + "autorepeat, enabled, stateDescription"
          ],
          at: .init(source: "--set #1", line: 1, column: 1))
      ) {
        try ComponentLoader.checkOverrides([key], on: [.ios], of: component)
      }
    }
    // The whole control's stateDescription has an equivalent on iOS (accessibilityValue), none
    // that reaches the focused text box of a NumberBox.
    try ComponentLoader.checkOverrides(["stateDescription=2"], on: [.ios], of: component)
    let error = #expect(throws: ComponentFileError.self) {
      try ComponentLoader.checkOverrides(["stateDescription=2"], on: [.windows], of: component)
    }
    #expect(
      error?.description
        == ComponentFileError(
          location: .init(source: "--set #1", line: 1, column: 1),
          message: "'stateDescription' applies to uikit, swiftui, appkit, material, "
            + "gtk-spinbutton, adw-spinrow, so it changes nothing here: Windows runs numberbox, "
            + "which takes label, value, minimum, maximum, step, largeStep, wraps, enabled, "
            + "acceptsExpression, validationMode, spinButtonPlacement, header, placeholderText, "
            + "numberFormatter"
        ).description)
  }

  @Test("A setting the presentation has no element for is an error at its line")
  func presentationMismatch() {
    #expect(
      failure(Self.material + "\nstateDescription: x")
        == Shown(
          location: at(5, 1),
          message: "stateDescription on Android (material): the material stepper with "
            + "accessibility.presentation buttons exposes no element for the whole control: set "
            + "accessibility.presentation: adjustable, or give each button its own "
            + "(increment.stateDescription, decrement.stateDescription)"))
    #expect(
      failure(Self.material + "\nrangeKind: int")
        == Shown(
          location: at(5, 1),
          message: "rangeKind on Android (material): the material stepper with "
            + "accessibility.presentation buttons exposes no node with RangeInfo: set "
            + "accessibility.presentation: adjustable"))
    #expect(
      failure(
        Self.material
          + "\naccessibility: { presentation: adjustable }\ndecrement: { stateDescription: x }")
        == Shown(
          location: at(6, 14),
          message: "decrement.stateDescription on Android (material): the material stepper with "
            + "accessibility.presentation adjustable exposes no decrement button to describe: use "
            + "stateDescription (the whole control's) instead"))
  }
}
