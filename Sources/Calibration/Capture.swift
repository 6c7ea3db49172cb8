import ComponentFile
import Core

/// What a screen reader said on a real device, interaction by interaction, and everything
/// needed to run the same interactions in A11ySim: the platform and its OS version, the reader
/// and its version, the component and the reader's settings.
package struct Capture: Sendable, Equatable {
  /// The capture file it was read from (errors and reports name it).
  package var source: String
  /// A name for reports and baseline sections; the file's name when the capture gives none.
  package var name: String
  /// The platform the device runs.
  package var platform: Platform
  /// The device's OS version as written (`14`, `17.4`), if given.
  package var osVersion: String?
  /// Where the OS version was written, for errors.
  package var osVersionLocation: SourceLocation?
  /// The reader as the capture names it (`talkback`, `VoiceOver`).
  package var reader: String
  /// Where the reader was named, for errors.
  package var readerLocation: SourceLocation
  /// The reader's version on the device as written (`46`, `47.1`), if given: reports show it,
  /// and for a reader with modelled versions its major number sets the reader's version.
  package var readerVersion: String?
  /// Where the reader's version was written, for errors.
  package var readerVersionLocation: SourceLocation?
  /// The component the interactions ran on.
  package var component: CaptureComponent
  /// The reader's settings on the device, name → value, in file order.
  package var readerSettings: [ReaderSetting]
  /// The interactions, each with what was heard after it.
  package var steps: [CaptureStep]
  /// The log the heard utterances were imported from, if any: its format and path.
  package var importedLog: (format: CaptureLogFormat, path: String)? {
    get { logFormat.map { ($0, logPath) } }
    set {
      logFormat = newValue?.format
      logPath = newValue?.path ?? ""
    }
  }
  private var logFormat: CaptureLogFormat?
  private var logPath = ""

  /// Creates a capture.
  package init(
    source: String, name: String, platform: Platform, osVersion: String? = nil,
    osVersionLocation: SourceLocation? = nil, reader: String, readerLocation: SourceLocation,
    readerVersion: String? = nil, readerVersionLocation: SourceLocation? = nil,
    component: CaptureComponent,
    readerSettings: [ReaderSetting] = [], steps: [CaptureStep]
  ) {
    self.source = source
    self.name = name
    self.platform = platform
    self.osVersion = osVersion
    self.osVersionLocation = osVersionLocation
    self.reader = reader
    self.readerLocation = readerLocation
    self.readerVersion = readerVersion
    self.readerVersionLocation = readerVersionLocation
    self.component = component
    self.readerSettings = readerSettings
    self.steps = steps
  }
}

/// A setting a capture writes, and where (`hints: off`, `label=Save`).
package struct WrittenSetting: Sendable, Equatable {
  /// The setting: a reader setting's name, or a `--set`-style `key=value`.
  package var name: String
  /// Its value (empty for a `key=value` setting, whose value is in `name`).
  package var value: String
  /// Where it was written.
  package var location: SourceLocation

  /// Creates a setting.
  package init(name: String, value: String = "", location: SourceLocation) {
    self.name = name
    self.value = value
    self.location = location
  }
}

/// A reader setting.
package typealias ReaderSetting = WrittenSetting

/// The component of a capture: a component file, or a shipped control with settings.
package enum CaptureComponent: Sendable, Equatable {
  /// A component file; `path` as it is found from the folder a11ysim runs in.
  case file(path: String, at: SourceLocation)
  /// A shipped control (`button`) and where it was named, perhaps a variant of it on the
  /// platform, and settings written as `--set` takes them (`label=Save`).
  case control(
    kind: String, variant: WrittenSetting?, settings: [WrittenSetting], at: SourceLocation)
}

/// One interaction of a capture and what the device said after it.
package struct CaptureStep: Sendable, Equatable {
  /// The interaction in A11ySim's interaction language (`swipe right`, `press Up`).
  package var interaction: String
  /// Where the interaction was written (its first character).
  package var location: SourceLocation
  /// What was heard after it, before the next interaction, in order; empty: nothing.
  package var heard: [String]

  /// Creates a step.
  package init(interaction: String, location: SourceLocation, heard: [String]) {
    self.interaction = interaction
    self.location = location
    self.heard = heard
  }
}
