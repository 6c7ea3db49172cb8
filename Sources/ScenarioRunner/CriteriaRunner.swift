import Foundation

extension Runner {
  /// Runs Gherkin made in memory (`a11ysim check`'s generated criteria): each source is
  /// compiled as if read from `uri`, and component paths are resolved from the options'
  /// working directory. Tags, names, order, jobs and fail-fast apply as in `run(_:)`.
  package func run(documents: [(uri: String, source: String)], options: RunOptions) -> RunReport {
    let started = Date()
    var loaded = FeatureLoader.Loaded()
    for document in documents {
      FeatureLoader.compile(
        source: document.source, target: FeatureLoader.Target(path: document.uri, lines: []),
        directory: options.workingDirectory, into: &loaded)
    }
    return execute(loaded, options: options, started: started)
  }
}
