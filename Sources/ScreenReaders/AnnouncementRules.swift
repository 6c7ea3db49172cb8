import Accessibility
import Core

extension ReactionRule {
  /// VoiceOver's rules (iOS and macOS alike) for an announcement with an explicit priority:
  /// low is queued behind other speech; high interrupts and nothing cuts it once it has
  /// started. Each reader's own rule for the default priority follows these.
  static func applePriorityAnnouncements(joiner: String) -> [ReactionRule] {
    let source = Source(
      "Apple: an announcement's priority (iOS 17, macOS 14): low is queued after other speech; "
        + "high interrupts and cannot be interrupted once started; default interrupts but may "
        + "be cut by new speech", .high,
      .page(
        "https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/announcementpriorityattribute"
      ))
    let said = [UtteranceTemplate([.notificationText], joiner: joiner)]
    return [
      ReactionRule(
        "announcement.low", on: .announcement, when: .announced([.low]), .speak(said),
        priority: .queue, source: source),
      ReactionRule(
        "announcement.high", on: .announcement, when: .announced([.high]), .speak(said),
        priority: .interruptUninterruptible, source: source),
    ]
  }
}
