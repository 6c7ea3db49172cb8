import Core

extension Reference {
  /// MagentaA11y's native radio-button criteria, published at
  /// https://www.magentaa11y.com/#/native-criteria/controls/radio-button.
  package static let magentaRadioButton = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/documentation/native/controls/radio-button.md", symbol: nil)
  /// MagentaA11y's caption of VoiceOver on iOS custom radio buttons: "Selected Net banking One
  /// of four button", "Unselected debit card two of four button" (the app's own words for the
  /// unchosen state and the place), "… dimmed button".
  package static let magentaRadioVoiceOver = Reference.code(
    .magentaA11yCurrent,
    path: "public/content/assets/media/video/native/radio-button/radioButtonIosVoiceOver-en-US.vtt",
    symbol: nil)
  /// MagentaA11y's caption of TalkBack on a RadioGroup: "Not selected Text message radio
  /// button one of three in list 3 items double tap to toggle".
  package static let magentaRadioTalkBack = Reference.code(
    .magentaA11yCurrent,
    path:
      "public/content/assets/media/video/native/radio-button/radioButtonAndroidTalkback-en-US.vtt",
    symbol: nil)
}
