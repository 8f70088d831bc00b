import Foundation

/// The class a table or collection view registers for `identifier`, as `View`'s type: nil
/// for nil (unregister) and for a class that is not a `View`, which is logged (Apple raises
/// "must be a subclass of ...").
@MainActor
func registrableClass<View: UIView>(_ aClass: AnyClass?, as _: View.Type, for identifier: String) -> View.Type? {
    guard let aClass else { return nil }
    guard let viewClass = aClass as? View.Type else {
        scrollLogger.error("register: \(aClass) for \"\(identifier)\" is not a subclass of \(View.self) (Apple raises here); not registered")
        return nil
    }
    return viewClass
}
