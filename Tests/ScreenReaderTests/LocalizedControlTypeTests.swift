import Accessibility
import Core
import ScreenReaders
import Testing

/// An element's own words for its kind (UIA's LocalizedControlType, which a WinUI peer can
/// override: microsoft/microsoft-ui-xaml@3cae15f ProgressRingAutomationPeer's "ProgressRing").
/// Narrator speaks them in place of its role word; NVDA maps the control type to its own role
/// (nvaccess/nvda NVDAObjects/UIA `UIA._get_role`) and ignores them.
@Suite("The platform's own role text")
struct LocalizedControlTypeTests {
  static func speech(_ pack: RulePack, _ element: AccessibleElement) -> [String] {
    let compositor = Compositor(pack: pack, settings: ReaderSettings(pack: pack))
    return compositor.describe(
      element, context: Compositor.Context(element: element, isFocused: true)
    )
    .map(\.text)
  }

  static let ring: AccessibleElement = {
    var element = AccessibleElement(id: "ring", role: .progressBar, name: "Busy Loading")
    element.localizedControlType = "ProgressRing"
    return element
  }()

  @Test("Narrator says the element's own text where it has one, its role word where not")
  func narrator() {
    #expect(Self.speech(RulePacks.narrator, Self.ring) == ["Busy Loading, ProgressRing"])
    var plain = Self.ring
    plain.localizedControlType = nil
    #expect(Self.speech(RulePacks.narrator, plain) == ["Busy Loading, progress bar"])
    // Empty text is no text: the role word stays.
    plain.localizedControlType = ""
    #expect(Self.speech(RulePacks.narrator, plain) == ["Busy Loading, progress bar"])
  }

  @Test("NVDA keeps its own role word; only Narrator's pack has the row")
  func nvda() {
    #expect(Self.speech(RulePacks.nvda, Self.ring) == ["Busy Loading progress bar"])
    #expect(RulePacks.narrator.vocabulary.localizedControlType?.confidence == .medium)
    #expect(RulePacks.nvda.vocabulary.localizedControlType == nil)
  }

  /// google/talkback@26a27dc AccessibilityNodeFeedbackUtils.defaultRoleDescription: a node's role
  /// description (AccessibilityNodeInfoCompat.setRoleDescription) in place of its class's role
  /// name, which has no word for a tab (getNodeRoleName); nothing with speak-roles off.
  @Test("TalkBack says an Android node's role description in place of its class's role word")
  func talkBack() throws {
    var toggle = AccessibleElement(id: "b", role: .button, name: "Bold")
    #expect(Self.speech(RulePacks.talkBack, toggle) == ["Bold, Button"])
    toggle.localizedControlType = "Toggle"
    #expect(Self.speech(RulePacks.talkBack, toggle) == ["Bold, Toggle"])
    var settings = ReaderSettings(pack: RulePacks.talkBack)
    try settings.set("speakRoles", to: "off")
    let quiet = Compositor(pack: RulePacks.talkBack, settings: settings).describe(
      toggle, context: Compositor.Context(element: toggle, isFocused: true)
    ).map(\.text)
    #expect(quiet == ["Bold"])
    // A tab has no role word of TalkBack's own: only its role description says "Tab".
    #expect(RulePacks.talkBack.vocabulary.roles[.tab] == nil)
    var tab = AccessibleElement(id: "t", role: .tab, name: "Home")
    #expect(Self.speech(RulePacks.talkBack, tab) == ["Home"])
    tab.localizedControlType = "Tab"
    #expect(Self.speech(RulePacks.talkBack, tab) == ["Home, Tab"])
    #expect(
      Compositor(pack: RulePacks.talkBack, settings: ReaderSettings(pack: RulePacks.talkBack))
        .roleWord(for: tab)?.text == "Tab")
  }
}
