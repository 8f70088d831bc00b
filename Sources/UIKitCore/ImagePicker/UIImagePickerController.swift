import Foundation
import Logging

/// The system image picker. A kiosk has no photo library and no camera: the library is a
/// folder of images (`VITRINE_PHOTO_LIBRARY`, else `$XDG_PICTURES_DIR`, else `~/Pictures`),
/// shown as iOS shows an album, a grid of square thumbnails titled "Photos" with Cancel. A
/// tap picks the image: the delegate gets it under `.originalImage` (and `.editedImage`
/// with `allowsEditing`), with its `.imageURL` and `.mediaType`. `.camera` is not available
/// (`isSourceTypeAvailable(.camera)` is false; setting it is refused with a log line, where
/// iOS raises an exception).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    private static let logger = Logger(label: "vitrine.imagepicker")
    static let imageType = "public.image"

    /// Where images come from. Default `.photoLibrary`.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            Self.logger.error("UIImagePickerController: source type \(sourceType.rawValue) is not available (no camera on this device); the photo library is used")
            sourceType = .photoLibrary
        }
    }
    /// The kinds of media listed. Default images only; movies are not listed on Vitrine.
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the user edits the image before it is picked. Vitrine has no crop step:
    /// `.editedImage` is the whole image. Default false.
    open var allowsEditing = false
    /// The camera to use (none on Vitrine).
    open var cameraDevice: CameraDevice = .rear

    private let album = PhotoAlbumController()

    public init() {
        super.init(nibName: nil, bundle: nil)
        showAlbum()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showAlbum()
    }

    private func showAlbum() {
        setViewControllers([album], animated: false)
        album.onPick = { [weak self] url, image in self?.finish(url: url, image: image) }
        album.onCancel = { [weak self] in self?.cancel() }
    }

    /// Whether `sourceType` can be used: the library and album; no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images, for the library and album.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// Whether a camera is there: never on Vitrine.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The folder the library lists.
    static var libraryFolder: URL {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["VITRINE_PHOTO_LIBRARY"], !folder.isEmpty { return URL(fileURLWithPath: folder, isDirectory: true) }
        if let folder = environment["XDG_PICTURES_DIR"], !folder.isEmpty { return URL(fileURLWithPath: folder, isDirectory: true) }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }

    private var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    private func finish(url: URL, image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image, .imageURL: url]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: CGSize(width: image.size.width * image.scale,
                                                                                 height: image.size.height * image.scale)))
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    private func cancel() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }
}
