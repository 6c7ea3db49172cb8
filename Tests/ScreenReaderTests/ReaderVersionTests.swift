import Accessibility
import Core
import ScreenReaders
import TestSupport
import Testing

/// The reader's version is part of the environment: Orca 46 (formatting strings) and Orca 47 to
/// 50 (per-role generators) speak some roles differently, each difference cited in the pack.
@Suite("Reader versions")
struct ReaderVersionTests {
  /// An environment running Orca `version`.
  func orca(_ version: Int) throws -> PlatformEnvironment {
    var environment = PlatformEnvironment.standard
    try environment.setReaderVersion(version, of: "Orca")
    return environment
  }

  func on(_ variant: String) -> String { "platforms: { linux: { variant: \(variant) } }\n" }

  /// What Orca at `version` says when `element` takes its focus.
  func focus(_ element: AccessibleElement, orca version: Int?) throws -> [String] {
    let pack = try #require(RulePacks.named("orca"))
    let compositor = Compositor(
      pack: pack, settings: ReaderSettings(pack: pack), version: version)
    return compositor.describe(
      element, context: Compositor.Context(element: element, isFocused: true)
    ).map(\.text)
  }

  @Test("Orca's default is 50, the newest release read; a reader without versions has none")
  func defaults() throws {
    let orca = try #require(RulePacks.named("orca"))
    #expect(orca.versions?.values == [46, 47, 48, 49, 50])
    #expect(orca.versions?.defaultValue == 50)
    #expect(PlatformEnvironment.standard.readerVersion(of: orca) == 50)
    #expect(try self.orca(46).readerVersion(of: orca) == 46)
    let nvda = try #require(RulePacks.named("nvda"))
    #expect(nvda.versions == nil)
    #expect(PlatformEnvironment.standard.readerVersion(of: nvda) == nil)
  }

  @Test("A switch: Orca 46 'Wi-Fi switch off' (role, then state); 47 and later 'Wi-Fi off switch'")
  func orcaSwitch() throws {
    let wifi = AccessibleElement(
      id: "switch", role: .toggleSwitch, name: "Wi-Fi", takesKeyboardFocus: true,
      states: ElementStates([.off], togglesOnActivation: true))
    #expect(try focus(wifi, orca: 46) == ["Wi-Fi switch off"])
    for version in [47, 48, 49, 50] {
      #expect(try focus(wifi, orca: version) == ["Wi-Fi off switch"])
    }
    #expect(try focus(wifi, orca: nil) == ["Wi-Fi off switch"])
  }

  @Test("A button: Orca 46 'Save push button'; 47 and later 'Save button'")
  func orcaButton() throws {
    let yaml = "control: button\nlabel: Save\n" + on("gtk-button")
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab", environment: orca(46))
        == ["Save push button"])
    #expect(
      try said(yaml, on: .linux, reader: "orca", script: "press Tab", environment: orca(47))
        == ["Save button"])
    #expect(try said(yaml, on: .linux, reader: "orca", script: "press Tab") == ["Save button"])
    // The role word a criterion looks for follows the version.
    let pack = try #require(RulePacks.named("orca"))
    let old = Compositor(pack: pack, settings: ReaderSettings(pack: pack), version: 46)
    #expect(old.roleWord(for: .button)?.text == "push button")
    #expect(old.roleWord(for: .slider)?.text == "slider")
  }

  @Test("A slider: Orca 46 speaks no percentage on focus; 47 and later do")
  func orcaSlider() throws {
    let yaml = "control: slider\nlabel: Level\nvalue: 3\nmaximum: 10\n" + on("gtk-scale")
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Right", environment: orca(46))
        == ["Level horizontal slider 3", "4"])
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Right", environment: orca(47))
        == ["Level horizontal slider 3 30 percent.", "4"])
  }

  @Test("A spin button: Orca 46 'Quantity 75 spin button'; 47 and later the role, then the value")
  func orcaSpinButton() throws {
    let yaml = """
      label: Quantity
      value: 75
      minimum: 0
      maximum: 100
      platforms: { linux: { variant: gtk-spinbutton } }
      """
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Up", environment: orca(46))
        == ["Quantity 75 spin button", "76"])
    #expect(
      try said(
        yaml, on: .linux, reader: "orca", script: "press Tab; press Up", environment: orca(49))
        == ["Quantity spin button", "75", "76"])
  }

  @Test("Unknown readers, readers without versions, unmodelled versions and bad text are refused")
  func refusals() {
    var environment = PlatformEnvironment.standard
    #expect(
      throws: EnvironmentError.unknownReaderVersion(
        45, reader: "Orca", expected: [46, 47, 48, 49, 50])
    ) {
      try environment.setReaderVersion(parsing: "orca=45")
    }
    #expect(
      EnvironmentError.unknownReaderVersion(45, reader: "Orca", expected: [46, 47, 48, 49, 50])
        .description == "Orca 45 is not modelled; expected one of 46, 47, 48, 49, 50")
    #expect(throws: EnvironmentError.noReaderVersion(reader: "NVDA", modelled: ["orca"])) {
      try environment.setReaderVersion(parsing: "nvda=2023")
    }
    #expect(
      EnvironmentError.noReaderVersion(reader: "NVDA", modelled: ["orca"]).description
        == "A11ySim models no NVDA versions; reader versions are set for orca")
    #expect(throws: EnvironmentError.self) { try environment.setReaderVersion(parsing: "jaws=1") }
    #expect(throws: EnvironmentError.malformedReaderVersion("orca")) {
      try environment.setReaderVersion(parsing: "orca")
    }
    #expect(
      EnvironmentError.malformedReaderVersion("orca=forty").description
        == "'orca=forty' is not READER=VERSION (e.g. orca=46)")
    #expect(environment == .standard)
    try? environment.setReaderVersion(parsing: " Orca = 46 ")
    #expect(environment.readerVersions == ["orca": 46])
  }

  @Test("The documentation lists each version change with its source, and the older role word")
  func documented() throws {
    let pack = try #require(RulePacks.named("orca"))
    let markdown = RulePackDocumentation.markdown(pack)
    #expect(markdown.contains("Versions: 46, 47, 48, 49, 50; default 50. "))
    #expect(markdown.contains("`--reader-version orca=N` or `Given the reader version is Orca N`"))
    #expect(markdown.contains("| role button, version before 47 | \"push button\" | "))
    #expect(markdown.contains("| `focus.switch.46` | version before 47 and role toggleSwitch | "))
    for change in try #require(pack.versions).changes {
      #expect(change.source.references.allSatisfy { $0.isWellFormed })
      #expect(markdown.contains("| \(change.version) | "))
    }
  }
}
