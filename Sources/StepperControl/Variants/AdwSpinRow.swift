import Controls
import Core

// libadwaita AdwSpinRow: a list row with a title, a subtitle and a GtkSpinButton, whose
// adjustment it shares; the row turns the scroll wheel off (adw-spin-row.c).
extension StepperVariantFacts {
  /// AdwSpinRow.
  static let adwSpinRow = StepperVariantFacts(
    nativeName: "AdwSpinRow", platforms: [.linux],
    summary:
      "Linux libadwaita AdwSpinRow: a list row with a title, a subtitle and a GtkSpinButton; "
      + "GtkSpinButton's defaults, no scroll wheel.",
    defaults: .gtk, fixedStep: nil, canBeEmpty: false, touchTarget: nil,
    behaviour: { _, configuration in
      StepperBehaviour.gtk(nativeName: "AdwSpinRow", scrollWheel: .ignored, configuration)
    },
    exposure: { $0.gtk(isRow: true) },
    drawing: { sketch in
      sketch.label + (sketch.configuration.subtitle.map { "(\($0))  " } ?? "")
        + sketch.button(.decrement, "−") + " " + sketch.field + " "
        + sketch.button(.increment, "+")
    },
    defaultAnnouncements: noAnnouncements)
}
