import ScreenReaders

/// How one reader sounds: rate, pitch, voice and language. Each modelled reader has its own
/// so that two readers in one comparison are easy to tell apart.
package struct VoiceProfile: Equatable, Hashable, Sendable {
  /// The kinds of voice speech-dispatcher offers; each synthesizer maps them to its own voices.
  /// Each pack names its reader's (``ReaderVoice``).
  package typealias Voice = SpeechVoice

  /// The reader's name as transcripts show it (`VoiceOver`).
  package var reader: String
  /// The speaking rate in words per minute; the timing model uses the same rate.
  package var wordsPerMinute: Double
  /// Pitch from -100 (lowest) to 100 (highest), 0 being the synthesizer's normal pitch.
  package var pitch: Int
  /// The kind of voice.
  package var voice: Voice
  /// The language (`en`, `de`, …).
  package var language: String

  /// Creates a profile.
  package init(
    reader: String, wordsPerMinute: Double, pitch: Int = 0, voice: Voice = .male1,
    language: String = "en"
  ) {
    self.reader = reader
    self.wordsPerMinute = wordsPerMinute
    self.pitch = min(100, max(-100, pitch))
    self.voice = voice
    self.language = language
  }

  /// The rate on speech-dispatcher's scale from -100 to 100, for its espeak-ng module whose
  /// normal rate (0) is 170 words per minute, slowest (-100) 80 and fastest (100) 449.
  package var dispatcherRate: Int {
    let normal = 170.0
    let scaled =
      wordsPerMinute >= normal
      ? (wordsPerMinute - normal) / (449 - normal) * 100
      : (wordsPerMinute - normal) / (normal - 80) * 100
    return Int(min(100, max(-100, scaled)).rounded())
  }

  /// The rate as the whole number espeak-ng's `-s` takes. espeak-ng keeps rates within its own
  /// range (espeakRATE_MINIMUM 80 to espeakRATE_MAXIMUM 450 in
  /// espeak-ng/espeak-ng:src/include/espeak-ng/speak_lib.h); this only keeps `--rate 1e300`
  /// or `inf` from trapping in the conversion to a whole number.
  var espeakRate: Int {
    guard wordsPerMinute.isFinite else { return wordsPerMinute > 0 ? 10_000 : 1 }
    return Int(min(10_000, max(1, wordsPerMinute)).rounded())
  }

  /// The arguments espeak-ng takes for this voice: `-v en+f1 -s 180 -p 55`.
  package var espeakArguments: [String] {
    [
      "-v", "\(language)+\(voice.espeakVariant)", "-s", String(espeakRate),
      "-p", String(50 + pitch / 2),
    ]
  }
}

extension SpeechVoice {
  /// The espeak-ng variant for it (`m1`, `f2`, …), as `-v en+f2` takes it.
  package var espeakVariant: String {
    let number = rawValue.last.map(String.init) ?? "1"
    return (rawValue.hasPrefix("male") ? "m" : "f") + number
  }
}

/// The voice for each reader, with a fallback for readers without one.
package struct VoiceProfiles: Sendable {
  /// Profiles by reader name.
  package var byReader: [String: VoiceProfile]
  /// The rate every profile uses instead of its own, when set (`simulate --rate`).
  package var wordsPerMinute: Double?

  /// Creates a set of profiles.
  package init(_ profiles: [VoiceProfile], wordsPerMinute: Double? = nil) {
    byReader = Dictionary(profiles.map { ($0.reader, $0) }, uniquingKeysWith: { $1 })
    self.wordsPerMinute = wordsPerMinute
  }

  /// The voice for `reader`: its profile, or a plain voice at 180 words per minute.
  package func voice(for reader: String) -> VoiceProfile {
    var profile = byReader[reader] ?? VoiceProfile(reader: reader, wordsPerMinute: 180)
    if let wordsPerMinute { profile.wordsPerMinute = wordsPerMinute }
    return profile
  }

  /// The same profiles with every rate replaced by `wordsPerMinute` (nil keeps each reader's).
  package func speaking(at wordsPerMinute: Double?) -> VoiceProfiles {
    var copy = self
    copy.wordsPerMinute = wordsPerMinute
    return copy
  }

  /// The defaults: each modelled reader at the rate its rule pack's timing model uses, with the
  /// voice and pitch its pack gives it (``RulePack/voice``: VoiceOver a higher woman's voice,
  /// TalkBack a lower one, Narrator, NVDA and Orca men's voices).
  package static let standard = VoiceProfiles(
    RulePacks.all.map { pack in
      VoiceProfile(
        reader: pack.name, wordsPerMinute: pack.timing.wordsPerMinute, pitch: pack.voice.pitch,
        voice: pack.voice.voice)
    })
}
