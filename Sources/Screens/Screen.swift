import Accessibility
import ComponentModel
import Core

/// A screen: components, text, headings and images in reading order, as a screen file
/// describes it (Documentation/Screens.md). A component file alone is a screen of one.
///
/// Containers (group, list, tab bar, toolbar, pane, dialog) are elements holding elements of
/// their own; ``placedElements`` flattens them into reading order, each element with the
/// chain of containers around it.
package struct Screen: Equatable, Sendable {
  /// A name for reports: the screen file's `screen:`.
  package var name: String
  /// Its elements, in reading order.
  package var elements: [ScreenElement]
  /// Each element's place and order hints (`id:`, `frame:`, `traversalBefore:`, …), by its
  /// path: `3` for the third element, `2.1` for the first in the second (a container).
  /// Elements without any are not here.
  package var layouts: [String: ElementLayout] = [:]
  /// The label of the app the screen belongs to (the screen file's `app:`), which a reader may
  /// say for a window that has no title of its own (TalkBack); `nil` when the file gives none.
  package var appName: String?

  /// The most elements a screen file may hold, containers and what they hold counted: a real
  /// screen has tens; the limit keeps a generated or mistaken file from taking the machine's
  /// time and memory.
  package static let elementLimit = 1_000
  /// How deep containers may nest: a container in a container in … at most this many.
  package static let containerDepthLimit = 8

  /// Creates a screen.
  package init(name: String, elements: [ScreenElement], layouts: [String: ElementLayout] = [:]) {
    self.name = name
    self.elements = elements
    self.layouts = layouts
  }

  /// A component alone, as a screen of one.
  package init(component: Component) {
    self.init(name: component.name, elements: [.component(component)])
  }

  /// The components, in order, those in containers included.
  package var components: [Component] {
    placedElements(merging: false).compactMap {
      if case .component(let component) = $0.element { component } else { nil }
    }
  }

  /// The screen's elements in reading order with containers flattened away, each with the
  /// containers around it (outermost first). With `merging`, a merged group
  /// (``ScreenContainer/merges``) is one element, as readers find it where the platform
  /// merges (``ScreenElement/platformsThatMerge``).
  package func placedElements(merging: Bool) -> [PlacedElement] {
    var placed: [PlacedElement] = []
    func walk(
      _ elements: [ScreenElement], path: String, around: [AccessibleContainer],
      parent: (id: String, container: ScreenContainer)?
    ) {
      for (index, element) in elements.enumerated() {
        let id = path + "\(index + 1)"
        var chain = around
        if let (parentID, container) = parent {
          chain.append(
            AccessibleContainer(
              id: parentID, role: container.role, name: container.name,
              itemCount: container.itemCount ?? container.elements.count, position: index + 1,
              isWindow: container.isWindow))
        }
        guard case .container(let container) = element, !(merging && container.merges) else {
          placed.append(PlacedElement(element: element, containers: chain, path: id))
          continue
        }
        walk(container.elements, path: id + ".", around: chain, parent: (id, container))
      }
    }
    walk(elements, path: "", around: [], parent: nil)
    return placed
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

/// An element of a screen in reading order, with the containers around it, outermost first.
package struct PlacedElement: Equatable, Sendable {
  /// The element: anything but a container, or a merged group.
  package var element: ScreenElement
  /// The containers around it.
  package var containers: [AccessibleContainer]
  /// Its path in the file: `3`, or `2.1` for the first element in the second (a container);
  /// the key of its ``Screen/layouts``.
  package var path: String = ""
}

/// A container on a screen: a group, a list, a tab bar, a toolbar, a pane or a dialog, holding
/// elements of its own (Documentation/Screens.md).
package struct ScreenContainer: Equatable, Sendable {
  /// What it is.
  package var role: ContainerRole
  /// Its name (a dialog's title), if any.
  package var name: String?
  /// The item count it declares (a list whose items are not all on the screen); `nil` for the
  /// number of its elements.
  package var itemCount: Int?
  /// Whether it is one element whose speech is its children's (a group's `merge: true`).
  package var merges: Bool
  /// Whether it is a window of its own, shown from the start (a dialog's `window: true`):
  /// readers say it when it becomes the active window, not when their cursor moves into it
  /// (``AccessibleContainer/isWindow``). Without it a dialog is a container with the dialog
  /// role inside the app's window, which readers name as their cursor enters it.
  package var isWindow: Bool
  /// Its elements, in reading order.
  package var elements: [ScreenElement]

  /// Creates a container.
  package init(
    role: ContainerRole, name: String? = nil, itemCount: Int? = nil, merges: Bool = false,
    isWindow: Bool = false, elements: [ScreenElement]
  ) {
    self.isWindow = isWindow
    self.role = role
    self.name = name
    self.itemCount = itemCount
    self.merges = merges
    self.elements = elements
  }
}

extension ScreenContainer {
  /// A merged group's one component, with the names of what comes before and after it in
  /// the group on `platform`: the group is then one element carrying the control's role,
  /// state, value and actions, named by those names and the control's own in order
  /// (Documentation/Screens.md, "Merging"). `nil` for a group without a component.
  package func mergedControl(on platform: Platform)
    -> (component: Component, before: [String], after: [String])?
  {
    guard merges,
      let at = elements.firstIndex(where: {
        if case .component = $0 { true } else { false }
      }),
      case .component(let component) = elements[at]
    else { return nil }
    func names(_ part: ArraySlice<ScreenElement>) -> [String] {
      part.flatMap { $0.fixedElements(on: platform, prefix: "").compactMap(\.name) }
    }
    return (component, names(elements[..<at]), names(elements[(at + 1)...]))
  }
}

/// One element of a screen.
package indirect enum ScreenElement: Equatable, Sendable {
  /// A component: its control's elements, as a component file gives them.
  case component(Component)
  /// Static text.
  case text(String)
  /// A heading, with its level (1 for the top level) where the file gives one.
  case heading(String, level: Int?)
  /// An image with its label, or a decorative one (`nil`), which readers skip.
  case image(label: String?)
  /// A container holding elements of its own.
  case container(ScreenContainer)

  /// The element's kind with its article, for messages: "a component", "a list".
  package var kindName: String {
    switch self {
    case .component: "a component"
    case .text: "text"
    case .heading: "a heading"
    case .image: "an image"
    case .container(let container): container.role.plainNameWithArticle
    }
  }

  /// What the element exposes on `platform` when it is not a component, each element's id
  /// starting with `prefix`: static text, a heading (with its level where the platform has
  /// one: UIA, AT-SPI and AppKit; UIKit's header trait and Android's `isHeading` have none),
  /// an image with a label. A decorative image exposes nothing.
  package func fixedElements(on platform: Platform, prefix: String) -> [AccessibleElement] {
    switch self {
    case .component: []
    case .container(let container):
      Self.merged(container, on: platform, prefix: prefix)
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

  /// A merged group (`merge: true`) as one element whose name is its children's names, joined
  /// with ", ", on the platforms that merge: UIKit's and AppKit's accessibility element standing
  /// for its children, Android's focusable container (Compose's `mergeDescendants`). UIA and
  /// AT-SPI have no merging: there the children stay separate elements (the caller flattens an
  /// unmerged group), so this is only reached for the merging platforms.
  static func merged(_ container: ScreenContainer, on platform: Platform, prefix: String)
    -> [AccessibleElement]
  {
    let names = container.elements.flatMap {
      $0.fixedElements(on: platform, prefix: prefix).compactMap(\.name)
    }
    guard !names.isEmpty else { return [] }
    return [
      AccessibleElement(
        id: prefix + "group", role: .staticText, name: names.joined(separator: ", "),
        nameSource: .visibleText)
    ]
  }

  /// The platforms whose accessibility API merges a group's children into one element.
  package static let platformsThatMerge: Set<Platform> = [.ios, .android, .macos]
}
