import ComponentModel
import ControlRegistry
import Controls
import Core
import Foundation
import StepperControl
import TestSupport
import Testing

@testable import ComponentFile

/// How a file and `--set` overrides resolve into per-platform configurations.
@Suite struct ResolutionTests {
  static let full = """
    # A quantity stepper on every platform.
    control: stepper
    name: Quantity picker
    label: Quantity
    value: 2
    minimum: 0
    maximum: 10
    step: 1
    wraps: false
    increment: { label: Add one, hint: Adds one item }
    decrement:
      label: Remove one
    platforms:
      ios: { variant: swiftui, autorepeat: false }
      macos:
        variant: appkit
        maximum: 59
      android: { variant: numberpicker }
      windows: { variant: numberbox, spinButtonPlacement: inline, value: .nan, minimum: -.inf, header: How many }
      linux: { variant: adw-spinrow, subtitle: Items, digits: 1, climbRate: 0.5, largeStep: 5, decrement: { hint: Removes one } }
    """

  @Test func fullFileResolvesEveryPlatform() throws {
    let component = try loadComponent(Self.full)
    #expect(component.name == "Quantity picker")
    #expect(component.platformList == [.ios, .macos, .android, .windows, .linux])
    #expect(
      component.platforms.mapValues(\.stepperVariant) == [
        .ios: .swiftui, .macos: .appkit, .android: .numberpicker, .windows: .numberbox,
        .linux: .adwSpinRow,
      ])
    #expect(
      component.platforms[.ios]?.stepperConfiguration
        == StepperConfiguration(
          value: 2, minimum: 0, maximum: 10, step: 1, wraps: false, continuous: true,
          autorepeat: false, label: "Quantity"))
    #expect(
      component.platforms[.macos]?.stepperConfiguration
        == StepperConfiguration(
          value: 2, minimum: 0, maximum: 59, step: 1, wraps: false, continuous: true,
          autorepeat: true, label: "Quantity"))
    // NumberPicker has no step setting: the top-level step is skipped there, and the file's
    // wraps: false replaces NumberPicker's default wrap.
    #expect(
      component.platforms[.android]?.stepperConfiguration
        == StepperConfiguration(
          value: 2, minimum: 0, maximum: 10, step: 1, wraps: false, continuous: true,
          autorepeat: true, label: "Quantity"))
    #expect(
      same(
        component.platforms[.windows]?.stepperConfiguration,
        StepperConfiguration(
          value: .nan, minimum: -.infinity, maximum: 10, step: 1, largeStep: 10, wraps: false,
          continuous: true, autorepeat: true, acceptsExpression: false,
          validationMode: .invalidInputOverwritten, spinButtonPlacement: .inline,
          header: "How many", placeholderText: "", label: "Quantity")))
    #expect(component.platforms[.windows]?.stepperConfiguration.value.isNaN == true)
    #expect(
      component.platforms[.linux]?.stepperConfiguration
        == StepperConfiguration(
          value: 2, minimum: 0, maximum: 10, step: 1, largeStep: 5, wraps: false,
          continuous: true, autorepeat: true, climbRate: 0.5, digits: 1, numeric: false,
          snapToTicks: false, updatePolicy: .always, orientation: .horizontal, label: "Quantity",
          subtitle: "Items"))
    let parts: [PartID: PartSettings] = [
      .increment: PartSettings(label: "Add one", hint: "Adds one item"),
      .decrement: PartSettings(label: "Remove one"),
    ]
    for platform in [Platform.ios, .macos, .android, .windows] {
      #expect(component.platforms[platform]?.parts == parts)
    }
    #expect(
      component.platforms[.linux]?.parts == [
        .increment: PartSettings(label: "Add one", hint: "Adds one item"),
        .decrement: PartSettings(label: "Remove one", hint: "Removes one"),
      ])
  }

  /// Settings a file does not give keep the variant's defaults.
  @Test(arguments: StepperVariant.allCases)
  func unsetSettingsKeepTheVariantDefaults(variant: StepperVariant) throws {
    let platform = variant.platforms[0]
    let component = try loadComponent(
      "platforms:\n  \(platform.rawValue): { variant: \(variant.rawValue) }")
    #expect(component.platformList == [platform])
    #expect(component.platforms[platform]?.stepperVariant == variant)
    #expect(same(component.platforms[platform]?.stepperConfiguration, variant.defaults))
    #expect(component.platforms[platform]?.parts == [:])
  }

  @Test func noPlatformsMeansAllFiveWithDefaultVariants() throws {
    let component = try loadComponent("")
    #expect(component.platformList == Platform.allCases)
    for platform in Platform.allCases {
      let variant = StepperVariant.default(for: platform)
      #expect(component.platforms[platform]?.stepperVariant == variant)
      #expect(same(component.platforms[platform]?.stepperConfiguration, variant.defaults))
    }
    #expect(component.name == "component")
    #expect(try loadComponent("# only a comment\n").platformList == Platform.allCases)
  }

  @Test func topLevelSettingsApplyWhereTheVariantHasThem() throws {
    let component = try loadComponent("maximum: 20\nheader: How many\nclimbRate: 2")
    #expect(
      component.platforms.mapValues(\.stepperConfiguration.maximum) == [
        .ios: 20, .macos: 20, .android: 20, .windows: 20, .linux: 20,
      ])
    #expect(component.platforms[.windows]?.stepperConfiguration.header == "How many")
    #expect(component.platforms[.ios]?.stepperConfiguration.header == nil)
    #expect(component.platforms[.linux]?.stepperConfiguration.climbRate == 2)
    #expect(component.platforms[.windows]?.stepperConfiguration.climbRate == 0)
  }

  // MARK: - Precedence: variant defaults ← file top ← file platform ← --set top ← --set platform

  static let layered = """
    value: 1
    platforms:
      ios: { value: 3 }
      macos: {}
    """

  @Test(arguments: [
    ([], 3.0, 1.0),
    (["value=7"], 7, 7),
    (["value=7", "platforms.ios.value=9"], 9, 7),
    (["platforms.ios.value=9", "value=7"], 9, 7),
    (["platforms.macos.value=5"], 3, 5),
    (["value=7", "value=8"], 8, 8),
  ])
  func precedence(overrides: [String], ios: Double, macos: Double) throws {
    let component = try loadComponent(Self.layered, overrides: overrides)
    #expect(component.platforms[.ios]?.stepperConfiguration.value == ios)
    #expect(component.platforms[.macos]?.stepperConfiguration.value == macos)
    // What nobody set keeps each variant's own default.
    #expect(component.platforms[.ios]?.stepperConfiguration.maximum == 100)
    #expect(component.platforms[.macos]?.stepperConfiguration.maximum == 59)
  }

  @Test func partSettingsMergeAcrossLayers() throws {
    let component = try loadComponent(
      "increment: { label: Add }\nplatforms:\n  ios: { increment: { hint: Adds one } }\n  macos:",
      overrides: ["increment.label=Plus", "platforms.macos.decrement.hint=Takes one"])
    #expect(
      component.platforms[.ios]?.parts == [
        .increment: PartSettings(label: "Plus", hint: "Adds one")
      ])
    #expect(
      component.platforms[.macos]?.parts == [
        .increment: PartSettings(label: "Plus"), .decrement: PartSettings(hint: "Takes one"),
      ])
  }

  @Test func setChangesTheVariantOfAPlatformInTheFile() throws {
    let component = try loadComponent(
      "platforms:\n  ios: { variant: uikit }\n  linux:", overrides: ["platforms.ios.variant=fiori"])
    #expect(
      component.platforms.mapValues(\.stepperVariant) == [.ios: .fiori, .linux: .gtkSpinButton])
    #expect(component.platforms[.ios]?.stepperConfiguration.autorepeat == false)
  }

  @Test func setAddsAPlatformTheFileLists() throws {
    let component = try loadComponent(
      "platforms:\n  ios:\n  linux:", overrides: ["platforms.windows.variant=numberbox"])
    #expect(component.platformList == [.ios, .windows, .linux])
  }

  /// With no `platforms:` in the file, a `--set platforms.…` override changes that platform
  /// and keeps the other four.
  @Test func setPlatformOnAFileWithoutPlatformsChangesOnlyThatPlatform() throws {
    let component = try loadComponent("label: Qty", overrides: ["platforms.ios.variant=swiftui"])
    #expect(component.platformList == Platform.allCases)
    #expect(component.platforms[.android]?.stepperVariant == .material)
    #expect(component.platforms[.ios]?.stepperVariant == .swiftui)
    #expect(component.platforms[.ios]?.stepperConfiguration.label == "Qty")
  }

  @Test func namesAndSpellings() throws {
    #expect(
      try loadComponent("platforms:\n  iOS: { variant: UIKit }").platforms[.ios]?.stepperVariant
        == .uikit)
    #expect(
      try loadComponent("platforms:\n  linux: { variant: GTK-SpinButton }").platforms[.linux]?
        .stepperVariant
        == .gtkSpinButton)
    let choices = try loadComponent(
      "platforms:\n  windows: { spinButtonPlacement: INLINE, validationMode: \"disabled\" }")
    #expect(choices.platforms[.windows]?.stepperConfiguration.spinButtonPlacement == .inline)
    #expect(choices.platforms[.windows]?.stepperConfiguration.validationMode == .disabled)
    let gtk = try loadComponent(
      "platforms:\n  linux: { updatePolicy: ifvalid, orientation: vertical }")
    #expect(gtk.platforms[.linux]?.stepperConfiguration.updatePolicy == .ifValid)
    #expect(gtk.platforms[.linux]?.stepperConfiguration.orientation == .vertical)
  }

  @Test(arguments: [
    ("wraps: yes", true), ("wraps: on", true), ("wraps: TRUE", true), ("wraps: no", false),
    ("wraps: off", false), ("wraps: False", false),
  ])
  func booleanSpellings(yaml: String, wraps: Bool) throws {
    #expect(
      try loadComponent(yaml + "\nplatforms:\n  ios:").platforms[.ios]?.stepperConfiguration.wraps
        == wraps
    )
  }

  @Test(arguments: [
    ("value: .nan", true), ("value: null", true), ("value: ~", true), ("value:", true),
    ("value: NaN", true), ("value: 4.5", false),
  ])
  func numberBoxMayBeEmpty(yaml: String, empty: Bool) throws {
    let value = try loadComponent(yaml + "\nplatforms:\n  windows:").platforms[.windows]?
      .stepperConfiguration.value
    #expect(value?.isNaN == empty)
  }

  @Test(arguments: [
    ("minimum: -.inf", -Double.infinity, Double.infinity),
    ("minimum: -infinity\nmaximum: +.inf", -.infinity, .infinity),
    ("minimum: -5\nmaximum: .inf", -5, .infinity),
    ("minimum: -Inf\nmaximum: 1e3", -.infinity, 1000),
  ])
  func infiniteBounds(yaml: String, minimum: Double, maximum: Double) throws {
    let configuration = try loadComponent(yaml + "\nplatforms:\n  windows:").platforms[.windows]?
      .stepperConfiguration
    #expect(configuration?.minimum == minimum)
    #expect(configuration?.maximum == maximum)
  }

  @Test func textValuesKeepTheirText() throws {
    let component = try loadComponent(
      "label: 42\nplatforms:\n  windows: { placeholderText: '', header: \"7\" }")
    #expect(component.platforms[.windows]?.stepperConfiguration.label == "42")
    #expect(component.platforms[.windows]?.stepperConfiguration.header == "7")
    #expect(component.platforms[.windows]?.stepperConfiguration.placeholderText == "")
    #expect(component.name == "42")
  }

  // MARK: - Names

  @Test func nameComesFromSetThenFileThenFirstPlatformLabelThenFallback() throws {
    #expect(try loadComponent("name: A\nlabel: B", overrides: ["name=C"]).name == "C")
    #expect(try loadComponent("name: A\nlabel: B").name == "A")
    #expect(try loadComponent("label: B").name == "B")
    // The first platform in platform order, not in file order.
    #expect(
      try loadComponent("platforms:\n  linux: { label: Linux }\n  ios: { label: Apple }").name
        == "Apple")
    #expect(try ComponentLoader.parse("", source: "x.yml", fallbackName: "qty").name == "qty")
  }

  @Test func anchorsWithoutAliasesAreFine() throws {
    #expect(try loadComponent("label: &l Qty").name == "Qty")
  }

  // MARK: - Loading files

  /// Writes `contents` to `name` in `folder` and returns its path.
  static func write(_ contents: String, named name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func loadReadsAFileAndNamesItAfterTheFile() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = try Self.write("value: 3\n", named: "quantity.yml", in: folder)
    let component = try ComponentLoader.load(path: path, overrides: ["maximum=50"])
    #expect(component.name == "quantity")
    #expect(component.platforms[.ios]?.stepperConfiguration.value == 3)
    #expect(component.platforms[.ios]?.stepperConfiguration.maximum == 50)
  }

  @Test func loadErrorsNameThePath() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let path = try Self.write("label: Qty\nmaximun: 5\n", named: "bad.yaml", in: folder)
    let place = ComponentFile.SourceLocation(source: path, line: 2, column: 1)
    #expect {
      try ComponentLoader.load(path: path)
    } throws: { error in
      // The case names the key, the nearest known key and the place, not only a text.
      guard
        case .unknownKey("maximun", .component, let known, "maximum", place)? =
          error as? ComponentFileError
      else { return false }
      return known.contains("maximum")
        && "\(error)" == "\(place): error: unknown key 'maximun' (did you mean 'maximum'?)"
    }
  }

  @Test(
    "An unreadable component file says why",
    arguments: [
      ("/nonexistent/quantity.yml", "no such file"), ("/", "is a folder, not a file"),
    ])
  func unreadablePath(path: String, reason: String) {
    let expected = ComponentFileError.unreadable(path: path, reason: reason, at: nil)
    #expect(throws: expected) { try ComponentLoader.load(path: path) }
    #expect(expected.description == "error: cannot read the component file '\(path)': \(reason)")
  }
}
