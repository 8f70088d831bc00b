import Foundation
import Testing
import UIKitCore

@MainActor
struct WindowTests {
    private func makeScreen() -> UIScreen {
        UIScreen(pixelWidth: 800, pixelHeight: 600, scale: 2, maximumFramesPerSecond: 60)
    }

    private func makeWindow(on screen: UIScreen, level: UIWindow.Level = .normal) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.windowLevel = level
        return window
    }

    @Test func screenGeometry() {
        let screen = makeScreen()
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(screen.scale == 2)
        #expect(screen.nativeScale == 2)
        #expect(screen.maximumFramesPerSecond == 60)
        #expect(screen.rootLayer.frame == screen.bounds)
    }

    @Test func windowsAreHiddenUntilShown() {
        let screen = makeScreen()
        let window = makeWindow(on: screen)
        #expect(window.isHidden)
        #expect(window.window === window)
        #expect(window.superview == nil)
        #expect(screen.windows.isEmpty)
        #expect(window.layer.superlayer == nil)

        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(screen.keyWindow === window)
        #expect(sameViews(screen.windows, [window]))
        #expect(window.layer.superlayer === screen.rootLayer)

        window.isHidden = true
        #expect(screen.windows.isEmpty)
        #expect(window.layer.superlayer == nil)
        #expect(!window.isKeyWindow)
    }

    @Test func rootLayerIsOrderedByWindowLevel() {
        let screen = makeScreen()
        let alert = makeWindow(on: screen, level: .alert)
        let first = makeWindow(on: screen)
        let second = makeWindow(on: screen)
        let status = makeWindow(on: screen, level: .statusBar)
        alert.isHidden = false
        first.isHidden = false
        status.isHidden = false
        second.isHidden = false
        #expect(sameViews(screen.windows, [first, second, status, alert]))
        #expect(sameLayers(screen.rootLayer.sublayerList, [first.layer, second.layer, status.layer, alert.layer]))

        first.windowLevel = .statusBar + 1
        #expect(sameViews(screen.windows, [second, status, first, alert]))
        #expect(sameLayers(screen.rootLayer.sublayerList, [second.layer, status.layer, first.layer, alert.layer]))

        status.isHidden = true
        #expect(sameLayers(screen.rootLayer.sublayerList, [second.layer, first.layer, alert.layer]))
    }

    @Test func oneKeyWindowPerScreen() {
        let screen = makeScreen()
        let a = makeWindow(on: screen), b = makeWindow(on: screen)
        var becameKey: [ObjectIdentifier] = []
        var resignedKey: [ObjectIdentifier] = []
        let center = NotificationCenter.default
        let observers = [
            center.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { note in
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { if let id { becameKey.append(id) } }
            },
            center.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) { note in
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { if let id { resignedKey.append(id) } }
            },
        ]
        defer { observers.forEach(center.removeObserver) }

        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        #expect(!a.isKeyWindow)
        #expect(b.isKeyWindow)
        #expect(sameViews(screen.windows, [a, b]))
        #expect(becameKey.filter { $0 == ObjectIdentifier(a) || $0 == ObjectIdentifier(b) }
            == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(resignedKey.filter { $0 == ObjectIdentifier(a) || $0 == ObjectIdentifier(b) } == [ObjectIdentifier(a)])
    }

    @Test func firstResponderNeedsAWindowAndResignsWhenHidden() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let screen = makeScreen()
        let window = makeWindow(on: screen)
        let container = UIView(), field = Field()
        container.addSubview(field)
        #expect(!field.becomeFirstResponder())
        #expect(!UIView().becomeFirstResponder())

        window.addSubview(container)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        container.isHidden = true
        #expect(!field.isFirstResponder)

        container.isHidden = false
        #expect(field.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    @Test func modeChangeResizesFullScreenWindowsAndRescales() {
        let screen = makeScreen()
        let full = makeWindow(on: screen)
        let small = makeWindow(on: screen)
        small.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        full.addSubview(view)
        full.isHidden = false
        small.isHidden = false
        screen.updateMode(pixelWidth: 1024, pixelHeight: 768, scale: 1, maximumFramesPerSecond: 60)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(screen.rootLayer.frame == screen.bounds)
        #expect(full.frame == screen.bounds)
        #expect(small.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(view.contentScaleFactor == 1)
    }

    @Test func responderChain() {
        let window = UIWindow(frame: .zero)
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next === window)
    }
}
