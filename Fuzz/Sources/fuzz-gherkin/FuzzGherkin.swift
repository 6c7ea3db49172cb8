import FuzzSupport
import Gherkin

/// Gherkin through pickles: the first byte's low bit picks plain (`.feature`) or Markdown
/// (`.feature.md`); the rest is the file. Tokens, the document and the pickles are built;
/// every error must carry a line inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzGherkin(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard size > 0, let data else { return 0 }
  let syntax: GherkinSyntax = data[0] & 1 == 0 ? .plain : .markdown
  let source = text(data + 1, size - 1)
  _ = Gherkin.tokens(source, syntax: syntax)
  do {
    let (_, pickles) = try Gherkin.parseAndCompile(source, uri: "fuzz.feature", syntax: syntax)
    _ = pickles.count
  } catch {
    for error in error.errors where error.location.line < 1 || error.location.line > size + 1 {
      fatalError("an error outside the file: \(error.message)")
    }
  }
  return 0
}

@main enum FuzzGherkin {
  static func main() { runFuzzer(fuzzGherkin) }
}
