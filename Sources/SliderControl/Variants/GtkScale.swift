import Accessibility
import Controls
import Core

// GtkScale: GTK_ACCESSIBLE_ROLE_SLIDER (AT-SPI "slider") with the AT-SPI Value interface and
// its orientation, which Orca speaks as "horizontal slider" (object_properties
// ROLE_SLIDER_HORIZONTAL; its GTK 3 test app's scale). Keys (GtkScale/GtkRange bindings, read
// in a GTK 3 lineage copy: medium): arrows one step increment, PageUp/PageDown one page
// increment (gtk_scale_new_with_range makes it 10 steps), Home/End the ends. An insensitive
// scale takes no focus; an unlabelled one is named by its tooltip.
extension SliderVariantFacts {
  /// GtkScale.
  static let gtkScale = SliderVariantFacts(
    nativeName: "GtkScale", platform: .linux,
    summary:
      "Linux GtkScale: AT-SPI slider with its orientation; arrows a step, PageUp/PageDown ten, Home/End the ends.",
    touchTarget: nil, wholeNumbers: false, takesKeyboardFocus: true,
    navigableWhenDisabled: false,
    keys: arrows.merging([
      .pageUp: .page(1), .pageDown: .page(-1), .home: .minimum, .end: .maximum,
    ]) { first, _ in first },
    keyStep: gtkStep, pageStep: { 10 * gtkStep($0) }, readerStep: gtkStep,
    readerStepSource: Source(
      "Orca moves a GtkScale with its own keys: the step increment", .medium,
      .page("https://docs.gtk.org/gtk4/ctor.Scale.new_with_range.html")),
    expose: { configuration, settings, _ in
      let shown = number(configuration.value)
      let name = settings.label ?? configuration.label ?? configuration.tooltip
      return element(
        configuration, settings, name: name,
        value: fill(configuration.valueText, configuration, shown: shown) ?? shown,
        keyboard: true, navigableWhenDisabled: false)
    },
    source: Source(
      "GTK 4 GtkScale: GTK_ACCESSIBLE_ROLE_SLIDER; Orca object_properties ROLE_SLIDER_HORIZONTAL "
        + "and its GTK 3 widget-notebook test", .medium,
      .page("https://docs.gtk.org/gtk4/class.Scale.html"),
      .orca("src/orca/object_properties.py", "ROLE_SLIDER_HORIZONTAL"),
      .orca("tests/integration_tests/test_gui_widget_notebook.py")))

  private static func gtkStep(_ configuration: SliderConfiguration) -> Double {
    if let step = configuration.step, step > 0 { return step }
    return 1
  }
}
