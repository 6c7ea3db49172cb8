import Calibration
import Testing

/// A capture's `readerVersion` runs that version of the reader where A11ySim models the reader's
/// versions (Orca), and is refused where it writes one A11ySim has no evidence for.
@Suite("Calibration: the reader's version")
struct ReaderVersionCaptureTests {
  /// An Orca capture of a GTK button named Save, Orca at `version`, that heard `heard`.
  func capture(_ version: String, heard: String) -> String {
    """
    platform: linux
    reader: orca
    readerVersion: \(version)
    control: button
    variant: gtk-button
    set: [label=Save]
    steps:
      - do: press Tab
        heard: ["\(heard)"]

    """
  }

  @Test("readerVersion 46 (or 46.2) runs Orca 46: 'Save push button' agrees")
  func mapsTheMajorVersion() throws {
    for version in ["46", "\"46.2\""] {
      let result = try calibrate(capture(version, heard: "Save push button"))
      #expect(result.agrees)
      #expect(result.modelledReaderVersion == 46)
    }
    let newer = try calibrate(capture("\"48.1\"", heard: "Save push button"))
    #expect(!newer.agrees)
    #expect(newer.modelledReaderVersion == 48)
    #expect(newer.comparisons.first?.predicted?.text == "Save button")
  }

  @Test("The recorded scenario names the version that ran")
  func recorded() throws {
    let result = try calibrate(capture("46", heard: "Save push button"))
    #expect(
      CalibrationRecord.feature(for: [result]).contains(
        "    And the platform is Linux with Orca\n    And the reader version is Orca 46\n"))
  }

  @Test(
    "A version A11ySim has no evidence for, or not a number, is an error where it is written",
    arguments: [
      (
        "\"45.2\"",
        "capture.yml:3:16: error: readerVersion: Orca 45 is not modelled; expected one of 46, 47, 48, 49, 50"
      ),
      (
        "forty",
        "capture.yml:3:16: error: expected a version number (46, 47.1) for 'readerVersion', found 'forty'"
      ),
    ])
  func refused(version: String, expected: String) {
    #expect(calibrationError(capture(version, heard: "Save button")) == expected)
  }
}
