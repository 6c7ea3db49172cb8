/// Which token matcher a source needs.
package enum GherkinSyntax: Sendable, Hashable {
  /// A plain `.feature` file.
  case plain
  /// Markdown with Gherkin (`.feature.md`).
  case markdown

  /// The syntax a file name implies: Markdown for `.feature.md`, plain otherwise.
  package init(fileName: String) {
    self = fileName.hasSuffix(".feature.md") ? .markdown : .plain
  }

  /// The Cucumber Messages media type of a source in this syntax.
  package var mediaType: String {
    self == .markdown ? "text/x.cucumber.gherkin+markdown" : "text/x.cucumber.gherkin+plain"
  }
}

/// The entry points of the Gherkin module.
package enum Gherkin {
  /// Parses `source` into a document, or throws every parse error found.
  ///
  /// - Parameters:
  ///   - source: The file's text (CRLF, a BOM and a missing final newline are fine).
  ///   - uri: Where the source came from; copied into the document and pickles.
  ///   - syntax: Plain Gherkin or Markdown with Gherkin.
  ///   - ids: The id generator; on return it has moved past the document's ids.
  package static func parse(
    _ source: String, uri: String, syntax: GherkinSyntax = .plain,
    ids: inout IdGenerator
  ) throws(GherkinErrors) -> GherkinDocument {
    let builder = GherkinAstBuilder(uri: uri, ids: ids)
    let errors: [GherkinError]
    let result: GherkinAstBuilder
    switch syntax {
    case .plain:
      var parser = GherkinStateMachineParser(
        source: source, matcher: PlainTokenMatcher(), builder: builder)
      errors = parser.run()
      result = parser.builder
    case .markdown:
      var parser = GherkinStateMachineParser(
        source: source, matcher: MarkdownTokenMatcher(), builder: builder)
      errors = parser.run()
      result = parser.builder
    }
    if !errors.isEmpty { throw GherkinErrors(errors) }
    ids = result.ids
    return result.document
  }

  /// Parses `source` with ids starting at "0".
  package static func parse(
    _ source: String, uri: String, syntax: GherkinSyntax = .plain
  ) throws(GherkinErrors) -> GherkinDocument {
    var ids = IdGenerator()
    return try parse(source, uri: uri, syntax: syntax, ids: &ids)
  }

  /// Parses `source` and compiles its pickles, ids running from "0" through the document and
  /// then the pickles, as cucumber's reference numbers them.
  package static func parseAndCompile(
    _ source: String, uri: String, syntax: GherkinSyntax = .plain
  ) throws(GherkinErrors) -> (document: GherkinDocument, pickles: [Pickle]) {
    var ids = IdGenerator()
    return try parseAndCompile(source, uri: uri, syntax: syntax, ids: &ids)
  }

  /// Parses `source` and compiles its pickles with ids from `ids`, which on return has moved
  /// past them: share one generator across the files of a run so that ids stay unique in it.
  package static func parseAndCompile(
    _ source: String, uri: String, syntax: GherkinSyntax = .plain, ids: inout IdGenerator
  ) throws(GherkinErrors) -> (document: GherkinDocument, pickles: [Pickle]) {
    let document = try parse(source, uri: uri, syntax: syntax, ids: &ids)
    let pickles = PickleCompiler.compile(document, ids: &ids)
    return (document, pickles)
  }

  /// The tokens the parser matched, in cucumber's `.tokens` format (each line ends with a
  /// newline; the last is `EOF`). Parse errors do not stop it.
  package static func tokens(_ source: String, syntax: GherkinSyntax = .plain) -> String {
    switch syntax {
    case .plain:
      var parser = GherkinStateMachineParser(
        source: source, matcher: PlainTokenMatcher(), builder: TokenRecorder())
      _ = parser.run()
      return parser.builder.formatted
    case .markdown:
      var parser = GherkinStateMachineParser(
        source: source, matcher: MarkdownTokenMatcher(), builder: TokenRecorder())
      _ = parser.run()
      return parser.builder.formatted
    }
  }
}
