import Foundation

extension UIImagePickerController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable {
        /// The photo library: on Vitrine, a folder of images (`VITRINE_PHOTO_LIBRARY`, else
        /// the user's pictures folder).
        case photoLibrary
        /// A camera: none on Vitrine.
        case camera
        /// The saved photos album: the same folder as the library.
        case savedPhotosAlbum
    }

    /// The camera on a device's front or back (none on Vitrine).
    public enum CameraDevice: Int, Sendable {
        case rear, front
    }
}
