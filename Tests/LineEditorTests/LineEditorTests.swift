import Foundation
import LineEditor
import TestSupport
import Testing

@Suite("Key decoding")
struct KeyDecoderTests {
  @Test(
    "Bytes to keys",
    arguments: [
      ([0x61, 0xC3, 0xA9, 0x0D], [TerminalKey.character("a"), .character("é"), .enter]),
      (
        [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44],
        [.up, .down, .right, .left]
      ),
      ([0x1B, 0x4F, 0x48, 0x1B, 0x4F, 0x46], [.home, .end]),
      (
        [0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E, 0x1B, 0x5B, 0x33, 0x7E],
        [.pageUp, .pageDown, .delete]
      ),
      (
        [0x1B, 0x5B, 0x5A, 0x09, 0x7F, 0x03, 0x04],
        [.shiftTab, .tab, .backspace, .interrupt, .endOfInput]
      ),
      ([0x01, 0x05, 0x0B, 0x15, 0x17], [.home, .end, .killToEnd, .killToStart, .deleteWord]),
    ] as [([UInt8], [TerminalKey])])
  func decode(bytes: [UInt8], keys: [TerminalKey]) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes) == keys)
    #expect(!decoder.hasPending)
  }

  @Test("A sequence split across reads, and a lone Escape on flush")
  func partial() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.decode([0x41]) == [.up])
    #expect(decoder.decode([0xE2, 0x88]) == [])
    #expect(decoder.decode([0x92]) == [.character("−")])
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
  }
}

@Suite("Line editing")
struct LineEditorTests {
  private func type(_ text: String, into editor: inout LineEditor) {
    for character in text { _ = editor.handle(.character(character)) }
  }

  @Test("Insert, move, delete, kill")
  func editing() {
    var editor = LineEditor()
    type("swipe rigt", into: &editor)
    _ = editor.handle(.left)
    _ = editor.handle(.character("h"))
    #expect(editor.line == "swipe right")
    _ = editor.handle(.home)
    _ = editor.handle(.delete)
    #expect(editor.line == "wipe right")
    _ = editor.handle(.end)
    _ = editor.handle(.deleteWord)
    #expect(editor.line == "wipe ")
    _ = editor.handle(.backspace)
    _ = editor.handle(.killToStart)
    #expect(editor.line == "")
    type("abc", into: &editor)
    _ = editor.handle(.left)
    _ = editor.handle(.killToEnd)
    #expect(editor.line == "ab")
    #expect(editor.rendering(prompt: "> ") == "\r\u{1B}[K> ab")
    _ = editor.handle(.left)
    #expect(editor.rendering(prompt: "> ") == "\r\u{1B}[K> ab\u{1B}[1D")
  }

  @Test("Enter submits and records history; Up and Down walk it and restore the draft")
  func history() {
    var editor = LineEditor(history: ["swipe right"])
    type("double-tap", into: &editor)
    #expect(editor.handle(.enter) == .submit("double-tap"))
    #expect(editor.history == ["swipe right", "double-tap"])
    type("dra", into: &editor)
    _ = editor.handle(.up)
    #expect(editor.line == "double-tap")
    _ = editor.handle(.up)
    #expect(editor.line == "swipe right")
    #expect(editor.handle(.up) == .none)
    _ = editor.handle(.down)
    _ = editor.handle(.down)
    #expect(editor.line == "dra")
    #expect(editor.handle(.enter) == .submit("dra"))
    #expect(editor.handle(.enter) == .submit(""))
    #expect(editor.history == ["swipe right", "double-tap", "dra"])
  }

  @Test("Ctrl-C drops the line; Ctrl-D leaves only on an empty line")
  func controlKeys() {
    var editor = LineEditor()
    type("abc", into: &editor)
    #expect(editor.handle(.interrupt) == .cancel)
    #expect(editor.line == "")
    type("ab", into: &editor)
    _ = editor.handle(.home)
    #expect(editor.handle(.endOfInput) == .redraw)
    #expect(editor.line == "b")
    _ = editor.handle(.killToEnd)
    #expect(editor.handle(.endOfInput) == .endOfInput)
  }

  @Test("Tab completes one candidate, then a common prefix, then lists on a second Tab")
  func completion() {
    let words = ["swipe", "scroll", ":show", ":save"]
    var editor = LineEditor { before in words.filter { $0.hasPrefix(before) } }
    type("sw", into: &editor)
    _ = editor.handle(.tab)
    #expect(editor.line == "swipe ")
    _ = editor.handle(.killToStart)
    type(":s", into: &editor)
    #expect(editor.handle(.tab) == .none)
    #expect(editor.handle(.tab) == .candidates([":show", ":save"]))
    _ = editor.handle(.killToStart)
    type("x", into: &editor)
    #expect(editor.handle(.tab) == .none)
  }
}

extension LineEditorTests {
  @Test("A line past its limit drops characters, saying so once, and takes them again after")
  func lengthLimit() {
    var editor = LineEditor()
    editor.lengthLimit = 3
    let outcomes = "abcdef".map { editor.handle(.character($0)) }
    #expect(outcomes == [.redraw, .redraw, .redraw, .tooLong(3), .none, .none])
    #expect(editor.line == "abc")
    #expect(editor.handle(.enter) == .submit("abc"))
    #expect(editor.handle(.character("x")) == .redraw)
  }

  @Test("History in memory keeps as many lines as the file: the oldest go")
  func historyBounded() {
    var editor = LineEditor(history: (0..<HistoryFile.limit).map { "line \($0)" })
    for character in "new" { _ = editor.handle(.character(character)) }
    _ = editor.handle(.enter)
    #expect(editor.history.count == HistoryFile.limit)
    #expect(editor.history.first == "line 1" && editor.history.last == "new")
  }
}

@Suite("History file")
struct HistoryFileTests {
  @Test("XDG_STATE_HOME, else ~/.local/state; save keeps the last lines")
  func file() throws {
    #expect(
      HistoryFile.defaultURL(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]).path
        == "/x/state/a11ysim/history")
    #expect(
      HistoryFile.defaultURL(environment: ["HOME": "/h"]).path == "/h/.local/state/a11ysim/history")
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let url = folder.appendingPathComponent("a11ysim/history")
    HistoryFile.save(["a", "b", "c"], to: url, limit: 2)
    #expect(HistoryFile.load(url) == ["b", "c"])
    #expect(HistoryFile.load(url.appendingPathExtension("missing")) == [])
  }

  @Test("A history linked to a zero-like device reads as none, not without end")
  func linkedToZero() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let zero = folder.appendingPathComponent("zero").path
    // A device node of our own: never the machine's /dev/zero.
    try #require(mknod(zero, S_IFCHR | 0o666, dev_t(1 << 8 | 5)) == 0, "mknod needs root")
    let history = folder.appendingPathComponent("history")
    try FileManager.default.createSymbolicLink(atPath: history.path, withDestinationPath: zero)
    #expect(HistoryFile.load(history) == [])
  }

  @Test("A history linked to a null device (to keep none) stays a link to that device")
  func linkedToNull() throws {
    let folder = try TemporaryFolder.create()
    defer { TemporaryFolder.remove(folder) }
    let null = folder.appendingPathComponent("null").path
    // A device node of our own: never the machine's /dev/null.
    try #require(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0, "mknod needs root")
    let history = folder.appendingPathComponent("history")
    try FileManager.default.createSymbolicLink(atPath: history.path, withDestinationPath: null)
    HistoryFile.save(["a"], to: history)
    var info = stat()
    #expect(lstat(history.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(stat(null, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }
}
