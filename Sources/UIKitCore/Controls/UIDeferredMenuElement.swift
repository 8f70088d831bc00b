import Foundation

/// A placeholder in a menu that the elements its provider hands back replace. The menu
/// shows a "Loading…" row until then. The provider runs once, the first time a menu
/// shows the element, and its elements are kept for later menus; an `uncached(_:)`
/// element asks its provider every time.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    private let provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    private let caches: Bool
    /// The provider's elements, once a cached element has them.
    private(set) var cachedElements: [UIMenuElement]?
    private var waiting: [@MainActor ([UIMenuElement]) -> Void] = []
    private var isLoading = false

    init(provider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void, caches: Bool) {
        self.provider = provider
        self.caches = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose provider runs once.
    public convenience init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, caches: true)
    }

    /// An element whose provider runs each time a menu shows it.
    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) -> Self {
        Self(provider: elementProvider, caches: false)
    }

    /// Asks for the elements: `completion` gets them at once when cached, otherwise when
    /// the provider hands them back (once, even if it calls back twice).
    func load(_ completion: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if let cachedElements { return completion(cachedElements) }
        waiting.append(completion)
        guard !isLoading else { return }
        isLoading = true
        var answered = false
        provider { [weak self] elements in
            guard let self, !answered else { return }
            answered = true
            self.isLoading = false
            if self.caches { self.cachedElements = elements }
            let waiting = self.waiting
            self.waiting = []
            for completion in waiting { completion(elements) }
        }
    }
}
