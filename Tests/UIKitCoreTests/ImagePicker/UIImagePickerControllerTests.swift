import Foundation
import Testing
@testable import UIKitCore

/// UIImagePickerController on a kiosk (Apple: "A view controller that manages the system
/// interfaces for taking pictures, recording movies, and choosing items from the user's
/// media library"): the library is a folder (`VITRINE_PHOTO_LIBRARY`) shown as a grid of its
/// images, oldest first; a tap hands the image to the delegate under `.originalImage` (and
/// `.editedImage` with `allowsEditing`); there is no camera.
@MainActor
@Suite(.serialized)
struct UIImagePickerControllerTests {
    final class Listener: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [UIImagePickerController.InfoKey: Any]?
        var cancelled = false
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            picked = info
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { cancelled = true }
    }

    /// A folder with a 30x20 red PNG, a 10x40 blue one written after it, and a text file.
    private func makeLibrary() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, size, color, age) in [("b-red.png", CGSize(width: 30, height: 20), UIColor.red, 100.0),
                                          ("a-blue.png", CGSize(width: 10, height: 40), UIColor.blue, 10.0)] {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: size, format: format).image { context in
                color.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
            let file = folder.appendingPathComponent(name)
            try #require(image.pngData()).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: file.path)
        }
        try Data("not an image".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }

    @Test func theLibraryFolderIsAGridAndATapPicksTheImage() throws {
        let folder = try makeLibrary()
        setenv("VITRINE_PHOTO_LIBRARY", folder.path, 1)
        defer { unsetenv("VITRINE_PHOTO_LIBRARY") }
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let picker = UIImagePickerController()
        let listener = Listener()
        picker.delegate = listener
        picker.allowsEditing = true
        root.present(picker, animated: false)
        ControllerScene.settle(runtime)
        let album = try #require(picker.viewControllers.first as? UICollectionViewController)
        #expect(album.title == "Photos")
        #expect(album.collectionView.numberOfItems(inSection: 0) == 2)
        // Oldest first: the red image, written 100 s ago.
        let cell = try #require(album.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.frame.width == cell.frame.height && cell.frame.width > 90)
        runtime.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        ControllerScene.settle(runtime)
        let info = try #require(listener.picked)
        let image = try #require(info[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect((info[.imageURL] as? URL)?.lastPathComponent == "b-red.png")
        #expect(info[.mediaType] as? String == "public.image")
        #expect((info[.editedImage] as? UIImage)?.size == image.size)
    }

    @Test func thereIsNoCameraAndAnEmptyFolderSaysSo() throws {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.rear))
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary)

        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-no-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        setenv("VITRINE_PHOTO_LIBRARY", empty.path, 1)
        defer { unsetenv("VITRINE_PHOTO_LIBRARY") }
        let root = UIViewController()
        let (runtime, _) = try ControllerScene.make(root: root)
        let listener = Listener()
        picker.delegate = listener
        root.present(picker, animated: false)
        ControllerScene.settle(runtime)
        let album = try #require(picker.viewControllers.first as? UICollectionViewController)
        #expect(album.collectionView.numberOfItems(inSection: 0) == 0)
        let label = try #require(album.collectionView.subviews.compactMap { $0 as? UILabel }.first { $0.text == "No Photos" })
        #expect(!label.isHidden)
        let cancel = try #require(album.navigationItem.rightBarButtonItem?.view)
        runtime.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        ControllerScene.settle(runtime)
        #expect(listener.cancelled)
    }
}
