import Controls
import Testing

@testable import StepperControl

/// GtkSpinButton text rules. Every behaviour is from GNOME/gtk gtk/gtkspinbutton.c (GTK 4).
@Suite struct GtkSpinTextTests {
  /// gtk_spin_button_format_for_value: "%0.*f" then weed_out_neg_zero.
  @Test(arguments: [
    (75.0, 2, "75.00"), (2.5, 0, "2"), (3.5, 0, "4"), (0.125, 2, "0.12"), (-0.001, 2, "0.00"),
    (-1.5, 1, "-1.5"), (1.0 / 3.0, 3, "0.333"), (-0.0, 0, "0"),
  ])
  func format(value: Double, digits: Int, expected: String) {
    #expect(GtkSpinText.format(value, digits: digits) == expected)
  }

  /// gtk_spin_button_new_with_range: digits = |floor(log10(|step|))| for |step| < 1.
  @Test(arguments: [(1.0, 0), (0.1, 1), (0.25, 1), (0.01, 2), (0.001, 3), (5.0, 0)])
  func digitsForStep(step: Double, expected: Int) {
    #expect(GtkSpinText.digits(forStep: step) == expected)
  }

  /// gtk_spin_button_insert_text with numeric = TRUE accepts only digits, one leading sign,
  /// one decimal point within `digits`.
  @Test(arguments: [
    ("", "12", 0, 0, GtkSpinText.Insertion.accepted(text: "12", caret: 2)),
    ("12", "3", 1, 0, .accepted(text: "132", caret: 2)),
    ("", "-5", 0, 0, .accepted(text: "-5", caret: 2)),
    ("5", "+", 0, 0, .accepted(text: "+5", caret: 1)),
    ("12", "-", 1, 0, .rejected(.misplacedSign)),
    ("", "5-", 0, 0, .rejected(.misplacedSign)),
    ("-5", "-", 0, 0, .rejected(.beforeExistingSign)),
    ("-5", "1", 0, 0, .rejected(.beforeExistingSign)),
    ("-5", "1", 1, 0, .accepted(text: "-15", caret: 2)),
    ("12", "a", 2, 0, .rejected(.invalidCharacter("a"))),
    ("12", "3a", 2, 0, .rejected(.invalidCharacter("a"))),
    ("12", "e", 2, 2, .rejected(.invalidCharacter("e"))),
    ("12", " ", 2, 2, .rejected(.invalidCharacter(" "))),
    ("12", ",", 2, 2, .rejected(.invalidCharacter(","))),
    ("12", ".", 2, 0, .rejected(.decimalPointNotAllowed)),
    ("12", ".", 2, 2, .accepted(text: "12.", caret: 3)),
    ("1.2", ".", 3, 2, .rejected(.decimalPointNotAllowed)),
    ("1234", ".", 1, 2, .rejected(.decimalPointNotAllowed)),
    ("1234", ".", 2, 2, .accepted(text: "12.34", caret: 3)),
    ("1.25", "0", 4, 2, .rejected(.tooManyFractionDigits)),
    ("1.2", "5", 3, 2, .accepted(text: "1.25", caret: 4)),
    ("1.25", "0", 0, 2, .accepted(text: "01.25", caret: 1)),
  ])
  func numericFilter(
    existing: String, inserted: String, position: Int, digits: Int,
    expected: GtkSpinText.Insertion
  ) {
    let result = GtkSpinText.insert(
      inserted, into: existing, at: position, digits: digits, numeric: true)
    #expect(result == expected)
  }

  @Test func nonNumericAcceptsAnything() {
    #expect(
      GtkSpinText.insert("abc", into: "1", at: 1, digits: 0, numeric: false)
        == .accepted(text: "1abc", caret: 4))
  }

  /// gtk_spin_button_default_input: g_strtod, then the local-digit retry; the strtod prefix
  /// value is kept even when GTK_INPUT_ERROR is returned.
  @Test(arguments: [
    ("42", 42.0, false), ("  7.5", 7.5, false), ("-3", -3.0, false), ("+3", 3.0, false),
    ("1e3", 1000.0, false), ("0x10", 16.0, false), (".5", 0.5, false), ("5.", 5.0, false),
    ("", 0.0, false), ("12abc", 12.0, true), ("abc", 0.0, true), ("7 ", 7.0, true),
    ("1,5", 1.0, true), ("\u{0664}\u{0662}", 42.0, false), ("-\u{0664}\u{0662}", -42.0, false),
    ("inf", Double.infinity, false), ("1e", 1.0, true),
  ])
  func parseInput(text: String, value: Double, isError: Bool) {
    let result = GtkSpinText.parseInput(text)
    #expect(result.value == value)
    #expect(result.isError == isError)
  }

  @Test func parseNaN() {
    let result = GtkSpinText.parseInput("nan")
    #expect(result.value.isNaN)
    #expect(!result.isError)
  }

  /// gtk_spin_button_snap: ties (tmp - floor == ceil - tmp) take the ceiling.
  @Test(arguments: [
    (7.0, 0.0, 5.0, 5.0), (8.0, 0.0, 5.0, 10.0), (7.5, 0.0, 5.0, 10.0), (4.0, 1.0, 2.0, 5.0),
    (2.0, 1.0, 2.0, 3.0), (6.0, 0.0, 0.0, 6.0),
  ])
  func snap(value: Double, lower: Double, step: Double, expected: Double) {
    #expect(GtkSpinText.snap(value, lower: lower, step: step) == expected)
  }

  typealias Config = GtkSpinText.Configuration

  /// gtk_spin_button_update: ALWAYS clamps whatever g_strtod produced (errors ignored);
  /// IF_VALID keeps the old value on error or out of range.
  @Test(arguments: [
    ("50", GtkSpinText.UpdatePolicy.always, 50.0, "50", GtkSpinText.Disposition.committed),
    ("150", .always, 100.0, "100", .committed),
    ("-5", .always, 0.0, "0", .committed),
    ("12abc", .always, 12.0, "12", .committed),
    ("abc", .always, 0.0, "0", .committed),
    ("", .always, 0.0, "0", .committed),
    ("20", .always, 20.0, "20", .unchanged),
    ("50", .ifValid, 50.0, "50", .committed),
    ("150", .ifValid, 20.0, "20", .rejected),
    ("-5", .ifValid, 20.0, "20", .rejected),
    ("12abc", .ifValid, 20.0, "20", .rejected),
    ("abc", .ifValid, 20.0, "20", .rejected),
    ("nan", .ifValid, 20.0, "20", .unchanged),
    ("nan", .always, 20.0, "20", .unchanged),
  ])
  func update(
    text: String, policy: GtkSpinText.UpdatePolicy, value: Double, shown: String,
    disposition: GtkSpinText.Disposition
  ) {
    let config = Config(lower: 0, upper: 100, updatePolicy: policy)
    let result = GtkSpinText.update(text: text, current: 20, configuration: config)
    #expect(result == GtkSpinText.UpdateResult(value: value, text: shown, disposition: disposition))
  }

  @Test func updateWithDigitsAndSnap() {
    let config = Config(lower: 0, upper: 10, stepIncrement: 0.5, digits: 2, snapToTicks: true)
    let result = GtkSpinText.update(text: "3.3", current: 1, configuration: config)
    #expect(result == GtkSpinText.UpdateResult(value: 3.5, text: "3.50", disposition: .committed))
  }

  /// gtk_spin_button_set_value ignores changes within EPSILON (1e-10) but re-outputs the text.
  @Test func updateWithinEpsilonReformats() {
    let config = Config(lower: 0, upper: 10, digits: 2)
    let result = GtkSpinText.update(text: "2.00000000001", current: 2, configuration: config)
    #expect(result == GtkSpinText.UpdateResult(value: 2, text: "2.00", disposition: .unchanged))
  }

  /// Snapping can go past upper; gtk_adjustment_set_value clamps it back and, when that is the
  /// current value, emits nothing, so the typed text stays.
  @Test func snapPastUpperKeepsTypedText() {
    let config = Config(lower: 0, upper: 10, stepIncrement: 4, snapToTicks: true)
    let result = GtkSpinText.update(text: "11", current: 10, configuration: config)
    #expect(result == GtkSpinText.UpdateResult(value: 10, text: "11", disposition: .unchanged))
  }
}
