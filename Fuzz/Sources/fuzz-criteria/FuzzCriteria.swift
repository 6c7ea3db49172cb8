import CriteriaPages
import FuzzSupport

/// MagentaA11y criteria pages (`a11ysim import magentaa11y`): any text is read as a page. An
/// error must name a line of the input and say something on one line; a page that reads must
/// have a title, groups with criteria, each criterion a key and text on one line and a line
/// of the input, in order.
@_cdecl("LLVMFuzzerTestOneInput")
package func fuzzCriteria(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = text(data, size)
  // Lines as an editor counts them: LF, with CRLF one line end.
  let lineCount = input.unicodeScalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  do {
    let page = try CriteriaPageParser.parse(input, uri: "page.md")
    guard !page.title.isEmpty, (1...lineCount).contains(page.titleLine), !page.groups.isEmpty
    else { fatalError("a page without a title or criteria: \(page)") }
    var previous = 0
    for group in page.groups {
      guard !group.criteria.isEmpty, (1...lineCount).contains(group.line) else {
        fatalError("an empty or misplaced group: \(group)")
      }
      for criterion in group.criteria {
        guard !criterion.key.isEmpty, !criterion.text.isEmpty,
          !criterion.text.contains("\n"), criterion.line > previous,
          (1...lineCount).contains(criterion.line)
        else { fatalError("a criterion without key, text or a line in order: \(criterion)") }
        previous = criterion.line
      }
    }
  } catch {
    guard (1...lineCount).contains(error.line), !error.message.isEmpty,
      !error.description.contains("\n")
    else {
      fatalError("an error without a line of the input: \(error.description.debugDescription)")
    }
  }
  return 0
}

@main enum FuzzCriteria {
  static func main() { runFuzzer(fuzzCriteria) }
}
