import Accessibility
import ComponentModel
import Core

/// A screen: components, text, headings and images in reading order, as a screen file
/// describes it (Documentation/Screens.md). A component file alone is a screen of one.
///
/// The elements are a flat list in this first increment; containers (group, list, tab bar,
/// dialog) will be elements holding elements of their own.
package struct Screen: Equatable, Sendable {
  /// A name for reports: the screen file's `screen:`.
  package var name: String
  /// Its elements, in reading order.
  package var elements: [ScreenElement]

  /// The most elements a screen file may hold: a real screen has tens; the limit keeps a
  /// generated or mistaken file from taking the machine's time and memory.
  package static let elementLimit = 1_000

  /// Creates a screen.
  package init(name: String, elements: [ScreenElement]) {
    self.name = name
    self.elements = elements
  }

  /// A component alone, as a screen of one.
  package init(component: Component) {
    self.init(name: component.name, elements: [.component(component)])
  }

  /// The components, in order.
  package var components: [Component] {
    elements.compactMap { if case .component(let component) = $0 { component } else { nil } }
  }

  /// The one component, when the screen is a component alone (a component file, or a screen
  /// of one component and nothing else): it runs exactly as the component does.
  package var soleComponent: Component? {
    guard elements.count == 1, case .component(let component) = elements[0] else { return nil }
    return component
  }

  /// The platforms it runs on: those every component ships on, in the seeds' order.
  package var platformList: [Platform] {
    let components = components
    guard let first = components.first else { return Platform.allCases }
    return first.platformList.filter { platform in
      components.allSatisfy { $0.platforms[platform] != nil }
    }
  }
}

/// One element of a screen.
package enum ScreenElement: Equatable, Sendable {
  /// A component: its control's elements, as a component file gives them.
  case component(Component)
  /// Static text.
  case text(String)
  /// A heading, with its level (1 for the top level) where the file gives one.
  case heading(String, level: Int?)
  /// An image with its label, or a decorative one (`nil`), which readers skip.
  case image(label: String?)

  /// What the element exposes on `platform` when it is not a component, each element's id
  /// starting with `prefix`: static text, a heading (with its level where the platform has
  /// one: UIA, AT-SPI and AppKit; UIKit's header trait and Android's `isHeading` have none),
  /// an image with a label. A decorative image exposes nothing.
  package func fixedElements(on platform: Platform, prefix: String) -> [AccessibleElement] {
    switch self {
    case .component: []
    case .text(let text):
      [
        AccessibleElement(
          id: prefix + "text", role: .staticText, name: text, nameSource: .visibleText)
      ]
    case .heading(let text, let level):
      [
        AccessibleElement(
          id: prefix + "heading", role: .heading, name: text, nameSource: .visibleText,
          headingLevel: Self.platformsWithHeadingLevels.contains(platform) ? level : nil)
      ]
    case .image(let label?):
      [
        AccessibleElement(
          id: prefix + "image", role: .image, name: label, isImage: true, nameSource: .app)
      ]
    case .image(nil): []
    }
  }

  /// The platforms whose accessibility API gives a heading a level: UIA's HeadingLevel,
  /// AT-SPI's level attribute (GTK's `GTK_ACCESSIBLE_PROPERTY_LEVEL`), AppKit's
  /// `accessibilityDisclosureLevel`. UIKit's header trait and Android's heading flag have none.
  static let platformsWithHeadingLevels: Set<Platform> = [.windows, .linux, .macos]
}
