import Accessibility
import Controls
import Core

// WinUI Slider: SliderAutomationPeer, control type Slider, localized "slider"
// (UIA_AP_SLIDER), Orientation from the Slider's; RangeBaseAutomationPeer gives the RangeValue
// pattern only (Value, Minimum, Maximum, SmallChange, LargeChange), no Value pattern, so no
// value text. Named by AutomationProperties.Name, else its Header (Slider_Partial GetPlainText).
// Keys (SliderKeyProcess.h KeyDown): Left/Right/Up/Down Step(SmallChange, default 1),
// Home/End to Minimum/Maximum; no PageUp/PageDown. A disabled Slider is not a tab stop.
extension SliderVariantFacts {
  /// WinUI Slider.
  static let winUISlider = SliderVariantFacts(
    nativeName: "Slider (WinUI)", platform: .windows,
    summary:
      "Windows WinUI Slider: UIA Slider with RangeValue only; arrows move SmallChange, Home/End the ends, no PageUp/PageDown.",
    touchTarget: nil, wholeNumbers: false, takesKeyboardFocus: true,
    navigableWhenDisabled: true,
    keys: arrows.merging([.home: .minimum, .end: .maximum]) { first, _ in first },
    keyStep: { configuration in
      if let step = configuration.step, step > 0 { return step }
      return 1
    },
    pageStep: { _ in nil },
    readerStep: { configuration in
      if let step = configuration.step, step > 0 { return step }
      return 1
    },
    readerStepSource: Source(
      "NVDA and Narrator move a WinUI Slider with its own keys: SmallChange", .medium,
      .winUI("dxaml/xcp/components/controls/KeyDownUp/inc/SliderKeyProcess.h")),
    expose: { configuration, settings, _ in
      let shown = number(configuration.value)
      return element(configuration, settings, value: shown, keyboard: true)
    },
    source: Source(
      "WinUI SliderAutomationPeer, RangeBaseAutomationPeer (RangeValue only), SliderKeyProcess.h, "
        + "UIA_AP_SLIDER \"slider\"", .high,
      .winUI("dxaml/xcp/dxaml/lib/SliderAutomationPeer_Partial.cpp", "GetOrientationCore"),
      .winUI("dxaml/xcp/dxaml/lib/RangeBaseAutomationPeer_Partial.cpp"),
      .winUI("dxaml/xcp/components/controls/KeyDownUp/inc/SliderKeyProcess.h"),
      .winUI("dxaml/xcp/dxaml/dllsrv/winrt/Microsoft.UI.Xaml.Common.rc", "UIA_AP_SLIDER")))
}
