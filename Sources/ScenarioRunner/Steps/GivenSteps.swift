import ComponentFile
import Controls
import Core
import ScreenReaders

extension StepLibrary {
  /// Steps that set the component, platform and reader up, whatever the control.
  static let givenSteps: [StepDefinition] = [
    StepDefinition(
      .given, "the component {string}", summary: "Use a component file (YAML).",
      example: "Given the component \"Scenarios/components/quantity.yml\""
    ) { context, args throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        try context.useComponentFile(args.text(0))
      }
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the component path") },
    StepDefinition(
      .given, "the component:",
      summary: "Use the component described in the doc string (YAML, as a component file).",
      example: "Given the component:\n  \"\"\"\n  label: Quantity\n  value: 2\n  \"\"\"",
      takesDocString: true
    ) { context, args throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        context.componentDescription = .yaml(args.docString ?? "")
        context.componentSource = "the scenario's component"
      }
    }.checking { args throws(StepFailure) in
      guard let yaml = args.docString, !yaml.allSatisfy(\.isWhitespace) else {
        throw StepFailure("the doc string is empty; describe the component in it (label: …)")
      }
      do throws(ComponentFileError) {
        _ = try ComponentLoader.parse(
          yaml, source: "the scenario's component", schema: args.schema)
      } catch {
        throw .component(error, setting: nil)
      }
    },
    StepDefinition(
      .given, "the platform is {platform}",
      summary: "Run on a platform with its own screen reader.",
      example: "Given the platform is iOS"
    ) { context, args throws(StepFailure) in
      let platform = try platform(args.text(0))
      try context.changeSetup { context throws(StepFailure) in context.platform = platform }
    }.checking { args throws(StepFailure) in _ = try platform(args.text(0)) },
    StepDefinition(
      .given, "the platform is {platform} with {reader}",
      summary: "Run on a platform with a named screen reader.",
      example: "Given the platform is Android with TalkBack"
    ) { context, args throws(StepFailure) in
      let platform = try platform(args.text(0))
      let reader = try readerID(args.text(1), on: platform)
      try context.changeSetup { context throws(StepFailure) in
        context.platform = platform
        context.readerID = reader
      }
    }.checking { args throws(StepFailure) in
      _ = try readerID(args.text(1), on: try platform(args.text(0)))
    },
    StepDefinition(
      .given, "no screen reader is running",
      summary: "Drive the control without a screen reader (keyboard and pointer only).",
      example: "Given no screen reader is running"
    ) { context, _ throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in context.readerID = "none" }
    },
    StepDefinition(
      .given, "the variant is {word}", summary: "Choose the native variant on the platform.",
      example: "Given the variant is numberbox"
    ) { context, args throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        guard let platform = context.platform else {
          throw StepFailure("choose the platform before the variant")
        }
        context.overrides.append(
          ComponentOverride("platforms.\(platform.rawValue).variant", .word(args.text(0))))
      }
    },
    StepDefinition(
      .given, "the setting {string} is {string}",
      summary: "Change a component setting, as --set does (dotted keys nest).",
      example: "Given the setting \"wraps\" is \"true\""
    ) { context, args throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in
        context.overrides.append(ComponentOverride(args.text(0), .typed(args.text(1))))
      }
    }.checking { args throws(StepFailure) in _ = try args.nonEmptyText(0, "the setting's name") },
    StepDefinition(
      .given, "hints are {onoff}", summary: "Turn the reader's hints on or off.",
      example: "Given hints are off"
    ) { context, args throws(StepFailure) in
      try context.setReaderSetting("hints", to: args.text(0).lowercased())
    },
    StepDefinition(
      .given, "the reader setting {string} is {string}",
      summary: "Change a reader setting (see a11ysim readers).",
      example: "Given the reader setting \"descriptionOrder\" is \"roleNameState\""
    ) { context, args throws(StepFailure) in
      try context.setReaderSetting(args.text(0), to: args.text(1))
    }.checking { args throws(StepFailure) in
      _ = try args.nonEmptyText(0, "the reader setting's name")
    },
    StepDefinition(
      .given, "the reader settings are:",
      summary: "Change several reader settings, from a table with setting and value columns.",
      example: "Given the reader settings are:\n  | setting | value |\n  | hints   | off   |"
    ) { context, args throws(StepFailure) in
      for (name, value) in try settingRows(args) {
        try context.setReaderSetting(name, to: value)
      }
    }.acceptingDataTable().checking { args throws(StepFailure) in _ = try settingRows(args) },
    StepDefinition(
      .given, "the iOS version is {int}",
      summary: "The device's iOS version (17, 18 or 26): it decides what iOS exposes.",
      example: "Given the iOS version is 26"
    ) { context, args throws(StepFailure) in
      try setVersion(try args.integer(0), on: .ios, in: &context)
    }.checking { args throws(StepFailure) in
      var environment = PlatformEnvironment.standard
      try checkVersion(try args.integer(0), on: .ios, in: &environment)
    },
    StepDefinition(
      .given, "the Android version is {int}",
      summary: "The device's Android version (8 to 16).",
      example: "Given the Android version is 11"
    ) { context, args throws(StepFailure) in
      try setVersion(try args.integer(0), on: .android, in: &context)
    }.checking { args throws(StepFailure) in
      var environment = PlatformEnvironment.standard
      try checkVersion(try args.integer(0), on: .android, in: &environment)
    },
    StepDefinition(
      .given, "the reader version is {reader} {int}",
      summary:
        "The screen reader's release (Orca 46 to 50; see a11ysim readers): it decides how the reader speaks.",
      example: "Given the reader version is Orca 46"
    ) { context, args throws(StepFailure) in
      let (reader, version) = (args.text(0), try args.integer(1))
      try context.changeSetup { context throws(StepFailure) in
        try checkReaderVersion(version, of: reader, in: &context.environment)
      }
    }.checking { args throws(StepFailure) in
      var environment = PlatformEnvironment.standard
      try checkReaderVersion(try args.integer(1), of: args.text(0), in: &environment)
    },
    StepDefinition(
      .given, "the user acts without waiting for speech",
      summary: "Interactions come at once and cut speech off (--pace immediate).",
      example: "Given the user acts without waiting for speech"
    ) { context, _ throws(StepFailure) in
      try context.changeSetup { context throws(StepFailure) in context.pace = .immediate }
    },
  ]

  /// A platform by name; an unknown one means the scenario cannot run.
  static func platform(_ name: String) throws(StepFailure) -> Platform {
    guard let platform = Platform(named: name) else {
      throw StepFailure(
        "unknown platform '\(name)'; expected one of "
          + Platform.allCases.map(\.displayName).joined(separator: ", "),
        couldNotRun: true)
    }
    return platform
  }

  /// The id of the reader `name` means on `platform` (`VoiceOver` on macOS: voiceover-macos);
  /// a name no reader has, or one of another platform, means the scenario cannot run.
  static func readerID(_ name: String, on platform: Platform) throws(StepFailure) -> String {
    do {
      return try RulePacks.resolve(name, on: platform).id
    } catch {
      throw .reader(error)
    }
  }

}

/// The (setting, value) rows of a `| setting | value |` table.
private func settingRows(_ args: StepArguments) throws(StepFailure) -> [(String, String)] {
  guard let table = args.dataTable, let header = table.first?.map({ $0.lowercased() }),
    let name = header.firstIndex(of: "setting"), let value = header.firstIndex(of: "value")
  else {
    throw StepFailure("the table needs a header row naming 'setting' and 'value' columns")
  }
  let rows = table.dropFirst().map { row in
    (row.indices.contains(name) ? row[name] : "", row.indices.contains(value) ? row[value] : "")
  }
  guard !rows.isEmpty else {
    throw StepFailure("the table lists no setting under its header; add a row for each")
  }
  if let empty = rows.first(where: { $0.0.isEmpty }) {
    throw StepFailure("a row has no setting name (value '\(empty.1)')")
  }
  return rows
}

/// Checks that `version` of `platform` is modelled, setting it in `environment`.
private func checkVersion(
  _ version: Int, on platform: Platform, in environment: inout PlatformEnvironment
) throws(StepFailure) {
  do { try environment.setVersion(version, on: platform) } catch {
    throw .environment(error)
  }
}

/// Checks that `version` of the reader called `reader` is modelled, setting it in
/// `environment`.
private func checkReaderVersion(
  _ version: Int, of reader: String, in environment: inout PlatformEnvironment
) throws(StepFailure) {
  do { try environment.setReaderVersion(version, of: reader) } catch {
    throw .environment(error)
  }
}

/// Sets the device's OS version before the simulation starts.
private func setVersion(_ version: Int, on platform: Platform, in context: inout ScenarioContext)
  throws(StepFailure)
{
  try context.changeSetup { context throws(StepFailure) in
    try checkVersion(version, on: platform, in: &context.environment)
  }
}
