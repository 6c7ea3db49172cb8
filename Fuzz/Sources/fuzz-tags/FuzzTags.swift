import FuzzSupport
import TagExpressions

/// Tag expressions (`--tags`): parse any text; what parses is evaluated and printed, and the
/// printed form must parse back to an expression that prints the same. (Not always to the same
/// expression: like cucumber's reference, printing writes any escaped whitespace as `\ `.)
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzTags(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let expression = try? TagExpression.parse(text(data, size)) else { return 0 }
  _ = expression.evaluate(["@a", "@b", "@wip"])
  let printed = expression.description
  guard let reparsed = try? TagExpression.parse(printed), reparsed.description == printed else {
    fatalError("the canonical form \(printed.debugDescription) does not parse back")
  }
  return 0
}

@main enum FuzzTags {
  static func main() { runFuzzer(fuzzTags) }
}
