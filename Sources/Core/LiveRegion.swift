/// An app's live-region setting on an element.
package enum LiveRegion: String, Sendable, Codable, CaseIterable {
  /// Changes are not announced on their own.
  case none
  /// Changes are announced after current speech.
  case polite
  /// Changes interrupt current speech.
  case assertive
}
