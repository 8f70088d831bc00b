extension UIBarButtonItem {
    /// The system's bar buttons, each a localized title or a symbol.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        /// The title of a text item, nil for a symbol item.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol of a symbol item.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .close: "xmark.circle.fill"
            default: nil
            }
        }

        /// Done and Save are drawn semibold, as the buttons that confirm.
        var style: UIBarButtonItem.Style { self == .done || self == .save ? .done : .plain }
    }
}
