import Calibration
import ComponentFile
import ControlRegistry
import Foundation

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A fixture of `Tests/Fixtures/calibration` as text, and its path.
func fixture(_ name: String) throws -> (text: String, path: String) {
  let path = packageRoot.appendingPathComponent("Tests/Fixtures/calibration/\(name)").path
  return (try String(contentsOfFile: path, encoding: .utf8), path)
}

/// The shipped controls' schema.
let shippedSchema = ControlRegistry.shipped.schema

/// A capture parsed from `text` (named `capture.yml`) and run with the shipped controls.
func calibrate(_ text: String) throws -> CalibrationResult {
  let document = try CaptureParser.parse(text, source: "capture.yml")
  return try Calibration.run(document.capture, schema: shippedSchema)
}

/// The error parsing and running `text` (named `capture.yml`) gives, as the user reads it.
func calibrationError(_ text: String) -> String? {
  do {
    _ = try calibrate(text)
    return nil
  } catch let error as CaptureError {
    return error.description
  } catch {
    return "unexpected \(error)"
  }
}

/// The absolute path of a shipped component file, for captures that name one.
func component(_ name: String) -> String {
  packageRoot.appendingPathComponent("Scenarios/components/\(name)").path
}
