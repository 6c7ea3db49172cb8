/// A MagentaA11y criteria page, read: the control it is about and its criteria in groups.
///
/// MagentaA11y (https://www.magentaa11y.com, tmobile/magentaA11y) publishes each native
/// control's acceptance criteria in two shapes this reads: a Markdown page whose front matter
/// holds the criteria (`_checklist-native/button.md`: `keyboard:`, `mobile:`, `screenreader:`,
/// `settings:`, each a mapping of short keys to text), and the "Condensed" list of the page as
/// the site shows it (numbered groups of `- Key: text` bullets). Nothing here knows what a
/// criterion means; that is for whoever turns them into checks.
package struct CriteriaPage: Sendable, Hashable {
  /// Which of the two shapes the page was written in.
  package enum Format: String, Sendable, Hashable {
    /// A Markdown page with YAML front matter (`---` … `---`).
    case frontMatter = "front matter"
    /// The "## Condensed" list: numbered groups of `- Key: text` bullets.
    case condensed
  }

  /// The shape it was written in.
  package var format: Format
  /// The control the page is about, as the page names it (`Button`, `Toggle switch`).
  package var title: String
  /// The 1-based line the title is on.
  package var titleLine: Int
  /// The groups of criteria, in the page's order.
  package var groups: [CriteriaGroup]
  /// Where the page says it is MagentaA11y's web criteria (its `description:`, its
  /// "Web Accessibility Acceptance Criteria" heading or its `web-criteria` link): the line,
  /// or `nil` for a native page.
  package var webLine: Int?
  /// What was odd on the page and how it was read (a criterion out of its group's
  /// indentation, a group marked `N/A`), in line order.
  package var warnings: [CriteriaPageWarning]

  /// Creates a page.
  package init(
    format: Format, title: String, titleLine: Int, groups: [CriteriaGroup],
    webLine: Int? = nil, warnings: [CriteriaPageWarning] = []
  ) {
    self.format = format
    self.title = title
    self.titleLine = titleLine
    self.groups = groups
    self.webLine = webLine
    self.warnings = warnings
  }

  /// Every criterion, in the page's order.
  package var criteria: [PageCriterion] { groups.flatMap(\.criteria) }
}

/// The four groups MagentaA11y sorts native criteria into.
package enum CriteriaGroupKind: String, Sendable, Hashable, CaseIterable {
  /// Keyboard only, then screen reader and keyboard (`keyboard:`).
  case keyboard
  /// Mobile screen-reader gestures (`mobile:`).
  case mobile
  /// What the screen reader says: name, role, group, state, value (`screenreader:`).
  case screenreader
  /// Device settings such as text resize (`settings:`).
  case settings
}

/// One group of a page: its kind and its criteria.
package struct CriteriaGroup: Sendable, Hashable {
  /// Which group.
  package var kind: CriteriaGroupKind
  /// The 1-based line it starts on.
  package var line: Int
  /// Its criteria, in the page's order.
  package var criteria: [PageCriterion]

  /// Creates a group.
  package init(kind: CriteriaGroupKind, line: Int, criteria: [PageCriterion]) {
    self.kind = kind
    self.line = line
    self.criteria = criteria
  }
}

/// One criterion as the page writes it: a short key (`spacebar`, `name`, `text resize`) and
/// what is expected.
package struct PageCriterion: Sendable, Hashable {
  /// The group it is in.
  package var group: CriteriaGroupKind
  /// The key as written (`tab, arrow keys or Ctl+tab`).
  package var key: String
  /// What is expected, on one line (a block's lines joined by spaces).
  package var text: String
  /// The 1-based line of its key.
  package var line: Int

  /// Creates a criterion.
  package init(group: CriteriaGroupKind, key: String, text: String, line: Int) {
    self.group = group
    self.key = key
    self.text = text
    self.line = line
  }

  /// The key in lower case with runs of spaces, hyphens and underscores made one space
  /// (`Space bar` → `space bar`).
  package var normalizedKey: String {
    key.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
      .joined(separator: " ")
  }
}

/// Something said about a line of a page: an error (the page cannot be read: what was
/// expected there) or a warning (an odd line, and how it was read, as a person reads it).
package struct CriteriaPageDiagnostic<Severity: CriteriaPageSeverity>: Sendable, Hashable,
  CustomStringConvertible
{
  /// The file, as the user named it.
  package var uri: String
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, when it helps.
  package var column: Int?
  /// What is wrong and what was expected, or what was odd and how it was read.
  package var message: String

  /// Creates a diagnostic.
  package init(uri: String, line: Int, column: Int? = nil, message: String) {
    self.uri = uri
    self.line = line
    self.column = column
    self.message = message
  }

  /// `FILE:LINE[:COLUMN]: error: MESSAGE` (or `warning:`), as compilers write it.
  package var description: String {
    "\(uri):\(line)\(column.map { ":\($0)" } ?? ""): \(Severity.word): \(message)"
  }
}

/// How severe a ``CriteriaPageDiagnostic`` is: the word its line says.
package protocol CriteriaPageSeverity: Sendable, Hashable {
  /// `error` or `warning`.
  static var word: String { get }
}

/// The severity of a page that cannot be read.
package enum CriteriaPageErrorSeverity: CriteriaPageSeverity {
  package static var word: String { "error" }
}

/// The severity of an odd line that was still read.
package enum CriteriaPageWarningSeverity: CriteriaPageSeverity {
  package static var word: String { "warning" }
}

extension CriteriaPageDiagnostic: Error where Severity == CriteriaPageErrorSeverity {}

/// Why a page cannot be read: where (a 1-based line, and a column when it helps) and what was
/// expected there.
package typealias CriteriaPageError = CriteriaPageDiagnostic<CriteriaPageErrorSeverity>

/// Something odd on a page that was still read, as a person would read it: where, and how it
/// was taken.
package typealias CriteriaPageWarning = CriteriaPageDiagnostic<CriteriaPageWarningSeverity>
