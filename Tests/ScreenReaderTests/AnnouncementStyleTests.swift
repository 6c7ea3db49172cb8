import Accessibility
import Core
import ScreenReaders
import Testing

/// How each reader speaks an app's announcement by the way it was made: Apple's priorities
/// (low queued, high interrupting and uninterruptible), TalkBack's toast and short
/// announcements (queued, not cut by new speech: its compositor's queue modes), NVDA's
/// MostRecent notifications (speech cancelled first: UIA.event_UIA_notification), Narrator's
/// Important ones (low confidence), Orca (a message, queued, whatever the priority).
@Suite("Announcements: each reader queues or interrupts by how the app announced")
struct AnnouncementStyleTests {
  private func priority(
    _ pack: RulePack, _ style: AnnouncementStyle, text: String = "Saved"
  ) -> SpeechPriority? {
    let compositor = Compositor(pack: pack, settings: ReaderSettings(pack: pack))
    let context = Compositor.Context(
      element: nil, notificationText: text, announcementStyle: style)
    guard
      let reaction = compositor.react(
        to: .announcement, context: context, utteranceKind: .announcement)
    else { return nil }
    #expect(reaction.utterances.map(\.text) == [text], "\(pack.id) \(style)")
    return reaction.priority
  }

  static let long = "Your changes were saved to the shared drive"

  @Test(
    "Each reader's priority per announcement style",
    arguments: [
      ("voiceover-ios", AnnouncementStyle.standard, SpeechPriority.queue),
      ("voiceover-ios", .low, .queue), ("voiceover-ios", .high, .interruptUninterruptible),
      ("voiceover-macos", .low, .queue), ("voiceover-macos", .high, .interruptUninterruptible),
      ("talkback", .standard, .queueUninterruptible), ("talkback", .toast, .queueUninterruptible),
      ("nvda", .standard, .queue), ("nvda", .all, .queue), ("nvda", .importantAll, .queue),
      ("nvda", .mostRecent, .interrupt), ("nvda", .importantMostRecent, .interrupt),
      ("narrator", .all, .queue), ("narrator", .importantAll, .interrupt),
      ("narrator", .importantMostRecent, .interrupt),
      ("orca", .low, .queue), ("orca", .high, .queue), ("orca", .standard, .queue),
    ])
  func priorities(packID: String, style: AnnouncementStyle, expected: SpeechPriority) throws {
    let pack = try #require(RulePacks.all.first { $0.id == packID })
    #expect(priority(pack, style) == expected)
  }

  @Test("TalkBack queues an announcement longer than 30 characters plainly, a toast not")
  func talkBackLength() throws {
    let pack = try #require(RulePacks.all.first { $0.id == "talkback" })
    #expect(Self.long.count > 30)
    #expect(priority(pack, .standard, text: Self.long) == .queue)
    #expect(priority(pack, .toast, text: Self.long) == .queueUninterruptible)
  }
}
