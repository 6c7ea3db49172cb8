/// A language speech is worded in: the axis a reader's words (its string tables) and an app's
/// number words (``NumberWords``) are chosen along. English only for now.
///
/// It lives in ComponentModel, below ScreenReaders, because app text (``TextTemplate``'s
/// `{valueInWords}`) and reader text both need it and the app side must not depend on readers.
package struct Language: Hashable, Sendable, CustomStringConvertible {
  /// The language's BCP 47 code: `en`.
  package var code: String

  /// Creates a language from its code.
  package init(_ code: String) { self.code = code }

  /// English, the language every table is written in first.
  package static let english = Language("en")

  /// The code.
  package var description: String { code }
}
