import Core
import ScreenReaders
import Testing

/// The typing echo as data: what each mode says for typed text, one utterance each.
@Suite("Typing echo: characters, words, separators, capitals")
struct TypingEchoUnitTests {
  let source = Source("test", .low)

  @Test("Characters: each typed character; a space by its name; a capital in its template")
  func characters() {
    let echo = TypingEcho(
      characterNames: [" ": "space"], capitalTemplate: "Cap {}", source: source)
    #expect(
      echo.echo("Hi yo", after: "", mode: .characters) == ["Cap H", "i", "space", "y", "o"])
    #expect(echo.echo("Hi yo", after: "", mode: TypingEchoMode.none) == [])
  }

  @Test("Words: a separator ends the word typed before it, text already there included")
  func words() {
    let echo = TypingEcho(characterNames: [" ": "space"], source: source)
    #expect(echo.echo("lo there.", after: "Hel", mode: .words) == ["Hello", "there"])
    #expect(
      echo.echo("a b", after: "", mode: .charactersAndWords) == ["a", "space", "a", "b"])
    // Two separators in a row end one word, not two.
    #expect(echo.echo("ab, ", after: "", mode: .words) == ["ab"])
  }

  @Test("TalkBack's style: the word names its separator, in its place; one-letter words are not")
  func wordNamesSeparator() {
    let echo = TypingEcho(
      characterNames: [" ": "Space", ".": "Period"], wordNamesSeparator: true,
      minimumWordLength: 2, source: source)
    #expect(
      echo.echo("Hi a.", after: "", mode: .charactersAndWords) == [
        "H", "i", "Hi Space", "a", "Period",
      ])
    #expect(echo.echo("Hi a.", after: "", mode: .words) == ["Hi Space"])
  }

  @Test("Text read back: one character by its name, more as they are")
  func spokenText() {
    let echo = TypingEcho(characterNames: [" ": "space"], source: source)
    #expect(echo.spoken(text: " ") == "space")
    #expect(echo.spoken(text: "b") == "b")
    #expect(echo.spoken(text: "ab") == "ab")
  }

  @Test(
    "A pack that echoes typing declares the typingEcho setting and its typing data",
    arguments: RulePacks.all.map(\.id))
  func packsDeclareWhatTheEchoNeeds(id: String) throws {
    let pack = try #require(RulePacks.named(id))
    let echoes = pack.reactionRules.contains {
      if case .typingEcho = $0.reaction { true } else { false }
    }
    #expect(echoes, "\(id) has no rule that echoes typing")
    #expect(pack.typingEcho != nil, "\(id) has no typing echo data")
    let setting = try #require(pack.setting(.typingEcho), "\(id) has no typingEcho setting")
    #expect(setting.values == TypingEchoMode.allCases.map(\.rawValue))
    #expect(TypingEchoMode(rawValue: setting.defaultValue) != nil)
  }
}
