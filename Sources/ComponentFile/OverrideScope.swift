import ComponentModel
import Controls
import Core

extension ComponentLoader {
  /// Checks that every top-level `--set` override means something on the platforms that will
  /// actually run. A component shipping on all five platforms accepts `editable=false` because
  /// its Linux variant takes it; with `--platform ios` that setting would change nothing, so it
  /// is an error naming the variant that runs and the settings it takes.
  package static func checkOverrides(
    _ overrides: [String], on platforms: [Platform], of component: Component,
    schema: ComponentSchema
  ) throws(ComponentFileError) {
    try checkOverrides(
      [ComponentOverride](arguments: overrides), on: platforms, of: component, schema: schema)
  }

  /// Refuses overrides that no variant running on `platforms` takes (see above).
  package static func checkOverrides(
    _ overrides: [ComponentOverride], on platforms: [Platform], of component: Component,
    schema: ComponentSchema
  ) throws(ComponentFileError) {
    guard !overrides.isEmpty else { return }
    let layer = try Layer(try Overrides.tree(from: overrides), isOverride: true, schema: schema)
    let running = platforms.compactMap { platform in
      component.platforms[platform].map { (platform, $0.variant) }
    }
    guard !running.isEmpty else { return }
    let keys = layer.top.flatMap { pair in
      Layer.partOptionKeys(pair, schema: schema) + [(key: pair.key, location: pair.keyLocation)]
    }
    for (key, location) in keys {
      let applies: (VariantID) -> Bool
      let takers: String
      if let mapping = schema.mapping(named: key) {
        applies = { schema.mapping(named: key, appliesTo: $0) }
        takers = schema.variantList(mapping)
      } else if let option = schema.named(key) {
        let options = schema.all.filter { $0.key == key }
        applies = { variant in options.contains { $0.applies(to: variant) } }
        // A key several controls share: the variants of the running control that take it.
        let kinds = Set(running.map(\.1.control))
        takers = schema.variantList(options.first { kinds.contains($0.control) } ?? option)
      } else {
        continue
      }
      guard !running.contains(where: { applies($0.1) }) else { continue }
      let described = running.map { platform, variant in
        "\(platform.displayName) runs \(variant.rawValue), which takes "
          + schema.options(takenBy: variant).map(\.key)
          .joined(separator: ", ")
          + schema.mappings.filter { $0.applies(to: variant) }.map { ", " + $0.key }
          .joined()
      }
      throw .changesNothing(key: key, appliesTo: takers, running: described, at: location)
    }
  }
}
