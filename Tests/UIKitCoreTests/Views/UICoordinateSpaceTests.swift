import HeadlessDisplay
import Testing
@testable import UIKitCore

/// Coordinate spaces (Apple's UICoordinateSpace, UIWindowScene.coordinateSpace and
/// UIScreen.coordinateSpace): views, the screen and the window scene are coordinate
/// spaces; the scene's bounds are the screen's, and points convert between any two.
@MainActor
struct UICoordinateSpaceTests {
    // UIScreen.coordinateSpace: "the bounds of this coordinate space match the bounds
    // property of the screen itself."
    @Test func screenAndSceneSpacesHaveTheScreenBounds() throws {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        _ = runtime
        #expect(UIScreen.main.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 400, height: 300))
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        // The window an app made with `UIWindow(frame: windowScene.coordinateSpace.bounds)`
        // fills the screen.
        #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    }

    // UIWindowScene.coordinateSpace: "use the provided coordinate space ... to convert
    // points and rectangles to and from other coordinate spaces."
    @Test func pointsConvertBetweenViewsAndTheScreen() throws {
        let runtime = try VitrineRuntime(display: HeadlessDisplay(pixelWidth: 400, pixelHeight: 300, clock: .stepped))
        _ = runtime
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let box = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        window.addSubview(box)
        box.addSubview(inner)
        window.makeKeyAndVisible()
        let screen = UIScreen.main.coordinateSpace
        #expect(inner.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 36, y: 48))
        #expect(inner.convert(CGPoint(x: 36, y: 48), from: screen) == CGPoint(x: 1, y: 2))
        #expect(screen.convert(CGPoint(x: 36, y: 48), to: inner) == CGPoint(x: 1, y: 2))
        #expect(screen.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: inner) == CGRect(x: 36, y: 48, width: 3, height: 4))
        // Between two views the protocol's conversion is the views' own.
        let space: any UICoordinateSpace = box
        #expect(inner.convert(CGPoint.zero, to: space) == CGPoint(x: 5, y: 6))
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 2, height: 2), from: space) == CGRect(x: -5, y: -6, width: 2, height: 2))
    }
}
