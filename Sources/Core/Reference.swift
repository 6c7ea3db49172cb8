import Foundation

/// A public repository at the commit its evidence was read from.
package struct Repository: Equatable, Sendable {
  /// `owner/name` on GitHub: `google/talkback`.
  package var name: String
  /// The full commit id the files were read at.
  package var commit: String

  /// Creates a repository reference.
  package init(_ name: String, commit: String) {
    self.name = name
    self.commit = commit
  }

  /// TalkBack's open-source release of 17 October 2024.
  package static let talkBack = Repository(
    "google/talkback", commit: "26a27dc009d5b3605e744222541f045a3c24e038")
  /// Orca, the GNOME screen reader.
  package static let orca = Repository(
    "GNOME/orca", commit: "672b8f4850a9125f3f584520e362271577d81b35")
  /// Cash App's AccessibilitySnapshot, a textual model of what VoiceOver reads on iOS.
  package static let accessibilitySnapshot = Repository(
    "cashapp/AccessibilitySnapshot", commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0")
  /// WinUI (NumberBox and its automation peer).
  package static let winUI = Repository(
    "microsoft/microsoft-ui-xaml", commit: "3cae15f071f1ab8565f9a7592dbf27f04bafe651")
  /// NVDA's source, as read for role labels.
  package static let nvda = Repository(
    "nvaccess/nvda", commit: "264df4ad55e96c223969034f54519a673ee521dd")
  /// MagentaA11y, at the commit its native criteria pages were read at.
  package static let magentaA11y = Repository(
    "tmobile/magentaA11y", commit: "6a9e28f105b5a9ac7c23c6a978f40dd7d74342b5")
  /// MagentaA11y at the commit of today's site: its native criteria pages and its demo videos'
  /// captions (what real VoiceOver and TalkBack said in them).
  package static let magentaA11yCurrent = Repository(
    "tmobile/magentaA11y", commit: "1581528deb053f868b1881d7bb3b2e9fb9274036")
  /// W3C ARIA-AT test plans.
  package static let ariaAT = Repository(
    "w3c/aria-at", commit: "6b4634a7a1e8b172218b9c82579118667d07fd36")
}

/// Where a reader can check a rule's evidence: a file (and symbol) in a public repository at a
/// fixed commit, or a public page.
package enum Reference: Equatable, Sendable, CustomStringConvertible {
  /// A file in a repository, and the symbol in it that carries the behaviour, if one does.
  case code(Repository, path: String, symbol: String?)
  /// A public web page: documentation, an issue, a forum thread.
  case page(String)

  /// `repo@commit:path (symbol)` for code, the address for a page.
  package var description: String {
    switch self {
    case .code(let repository, let path, let symbol):
      "\(repository.name)@\(repository.commit):\(path)" + (symbol.map { " (\($0))" } ?? "")
    case .page(let url): url
    }
  }

  /// An address a browser opens: GitHub's view of the file at the commit, or the page.
  package var url: String {
    switch self {
    case .code(let repository, let path, _):
      "https://github.com/\(repository.name)/blob/\(repository.commit)/\(path)"
    case .page(let url): url
    }
  }

  /// A short name for tables: the file name and symbol, or the page's host and path.
  package var shortName: String {
    switch self {
    case .code(_, let path, let symbol):
      // The last non-empty component, as `path.split(separator: "/").last` gives it, without
      // splitting the whole path: the HTML report asks for it for every utterance. In ASCII a
      // "/" is always a character of its own, so the bytes can be searched.
      let file: String
      if path.utf8.allSatisfy({ $0 < 0x80 }) {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        if let last = bytes.lastIndex(where: { $0 != slash }) {
          let start =
            bytes[..<last].lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
          file = String(path[start...last])
        } else {
          file = path
        }
      } else {
        file = path.split(separator: "/").last.map(String.init) ?? path
      }
      return file + (symbol.map { " (\($0))" } ?? "")
    case .page(let url):
      return url.replacingPrefix("https://").replacingPrefix("http://").replacingPrefix("www.")
    }
  }

  /// Whether the reference has the form a person can resolve: a full commit id and a relative
  /// path, or an http(s) address.
  package var isWellFormed: Bool {
    switch self {
    case .code(let repository, let path, let symbol):
      let hex = repository.commit.allSatisfy { $0.isHexDigit && !$0.isUppercase }
      let parts = repository.name.split(separator: "/", omittingEmptySubsequences: false)
      return repository.commit.count == 40 && hex && parts.count == 2
        && parts.allSatisfy { !$0.isEmpty } && !path.isEmpty && !path.hasPrefix("/")
        && !path.contains("..") && symbol?.isEmpty != true
    case .page(let url):
      return (url.hasPrefix("https://") || url.hasPrefix("http://"))
        && !url.contains(" ") && url.count > "https://".count
    }
  }
}

extension Reference {
  /// Reads a reference back from its ``description``: an http(s) address, or
  /// `owner/name@commit:path` with an optional ` (symbol)`.
  package init?(parsing text: String) {
    if text.hasPrefix("https://") || text.hasPrefix("http://") {
      self = .page(text)
    } else {
      guard let at = text.firstIndex(of: "@"),
        let colon = text[at...].firstIndex(of: ":")
      else { return nil }
      let name = String(text[..<at])
      let commit = String(text[text.index(after: at)..<colon])
      var path = String(text[text.index(after: colon)...])
      var symbol: String?
      if path.hasSuffix(")"), let open = path.range(of: " (", options: .backwards) {
        symbol = String(path[open.upperBound..<path.index(before: path.endIndex)])
        path = String(path[..<open.lowerBound])
      }
      self = .code(Repository(name, commit: commit), path: path, symbol: symbol)
    }
    guard isWellFormed else { return nil }
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}

extension Reference {
  /// A file in TalkBack's repository.
  package static func talkBack(_ path: String, _ symbol: String? = nil) -> Reference {
    .code(.talkBack, path: path, symbol: symbol)
  }
  /// A Java file of TalkBack's app, by its path below the `talkback` package.
  package static func talkBackCode(_ path: String, _ symbol: String? = nil) -> Reference {
    talkBack("talkback/src/main/java/com/google/android/accessibility/talkback/" + path, symbol)
  }
  /// A resource file of TalkBack's app (`res/values`).
  package static func talkBackStrings(_ file: String, _ symbol: String? = nil) -> Reference {
    talkBack("talkback/src/main/res/values/" + file, symbol)
  }
  /// A file in Orca's repository.
  package static func orca(_ path: String, _ symbol: String? = nil) -> Reference {
    .code(.orca, path: path, symbol: symbol)
  }
  /// A file in AccessibilitySnapshot's repository.
  package static func snapshot(_ path: String, _ symbol: String? = nil) -> Reference {
    .code(.accessibilitySnapshot, path: path, symbol: symbol)
  }
  /// A file in WinUI's repository.
  package static func winUI(_ path: String, _ symbol: String? = nil) -> Reference {
    .code(.winUI, path: path, symbol: symbol)
  }

  /// The captions of one of MagentaA11y's native demo videos, a recording of a real reader,
  /// by its path below `native/` (`field-errors/field-errors-iOS-Voiceover-en-US.vtt`).
  package static func magentaA11yCaption(_ file: String) -> Reference {
    .code(
      .magentaA11yCurrent, path: "public/content/assets/media/video/native/" + file, symbol: nil)
  }

  /// MagentaA11y's native alert dialog criteria and developer notes (announcement examples).
  package static let magentaAlertDialogPage = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/notifications/alert-dialog.md", symbol: nil)

  /// A MagentaA11y native criteria page by its file (`button.md`), published at
  /// https://www.magentaa11y.com/checklist-native/<name>/.
  package static func magentaA11yNative(_ file: String) -> Reference {
    .code(.magentaA11y, path: "_checklist-native/" + file, symbol: nil)
  }
}
