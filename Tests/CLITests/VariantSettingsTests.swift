import ComponentFile
import ControlRegistry
import Controls
import TestSupport
import Testing

@Suite("a11ysim variants lists only the settings each variant takes")
struct VariantSettingsListingTests {
  /// Each variant's `settings:` line in `a11ysim variants` output, by variant name.
  private func settings(_ arguments: [String]) throws -> [String: String] {
    let result = try RunCLI.run(["variants"] + arguments)
    #expect(result.exitCode == 0)
    var listed: [String: String] = [:]
    var variant: String?
    for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
      if let name = line.split(separator: " — ").first, !line.hasPrefix(" "),
        !line.hasPrefix("control:")
      {
        variant = String(name)
      } else if line.hasPrefix("  settings: "), let variant {
        listed[variant] = String(line.dropFirst("  settings: ".count))
      }
    }
    return listed
  }

  @Test("A picker wheel does not list the list's settings, a menu button does not list selected")
  func dropdown() throws {
    // Dropdown refuses these with an error: a wheel opens no list, a menu button has no value.
    let listed = try settings(["--control", "dropdown"])
    #expect(
      listed["uipickerview"]
        == "label, selected, enabled, exposesPopUp, labelsTrigger, options { … }")
    #expect(
      listed["swiftui-wheel-picker"]
        == "label, selected, enabled, exposesPopUp, labelsTrigger, options { … }")
    #expect(
      listed["winui-dropdownbutton"]
        == "label, enabled, exposesPopUp, labelsTrigger, movesFocus, returnsFocus, options { … }")
    #expect(
      listed["gtk-menu-button"]
        == "label, enabled, exposesPopUp, labelsTrigger, movesFocus, returnsFocus, options { … }")
    #expect(
      listed["spinner"]
        == "label, selected, enabled, exposesPopUp, labelsTrigger, movesFocus, returnsFocus, "
        + "options { … }")
  }

  @Test("A text field, a toast and a dialog list only what their variant takes")
  func otherControls() throws {
    let fields = try settings(["--control", "text-field"])
    // Android's SearchView always shows its clear button; a text view always holds lines
    // and has no placeholder; only WinUI's TextBox takes the peer's invalid entry.
    #expect(fields["gtk-textview"]?.contains("multiLine") == false)
    #expect(fields["gtk-textview"]?.contains("placeholder") == false)
    #expect(fields["gtk-textview"]?.contains("required") == true)
    #expect(fields["uikit"]?.contains("clearButton") == true)
    #expect(fields["uikit"]?.contains("required") == false)
    #expect(fields["winui"]?.contains("peerReportsInvalid") == true)
    #expect(fields["winui"]?.contains("multiLine") == true)
    #expect(fields["searchview"]?.contains("clearButton") == false)
    let toasts = try settings(["--control", "toast"])
    #expect(toasts["infobar"]?.contains("severity") == true)
    #expect(toasts["infobar"]?.contains("seconds") == false)
    #expect(toasts["infobar"]?.contains("announcedAs") == false)
    #expect(toasts["winui"]?.contains("severity") == false)
    let dialogs = try settings(["--control", "dialog"])
    #expect(dialogs["content-dialog"]?.contains("confirmDismisses") == false)
  }

  @Test("Every setting a variant refuses is one of its control's settings that applies there")
  func refusalsNameSettings() {
    // A refusal under a key no setting has would leave the listing unchanged and never fire.
    let schema = ComponentSchema.shipped
    var refusing = 0
    for definition in ControlCatalog.shipped.all {
      for variant in definition.variants {
        for key in variant.refusedSettings {
          refusing += 1
          #expect(
            schema.all.contains { $0.key == key && $0.applies(to: variant.id) },
            "\(variant.id.rawValue) refuses '\(key)', which is not a setting it would take")
          #expect(!schema.options(takenBy: variant.id).contains { $0.key == key })
        }
      }
    }
    #expect(refusing > 0)
  }
}
