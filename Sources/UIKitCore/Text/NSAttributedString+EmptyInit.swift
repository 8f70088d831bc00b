import Foundation

extension NSAttributedString {
    /// An empty attributed string: `NSAttributedString()` and `NSMutableAttributedString()`,
    /// as on Apple's platforms (NSObject's `init()`). swift-corelibs-foundation's classes
    /// take only a string, and an extension may not declare `init()` over NSObject's, so this
    /// takes an argument that is always left out.
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}
