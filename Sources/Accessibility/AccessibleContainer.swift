/// What kind of container an element sits in, in the words of the platforms' accessibility
/// APIs (not yet a reader's): the containers a screen file gives (Documentation/Screens.md).
package enum ContainerRole: String, Sendable, Codable, CaseIterable {
  /// A group of related elements (UIKit's semantic group, an Android `ViewGroup`, a UIA Group,
  /// AT-SPI's panel, `AXGroup`).
  case group
  /// A list; its elements are its items (UIKit's list container type, Android's
  /// `CollectionInfo`, a UIA List, AT-SPI's list, `AXList`).
  case list
  /// A bar of tabs (UIKit's tab bar trait, Android's tab widget, a UIA Tab, AT-SPI's page tab
  /// list, `AXTabGroup`).
  case tabBar
  /// A segmented control (`UISegmentedControl`, which VoiceOver reads as a series: each
  /// segment's place after its role, "1 of 2.").
  case segmentedControl
  /// A toolbar (UIA ToolBar, AT-SPI's tool bar, `AXToolbar`).
  case toolbar
  /// A landmark or named pane (UIKit's landmark container type, Android's container title, a
  /// UIA landmark, AT-SPI's landmark).
  case landmark
  /// A dialog, with its title as its name.
  case dialog
  /// An alert dialog (UIAlertController's alert, Android's AlertDialog, WinUI's ContentDialog,
  /// NSAlert, AdwAlertDialog): a dialog with its title as its name and its message as its
  /// description, which readers say on arrival. Also an alert inside a window that is not a
  /// window itself (libadwaita's toast widget, AT-SPI's alert role), said as focus goes in.
  case alertDialog
}

/// One container around an element, as readers find it: its role, its name, how many items
/// it has and which of them the element is in. An element carries the chain of containers it
/// sits in (``AccessibleElement/containers``), outermost first.
package struct AccessibleContainer: Equatable, Hashable, Sendable {
  /// Tells two containers apart where their role and name are the same (two unnamed lists):
  /// a path of element numbers (`2.3`), stable for a screen.
  package var id: String
  /// What it is.
  package var role: ContainerRole
  /// Its name (a group's or pane's name, a dialog's title), if any.
  package var name: String?
  /// How many items it has: its elements, or the count the app declares.
  package var itemCount: Int
  /// Which of its items (1 for the first) holds the element.
  package var position: Int
  /// Whether the element is the container's first navigable element (an item can have
  /// several: a stepper's buttons).
  package var isAtStart: Bool
  /// Whether the element is the container's last navigable element.
  package var isAtEnd: Bool
  /// What describes it beyond its name (an alert dialog's message), if anything.
  package var description: String?
  /// Whether it is a window of its own (a dialog the platform shows as a window: an
  /// `UIAlertController`, an Android `Dialog`, an `NSAlert`, a `ContentDialog`, an `AdwDialog`)
  /// rather than a part of the window it is drawn in. Readers say a window when it becomes the
  /// active one (it appears, or the window over it goes), not when their cursor moves into it
  /// (``ContainerSpeech``'s window rows).
  package var isWindow: Bool

  /// Creates a container.
  package init(
    id: String, role: ContainerRole, name: String?, itemCount: Int, position: Int,
    isAtStart: Bool = false, isAtEnd: Bool = false, description: String? = nil,
    isWindow: Bool = false
  ) {
    self.isWindow = isWindow
    self.description = description
    self.id = id
    self.role = role
    self.name = name
    self.itemCount = itemCount
    self.position = position
    self.isAtStart = isAtStart
    self.isAtEnd = isAtEnd
  }
}

extension AccessibleElement {
  /// The id of the innermost window around it (``AccessibleContainer/isWindow``), or `nil` for
  /// an element of the app's own window.
  package var windowID: String? {
    containers.last { $0.isWindow }?.id
  }
}

extension Array where Element == AccessibleElement {
  /// The window in front as the tree stands (the innermost window around the last navigable
  /// element in one: a dialog shown from the start, which hides the page behind it), or `nil`
  /// when none shows. A reader starting on such a tree finds that window already shown.
  package var frontWindowID: String? {
    last { $0.isNavigable && $0.windowID != nil }?.windowID
  }
}

extension ContainerRole {
  /// The role in plain words: "list", "tab bar".
  package var plainName: String {
    String(plainNameWithArticle.drop { $0 != " " }.dropFirst())
  }

  /// The role in plain words with its article, for messages: "a list", "a tab bar".
  package var plainNameWithArticle: String {
    switch self {
    case .group: "a group"
    case .list: "a list"
    case .tabBar: "a tab bar"
    case .segmentedControl: "a segmented control"
    case .toolbar: "a toolbar"
    case .landmark: "a pane"
    case .dialog: "a dialog"
    case .alertDialog: "an alert dialog"
    }
  }
}
