import CriteriaPages
import Foundation
import Testing

/// MagentaA11y's criteria pages, read: the fixtures in `Tests/Fixtures/magentaa11y` have the
/// shape of the real pages (tmobile/magentaA11y `_checklist-native/*.md` front matter, and the
/// site's Condensed list as in seed 004), in A11ySim's own words.
@Suite("MagentaA11y criteria pages")
struct CriteriaPageParserTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/magentaa11y")

  func page(_ name: String) throws -> CriteriaPage {
    let text = try String(
      contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    return try CriteriaPageParser.parse(text, uri: name)
  }

  /// `group/key@line` for each criterion.
  func outline(_ page: CriteriaPage) -> [String] {
    page.criteria.map { "\($0.group.rawValue)/\($0.key)@\($0.line)" }
  }

  @Test("The stepper's Condensed list: four groups, the title from 'How to test a stepper'")
  func stepperCondensed() throws {
    let page = try page("stepper.txt")
    #expect(page.format == .condensed)
    #expect(page.title == "stepper")
    #expect(page.titleLine == 10)
    #expect(page.groups.map(\.kind) == [.keyboard, .mobile, .screenreader, .settings])
    #expect(
      outline(page) == [
        "keyboard/Tab, ctrl+tab or arrow keys@14", "keyboard/Spacebar@15", "keyboard/Enter@16",
        "mobile/Swipe@20", "mobile/Doubletap@21", "screenreader/Name@25",
        "screenreader/Role@26", "screenreader/Value@27", "screenreader/State@28",
        "settings/Text resize@32",
      ])
    #expect(page.criteria[1].text == "Presses the focused button on iOS and Android")
  }

  @Test("The button page's front matter: the block texts on one line, the notes after it unread")
  func buttonFrontMatter() throws {
    let page = try page("button.md")
    #expect(page.format == .frontMatter)
    #expect(page.title == "Button")
    #expect(page.titleLine == 3)
    #expect(
      outline(page) == [
        "keyboard/tab, arrow keys or Ctl+tab@7", "keyboard/spacebar@9", "keyboard/enter@11",
        "mobile/swipe@15", "mobile/doubletap@17", "screenreader/name@21",
        "screenreader/role@23", "screenreader/group@25", "screenreader/state@27",
        "settings/text resize@31",
      ])
    #expect(
      page.criteria[3].text
        == "Reaches the button and says its name and role, and its state when it has one")
    #expect(page.criteria[6].text.contains("\"double tap to activate\""))
  }

  @Test(
    "The toggle switch, checkbox and slider pages",
    arguments: [
      ("toggle-switch.md", "Toggle switch", 10), ("checkbox.md", "Checkbox", 10),
      ("slider.md", "Slider", 10),
    ])
  func otherPages(name: String, title: String, count: Int) throws {
    let page = try page(name)
    #expect(page.title == title)
    #expect(page.criteria.count == count)
    #expect(page.groups.map(\.kind) == [.keyboard, .mobile, .screenreader, .settings])
  }

  @Test("The slider's free-form keys are kept as written, and normalised for matching")
  func sliderKeys() throws {
    let keys = try page("slider.md").criteria.map(\.normalizedKey)
    #expect(
      keys == [
        "tab, ctr+tab or arrow keys", "rt and left arrow keys", "swipe",
        "ios and android swipe up/down", "android volume or swipe up/down", "name", "role",
        "group", "state", "text resize",
      ])
  }

  @Test("CRLF line ends, a byte order mark, comments, inline and quoted texts")
  func yamlForms() throws {
    let text =
      "\u{FEFF}---\r\ntitle: 'Bob''s button'\r\n# a comment\r\nkeyboard:\r\n"
      + "    enter: Presses it # not this\r\n    \"space bar\": \"Says \\\"hi\\\"\"\r\n"
      + "settings:\r\n  text resize: >-\r\n    Grows\r\n\r\n    well\r\n---\r\n"
    let page = try CriteriaPageParser.parse(text, uri: "p.md")
    #expect(page.title == "Bob's button")
    #expect(
      page.criteria.map { "\($0.key)=\($0.text)" } == [
        "enter=Presses it", "space bar=Says \"hi\"", "text resize=Grows well",
      ])
  }

  @Test("Quoted text means what it means in YAML: every escape, not only \\\"")
  func yamlEscapes() throws {
    let text = """
      ---
      title: "\\x42utton"
      keyboard:
        "sp\\u0061ce": "a\\nb\\t\\\\c \\"d\\" \\u00e9"
        enter: 'Bob''s \\n' # a comment
        tab: "plain"
      ---

      """
    let page = try CriteriaPageParser.parse(text, uri: "p.md")
    #expect(page.title == "Button")
    #expect(page.titleLine == 2)
    #expect(
      page.criteria.map { "\($0.key)@\($0.line)=\($0.text)" } == [
        "space@4=a\nb\t\\c \"d\" é", "enter@5=Bob's \\n", "tab@6=plain",
      ])
  }

  @Test(
    "Bad pages are one error at FILE:LINE[:COLUMN] saying what was expected",
    arguments: [
      (
        "Just some notes\n", "p.md:1: error: not a MagentaA11y criteria page: expected front matter"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter: |\n    Presses\n",
        "p.md:5: error: the front matter that starts on line 1 is not closed"
      ),
      ("---\nkeyboard:\n  enter: Presses\n---\n", "p.md:1: error: the front matter has no title"),
      ("---\ntitle: X\n---\n", "p.md:3: error: the front matter has no criteria"),
      (
        "---\ntitle: X\nstate: |\n  Dimmed\nkeyboard:\n  enter: Presses\n---\n",
        "p.md:3:1: error: unknown key 'state' at the top level: expected title, layout, categories, description, order, keyboard, mobile, screenreader, settings; if it is a criterion, indent it under its group like the others"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  N/A\n  enter: Presses\n---\n",
        "p.md:5: error: the group 'keyboard' says it has no criteria (line 3) and then has some"
      ),
      (
        "---\ntitle: X\nkeybaord:\n  enter: Presses\n---\n",
        "p.md:3:1: error: unknown key 'keybaord' at the top level (did you mean 'keyboard'?)"
      ),
      (
        "---\ntitle: X\nkeyboard:\n\tenter: Presses\n---\n",
        "p.md:4:1: error: a tab in the indentation"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter: |\n---\n",
        "p.md:4: error: the criterion 'enter' has no text"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  - enter\n---\n",
        "p.md:4:3: error: a list item where a criterion was expected"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter\n---\n",
        "p.md:4:3: error: expected 'key: text' (a criterion) or a group"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter: a\n   space: b\n---\n",
        "p.md:5:4: error: expected this criterion of keyboard at column 3"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter: a\n  Enter: b\n---\n",
        "p.md:5:3: error: the criterion 'Enter' appears twice in keyboard (first on line 4)"
      ),
      (
        "---\ntitle: X\nmobile:\nkeyboard:\n  enter: a\n---\n",
        "p.md:3: error: the group 'mobile' has no criteria"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter: \"a\n---\n",
        "p.md:4:10: error: the quoted text is not closed"
      ),
      (
        "---\ntitle: X\nkeyboard:\n  enter: \"a\\qb\"\n---\n",
        "p.md:4:12: error: the quoted text is not valid YAML (found unknown escape character)"
      ),
      (
        "---\ntitle: X\nkeyboard: yes\n---\n",
        "p.md:3:11: error: the group 'keyboard' holds criteria"
      ),
      (
        "---\ntitle: X\n  enter: a\n---\n",
        "p.md:3:3: error: 'enter' is indented, but no group is open"
      ),
      (
        "## Condensed\n\n1. Test keyboard only\n   - Enter: Presses\n",
        "p.md:1: error: the Condensed section does not say which control"
      ),
      (
        "## Condensed\nHow to test a dial\n1. Test smell\n",
        "p.md:3:1: error: 'Test smell' is no group of MagentaA11y's native criteria"
      ),
      (
        "## Condensed\nHow to test a dial\n   - Enter: Presses\n",
        "p.md:3:4: error: a criterion before any group"
      ),
      (
        "## Condensed\nHow to test a dial\n1. Test keyboard only\n   - Enter presses\n",
        "p.md:4:6: error: expected '- Key: what is expected'"
      ),
      (
        "## Condensed\nHow to test a dial\n1. Test keyboard only\n2. Test device settings\n   - Text resize: ok\n",
        "p.md:3: error: the group 'keyboard' has no criteria"
      ),
      (
        "## Condensed\nHow to test a dial\nSome prose\n",
        "p.md:3:1: error: expected a numbered group"
      ),
    ])
  func badPages(text: String, expected: String) {
    do {
      let page = try CriteriaPageParser.parse(text, uri: "p.md")
      Issue.record("parsed: \(page)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
      #expect(!error.description.contains("\n"))
    }
  }

  @Test(
    "Front matter slips on the site's earlier pages are read as a person reads them, with a warning"
  )
  func frontMatterSlips() throws {
    // tmobile/magentaA11y@57e2b59~1 `_checklist-native/progress-indicator.md`: `group:` and
    // `state:` at the left edge after the screenreader criteria.
    let misplaced = try CriteriaPageParser.parse(
      "---\ntitle: X\nscreenreader:\n  name: |\n    Clear\n\ngroup: |\n    Grouped\n"
        + "state: |\n    Dimmed\nsettings:\n  text resize: Grows\n---\n", uri: "p.md")
    #expect(
      misplaced.criteria.map { "\($0.group.rawValue)/\($0.key)@\($0.line): \($0.text)" } == [
        "screenreader/name@4: Clear", "screenreader/group@7: Grouped",
        "screenreader/state@9: Dimmed", "settings/text resize@12: Grows",
      ])
    #expect(
      misplaced.warnings.map(\.description) == [
        "p.md:7:1: warning: 'group' is not indented under screenreader: read as one of its "
          + "criteria, as the page's layout suggests; indent it to say so",
        "p.md:9:1: warning: 'state' is not indented under screenreader: read as one of its "
          + "criteria, as the page's layout suggests; indent it to say so",
      ])
    // `_checklist-native/strike-through.md`: `keyboard:` then `N/A`; also written inline.
    for (text, line, column) in [
      ("---\ntitle: X\nkeyboard:\n  N/A\nmobile:\n  swipe: Moves\n---\n", 4, 3),
      ("---\ntitle: X\nkeyboard: n/a\nmobile:\n  swipe: Moves\n---\n", 3, 11),
    ] {
      let none = try CriteriaPageParser.parse(text, uri: "p.md")
      #expect(none.groups.map(\.kind) == [.mobile])
      #expect(
        none.warnings.map(\.description) == [
          "p.md:\(line):\(column): warning: the page writes '\(line == 4 ? "N/A" : "n/a")' for "
            + "keyboard: read as no keyboard criteria"
        ])
    }
    // A misspelt group stays an error: an empty value is a group's heading.
    #expect(throws: CriteriaPageError.self) {
      try CriteriaPageParser.parse(
        "---\ntitle: X\nkeyboard:\n  enter: Presses\nmobil:\n  swipe: Moves\n---\n",
        uri: "p.md")
    }
  }

  @Test("A Condensed bullet wrapped at its own indentation or at the left edge is one criterion")
  func wrappedBullets() throws {
    // tmobile/magentaA11y@1581528 `native/controls/carousel.md` (wrapped at the bullet's
    // column) and `sheet.md` (wrapped at column 1).
    let page = try CriteriaPageParser.parse(
      "## Condensed\n\nHow to test a thing\n\n1. Test keyboard only\n\n"
        + "   - Enter: Activates the grabber.\nEnter also activates the rest.\n"
        + "   - Tab: Moves\n\n2. Test mobile screenreader gestures\n\n"
        + "      - Swipe up: Focus \n      moves to the next slide\n\n      - Doubletap: Acts\n",
      uri: "p.md")
    #expect(
      page.criteria.map { "\($0.key)@\($0.line): \($0.text)" } == [
        "Enter@7: Activates the grabber. Enter also activates the rest.", "Tab@9: Moves",
        "Swipe up@13: Focus moves to the next slide", "Doubletap@16: Acts",
      ])
    #expect(page.warnings.isEmpty)
    // After a blank line, text at the bullet's column is no continuation.
    #expect(throws: CriteriaPageError.self) {
      try CriteriaPageParser.parse(
        "## Condensed\n\nHow to test a thing\n\n1. Test keyboard only\n\n   - Tab: Moves\n\n"
          + "   stray words\n", uri: "p.md")
    }
  }

  @Test("A Condensed key written twice: both read, or the repeat read once; 'n/a' is no criterion")
  func repeatedKeys() throws {
    // tmobile/magentaA11y@1581528 `native/controls/carousel.md`: two Role lines, "Group: n/a".
    let page = try CriteriaPageParser.parse(
      "## Condensed\n\nHow to test a thing\n\n3. Listen to screenreader output\n\n"
        + "   - Role: A button\n   - Role: Adjustable\n   - Role: A button\n   - Group: n/a\n"
        + "   - State: Dimmed\n\n4. Device OS Settings\n\n    - Text resize: n/a\n", uri: "p.md")
    #expect(
      page.criteria.map { "\($0.key)@\($0.line): \($0.text)" } == [
        "Role@7: A button", "Role@8: Adjustable", "State@11: Dimmed",
      ])
    // A group whose only criterion is `n/a` (animation.md's keyboard) is left out.
    #expect(page.groups.map(\.kind) == [.screenreader])
    #expect(
      page.warnings.map(\.description) == [
        "p.md:8:6: warning: the criterion 'Role' appears twice in screenreader (first on line "
          + "7): both are read",
        "p.md:9:6: warning: the criterion 'Role' appears twice in screenreader (first on line "
          + "7): the same words, read once",
      ])
  }

  @Test("A web page says so where it does: its description, its heading or its link")
  func webPages() throws {
    let frontMatter = try CriteriaPageParser.parse(
      "---\nlayout: entry\ntitle: \"Button\"\ndescription: \"How to code and test "
        + "accessible buttons for the Web\"\norder: 1\nkeyboard:\n  tab: Moves\n---\n",
      uri: "p.md")
    #expect(frontMatter.webLine == 4)
    let condensed = try CriteriaPageParser.parse(
      "## Condensed\n\n### #a11y - Web Accessibility Acceptance Criteria\n\n"
        + "How to test a button\n\n1. Test keyboard only\n   - Tab: Moves\n", uri: "p.md")
    #expect(condensed.webLine == 3)
    let linked = try CriteriaPageParser.parse(
      "## Condensed\n\nHow to test a button\n\n1. Test keyboard only\n   - Tab: Moves\n\n"
        + "Full information: [x](/web-criteria/component/button)\n", uri: "p.md")
    #expect(linked.webLine == 8)
    #expect(try page("stepper.txt").webLine == nil)
    #expect(try page("button.md").webLine == nil)
  }

  @Test("Control characters and long keys are shown escaped and cut in errors")
  func shownSafely() {
    let key = String(repeating: "k", count: 100) + "\u{1B}"
    #expect(throws: CriteriaPageError.self) {
      try CriteriaPageParser.parse("---\ntitle: X\n\(key): a\n---\n", uri: "p.md")
    }
    do {
      _ = try CriteriaPageParser.parse("---\ntitle: X\n\u{1B}[31m: a\n---\n", uri: "p.md")
    } catch {
      #expect(error.message.hasPrefix("unknown key '\\u{1b}[31m' at the top level"))
    }
  }
}

/// A page with thousands of criteria is read in work proportional to them: each new criterion
/// is checked against those before it by a lookup, not by comparing it with each of them.
@Suite("Long criteria pages")
struct LongCriteriaPageTests {
  /// Front matter with `count` keyboard criteria.
  static func frontMatter(_ count: Int) -> String {
    "---\ntitle: Button\nkeyboard:\n"
      + (0..<count).map { "  key \($0): Does \($0)\n" }.joined() + "---\n"
  }

  /// A Condensed list with `count` keyboard criteria.
  static func condensed(_ count: Int) -> String {
    "## Condensed\nHow to test a button\n1. Test keyboard only\n"
      + (0..<count).map { "   - Key \($0): Does \($0)\n" }.joined()
  }

  /// The work of reading `text`, after checking it has `count` criteria.
  static func work(_ text: String, _ count: Int) throws -> Int {
    var work = 0
    let page = try CriteriaPageParser.parse(text, uri: "p.md", work: &work)
    #expect(page.criteria.count == count)
    return work
  }

  @Test("Checking for twice-written criteria is linear in the criteria")
  func linear() throws {
    for page in [Self.frontMatter, Self.condensed] {
      let small = try Self.work(page(1_000), 1_000)
      #expect(small <= 2 * 1_000)
      #expect(try Self.work(page(2_000), 2_000) <= 2 * small)
    }
  }
}
