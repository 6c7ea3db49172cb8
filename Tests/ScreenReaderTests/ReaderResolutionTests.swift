import Core
import ScreenReaders
import Testing

@Suite("RulePacks.resolve: one place a reader name becomes a pack")
struct ReaderResolutionTests {
  @Test("A name several readers share means the one on the platform: voiceover")
  func sharedName() throws {
    #expect(try RulePacks.resolve("voiceover", on: .macos).id == "voiceover-macos")
    #expect(try RulePacks.resolve("VoiceOver", on: .ios).id == "voiceover-ios")
    #expect(RulePacks.candidates("voiceover").map(\.id) == ["voiceover-ios", "voiceover-macos"])
  }

  @Test("Ids, names and aliases ignore case; nil is the platform's own reader")
  func idsAndDefaults() throws {
    #expect(try RulePacks.resolve("NVDA", on: .windows).id == "nvda")
    #expect(try RulePacks.resolve("voiceover-ios", on: .ios).id == "voiceover-ios")
    let defaults = try Platform.allCases.map { try RulePacks.resolve(nil, on: $0).id }
    #expect(defaults == ["voiceover-ios", "voiceover-macos", "talkback", "narrator", "orca"])
  }

  @Test("A reader of another platform says where it runs; an unknown one lists the ids")
  func errors() {
    #expect(
      throws: ReaderResolutionError.otherPlatform(
        reader: "TalkBack", runsOn: [.android], requested: .ios)
    ) {
      try RulePacks.resolve("talkback", on: .ios)
    }
    do {
      _ = try RulePacks.resolve("voiceover", on: .android)
      Issue.record("VoiceOver resolved on Android")
    } catch {
      #expect(
        error == .otherPlatform(reader: "VoiceOver", runsOn: [.ios, .macos], requested: .android))
      #expect(error.description == "VoiceOver runs on iOS and macOS, not Android")
    }
    do {
      _ = try RulePacks.resolve("jaws", on: .windows)
      Issue.record("jaws resolved")
    } catch {
      #expect(
        error.description
          == "unknown reader 'jaws'; expected one of voiceover-ios, voiceover-macos, talkback, "
          + "narrator, nvda, orca")
    }
    #expect(
      ReaderResolutionError.otherPlatform(reader: "TalkBack", runsOn: [.android], requested: .ios)
        .description == "TalkBack runs on Android, not iOS")
    #expect(
      ReaderResolutionError.noReader(.linux).description
        == "no screen reader is modelled for Linux")
  }
}
