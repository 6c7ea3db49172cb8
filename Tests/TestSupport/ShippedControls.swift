import ControlRegistry
import Controls
import Foundation

/// The shipped controls as the registry lists them, for tests whose expected output names
/// every control: one list, so a new control changes no test but the one that pins the list
/// (`RegistryDocsTests.controlLists`).
package enum ShippedControls {
  /// The kinds in catalog order: `["stepper", "button", …]`.
  package static var kinds: [String] { ControlCatalog.shipped.all.map(\.kind.rawValue) }

  /// `stepper, button, switch, …, progress`.
  package static var commaList: String { kinds.joined(separator: ", ") }

  /// `stepper, button, switch, … or progress`.
  package static var orList: String { ControlCatalog.listed(kinds, "or") }

  /// Each kind's shipped component file in `Scenarios/components` under `root` (the first in
  /// name order whose `control:` is the kind; a file without `control:` is a stepper's, as
  /// component files default to the first kind). A kind with none is missing from the result,
  /// so a test that needs one for every kind fails naming it.
  package static func components(under root: URL) throws -> [String: String] {
    let folder = root.appendingPathComponent("Scenarios/components")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yml") }.sorted()
    var found: [String: String] = [:]
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let line = text.split(separator: "\n").first { $0.hasPrefix("control:") }
      let kind =
        line.map { $0.dropFirst("control:".count).trimmingCharacters(in: .whitespaces) }
        ?? kinds[0]
      if found[kind] == nil { found[kind] = file }
    }
    return found
  }
}
