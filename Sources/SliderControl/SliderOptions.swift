import Accessibility
import ComponentFile
import ComponentModel
import Controls

extension ComponentOption {
  /// Every setting a component file may give for a slider (`control: slider`). The app's
  /// accessibility label and hint are under `accessibility:`, as for every control.
  package static let slider: [ComponentOption] = [
    sliderOption(
      "label", .text, "The visible label; leave it out for a slider with no text.",
      "the text beside it, Header, the GtkLabel that labels it"
    ) {
      $0.label = $1.optionalText
    } current: {
      $0.label.map(quoted)
    },
    sliderOption(
      "value", .number(allowsInfinity: false, allowsEmpty: false), "The value it starts at.",
      "value, progress, Value, the adjustment's value"
    ) {
      $0.value = $1.number
    } current: {
      number($0.value)
    },
    sliderOption(
      "minimum", .number(allowsInfinity: false, allowsEmpty: false), "The lowest value.",
      "minimumValue, in:, min, valueFrom, Minimum, lower"
    ) {
      $0.minimum = $1.number
    } current: {
      number($0.minimum)
    },
    sliderOption(
      "maximum", .number(allowsInfinity: false, allowsEmpty: false), "The highest value.",
      "maximumValue, in:, max, valueTo, Maximum, upper"
    ) {
      $0.maximum = $1.number
    } current: {
      number($0.maximum)
    },
    sliderOption(
      "step", .number(allowsInfinity: false, allowsEmpty: false),
      "The app's step (0: continuous); leave it out for the variant's own. A screen reader on "
        + "Android moves by the framework's amount, not this.",
      "step:, keyProgressIncrement, stepSize, steps, SmallChange, step increment",
      variants: [
        "swiftui", "appkit", "seekbar", "material-slider", "compose", "winui", "gtk-scale",
      ]
    ) {
      $0.step = $1.number
    } current: {
      $0.step.map(number)
    },
    sliderOption(
      "valueText", .text,
      "The app's value text ({value}, {label}), spoken instead of the platform's.",
      "accessibilityValue, setAccessibilityValueDescription, GTK value-text",
      variants: ["uikit", "swiftui", "appkit", "gtk-scale"]
    ) {
      $0.valueText = $1.optionalText
    } current: {
      $0.valueText.map(quoted)
    },
    sliderOption(
      "enabled", .boolean, "Whether the slider takes input (false: dimmed, disabled, insensitive).",
      "isEnabled, enabled, IsEnabled, sensitive"
    ) {
      $0.isEnabled = $1.boolean
    } current: {
      "\($0.isEnabled)"
    },
    sliderOption(
      "tooltip", .text, "The tooltip: GTK names a scale with no label by it.",
      "toolTip, tooltipText, ToolTipService.ToolTip, tooltip-text"
    ) {
      $0.tooltip = $1.optionalText
    } current: {
      $0.tooltip.map(quoted)
    },
    sliderOption(
      "stateDescription", .text,
      "The app's state description ({value}, {label}), spoken by TalkBack in place of the "
        + "platform's percent or number (Android only).",
      "View.setStateDescription, Modifier.semantics { stateDescription }",
      variants: ["seekbar", "material-slider", "compose"]
    ) {
      $0.stateDescription = $1.optionalText
    } current: {
      $0.stateDescription.map(quoted)
    },
    sliderOption(
      "rangeKind", .choice(ElementStates.RangeInfo.Kind.allCases.map(\.rawValue)),
      "The RangeInfo type the app reports instead of the widget's (Android only): TalkBack "
        + "words int as \"50\", float as \"50.0\", percent as \"50 percent\".",
      "AccessibilityNodeInfo.RangeInfo type (RANGE_TYPE_INT, FLOAT, PERCENT)",
      variants: ["seekbar", "material-slider", "compose"]
    ) {
      $0.rangeKind = ElementStates.RangeInfo.Kind(rawValue: $1.text)
    } current: {
      $0.rangeKind?.rawValue
    },
    sliderOption(
      "orientation", .choice(ElementStates.Orientation.allCases.map(\.rawValue)),
      "Which way it moves: Orca says \"horizontal slider\" or \"vertical slider\".",
      "Orientation, GtkOrientable orientation, isVertical"
    ) {
      $0.orientation = ElementStates.Orientation(rawValue: $1.text) ?? .horizontal
    } current: {
      $0.orientation.rawValue
    },
    sliderOption(
      "exposesValue", .boolean,
      "false for a custom slider that exposes no value at all (no accessibilityValue, "
        + "RangeInfo, RangeValue or AT-SPI Value): a misconfiguration to test.",
      "accessibilityValue, RangeInfo, RangeValue pattern, AT-SPI Value"
    ) {
      $0.exposesValue = $1.boolean
    } current: {
      "\($0.exposesValue)"
    },
    sliderOption(
      "announcement", .text, "What the app announces after each change ({value}, {label}).",
      "UIAccessibility.post(.announcement), announceForAccessibility, RaiseNotificationEvent"
    ) {
      $0.announcement = $1.optionalText
    } current: {
      $0.announcement.map(quoted)
    },
    .announcedAs(control: .slider, \SliderConfiguration.announcedAs),
  ]

  private static let sliderOption = ComponentOptions(.slider, SliderConfiguration.self)
}
