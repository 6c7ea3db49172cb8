import Testing
import Yams

@testable import ComponentFile

/// The check that a key is given once looks each key up (issue 10: it searched the keys so
/// far, and 100,000 keys took 30 s).
@Suite struct LargeMappingTests {
  @Test("50,000 keys, the last one repeating the first: the error names both")
  func duplicateAfterManyKeys() {
    // Built as Yams' nodes, so Yams' own check (linear) does not stop it first.
    let tag = Tag.implicit
    let one = Node.scalar(.init("1", tag))
    let pairs = (0..<49_999).map { index in (Node.scalar(.init("k\(index)", tag)), one) }
    // Without marks every key is at line 1, column 1.
    let mapping = Node.mapping(.init(pairs + [(Node.scalar(.init("k0", tag)), one)]))
    #expect(
      throws: ComponentFileError.duplicateKey(
        key: "k0", earlierLine: 1, at: SourceLocation(source: "big.yml", line: 1, column: 1))
    ) { try ConfigNode.from(mapping, source: "big.yml") }
  }
}
