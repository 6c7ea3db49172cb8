import Core

/// The rule packs A11ySim ships, one per screen reader. Adding a reader is adding a file in
/// `Packs/` and a line here.
package enum RulePacks {
  /// Every pack, in the order `a11ysim readers` lists them.
  package static let all: [RulePack] = [voiceOverIOS, voiceOverMac, talkBack, narrator, nvda, orca]

  /// Every pack whose id, name or one of whose aliases is `name`, ignoring case, in
  /// ``all``'s order: `voiceover` is VoiceOver on iOS and on macOS.
  package static func candidates(_ name: String) -> [RulePack] {
    candidateIndices(name).map { all[$0] }
  }

  /// Where in ``all`` the packs ``candidates(_:)`` gives are: every scenario names its reader,
  /// and looking a name up must not copy every pack (each holds its rules).
  private static func candidateIndices(_ name: String) -> [Int] {
    byName[name.lowercased()] ?? []
  }

  /// Each pack's id, name and aliases, lowered, to where the packs are in ``all``.
  private static let byName: [String: [Int]] = {
    var indices: [String: [Int]] = [:]
    for (index, pack) in all.enumerated() {
      for key in Set([pack.id, pack.name.lowercased()] + pack.aliases.map { $0.lowercased() }) {
        indices[key, default: []].append(index)
      }
    }
    return indices
  }()

  /// The pack called `name` on no particular platform: the one with that id, else the first
  /// with that name or alias (`voiceover`: VoiceOver on iOS). Where a platform is known, use
  /// ``resolve(_:on:)``.
  package static func named(_ name: String) -> RulePack? {
    let lowered = name.lowercased()
    return all.first { $0.id == lowered } ?? candidates(name).first
  }

  /// The reader a platform uses when none is chosen.
  package static func `default`(for platform: Platform) -> RulePack? {
    all.first { $0.platform == platform }
  }

  /// The reader `name` means on `platform`; `nil` means the platform's own. A name several
  /// packs share (`voiceover`) means the one that runs on `platform`.
  ///
  /// This is the one place a reader name becomes a pack: the commands, the session and the
  /// scenario steps all call it, so they accept the same names and say the same things.
  package static func resolve(_ name: String?, on platform: Platform) throws(ReaderResolutionError)
    -> RulePack
  {
    guard let name else {
      guard let pack = `default`(for: platform) else { throw .noReader(platform) }
      return pack
    }
    let matches = candidateIndices(name)
    guard let first = matches.first else {
      throw .unknown(name, known: all.map(\.id))
    }
    guard let pack = matches.first(where: { all[$0].platform == platform }) else {
      throw .otherPlatform(
        reader: all[first].name, runsOn: matches.map { all[$0].platform }, requested: platform)
    }
    return all[pack]
  }
}

/// Why a reader name gives no reader on a platform.
package enum ReaderResolutionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No pack has this id, name or alias; `known` are the ids to choose from.
  case unknown(String, known: [String])
  /// The reader exists, but not on the requested platform: it runs on `runsOn`.
  case otherPlatform(reader: String, runsOn: [Platform], requested: Platform)
  /// No reader is modelled for the platform.
  case noReader(Platform)

  /// What the user sees: "unknown reader 'jaws'; expected one of voiceover-ios, …",
  /// "TalkBack runs on Android, not iOS".
  package var description: String {
    switch self {
    case .unknown(let name, let known):
      "unknown reader '\(name)'; expected one of " + known.joined(separator: ", ")
    case .otherPlatform(let reader, let runsOn, let requested):
      "\(reader) runs on " + runsOn.map(\.displayName).joined(separator: " and ")
        + ", not \(requested.displayName)"
    case .noReader(let platform):
      "no screen reader is modelled for \(platform.displayName)"
    }
  }
}
