import ScreenReaders

/// A transcript entry as one line: `VoiceOver  0.00s  Quantity` (+ cut off).
package enum TranscriptLine {
  /// Renders `entry`.
  package static func render(_ entry: TranscriptEntry) -> String {
    "\(entry.reader)  \(entry.time)  \(entry.text)"
      + (entry.isInterrupted ? "  [interrupted at \(entry.end)]" : "")
  }

  /// Why `entry` was said and how far to trust it:
  /// `rule talkback/hint.clickable · high confidence · TalkBack AccessibilityFocusHint, …`.
  package static func evidence(_ entry: TranscriptEntry) -> String {
    "rule \(entry.rule) · \(entry.source.confidence.rawValue) confidence · \(entry.source.citation)"
  }
}
