/// Where a rule comes from and how far to trust it.
package struct Source: Equatable, Sendable, CustomStringConvertible {
  /// What the evidence says or shows, in a few words: `TalkBack strings_compositor.xml`.
  package var citation: String
  /// How well the evidence supports the rule.
  package var confidence: Confidence
  /// Where to check it: files at a commit of a public repository, or public pages. Every rule of
  /// a pack has at least one; a source read back from a transcript file may have none.
  package var references: [Reference]

  /// Creates a source.
  package init(_ citation: String, _ confidence: Confidence, _ references: Reference...) {
    self.init(citation, confidence, references: references)
  }

  /// Creates a source from a list of references.
  package init(_ citation: String, _ confidence: Confidence, references: [Reference]) {
    self.citation = citation
    self.confidence = confidence
    self.references = references
  }

  /// `TalkBack strings_compositor.xml (high)`.
  package var description: String { "\(citation) (\(confidence.rawValue))" }

  /// The evidence for speech that two rules made together: both citations, the weaker
  /// confidence, and the references of both.
  package func combined(with other: Source) -> Source {
    guard other != self else { return self }
    return Source(
      citation + "; " + other.citation, max(confidence, other.confidence),
      references: references + other.references.filter { !references.contains($0) })
  }
}

/// How well a rule is supported (Documentation/Evidence.md says how each grade is given).
package enum Confidence: String, Sendable, CaseIterable, Comparable {
  /// From the reader's own source or tests.
  case high
  /// From a faithful model, documentation or a consistent report.
  case medium
  /// From an indirect report, or the seed alone.
  case low

  private var rank: Int { Confidence.allCases.firstIndex(of: self) ?? 0 }

  /// Orders high before medium before low.
  package static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

extension Source: Codable {
  private enum CodingKeys: String, CodingKey { case citation, confidence, references }

  /// Decodes a source; its references are written as ``Reference/description`` strings.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    citation = try container.decode(String.self, forKey: .citation)
    confidence =
      Confidence(rawValue: try container.decode(String.self, forKey: .confidence)) ?? .low
    references = try (container.decodeIfPresent([String].self, forKey: .references) ?? [])
      .map { text in
        guard let reference = Reference(parsing: text) else {
          throw DecodingError.dataCorruptedError(
            forKey: .references, in: container,
            debugDescription:
              "'\(text)' is not a reference: expected an http(s) address or owner/name@commit:path")
        }
        return reference
      }
  }

  /// Encodes a source.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(citation, forKey: .citation)
    try container.encode(confidence.rawValue, forKey: .confidence)
    if !references.isEmpty {
      try container.encode(references.map(\.description), forKey: .references)
    }
  }
}
