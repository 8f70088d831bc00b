import Foundation

extension UIImagePickerController {
    /// What `imagePickerController(_:didFinishPickingMediaWithInfo:)` says of the picked item.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The uniform type of the item ("public.image").
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after editing (with `allowsEditing`: the same image; Vitrine has no crop step).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The edited rectangle of the original (its whole extent).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file of the picked image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The file of a picked movie (never: the library lists images).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The image's metadata (a camera's; never).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }
}
