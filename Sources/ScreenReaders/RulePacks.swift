import Core

/// The rule packs A11ySim ships, one per screen reader. Adding a reader is adding a file in
/// `Packs/` and a line here.
public enum RulePacks {
  /// Every pack, in the order `a11ysim readers` lists them.
  public static let all: [RulePack] = [voiceOverIOS, voiceOverMac, talkBack, narrator, nvda, orca]

  /// The pack with id `id` (`voiceover-ios`, `talkback`, …), or by its name, ignoring case.
  public static func named(_ id: String) -> RulePack? {
    let lowered = id.lowercased()
    return all.first { $0.id == lowered } ?? all.first { $0.name.lowercased() == lowered }
  }

  /// The reader a platform uses when none is chosen.
  public static func `default`(for platform: Platform) -> RulePack? {
    all.first { $0.platform == platform }
  }
}
