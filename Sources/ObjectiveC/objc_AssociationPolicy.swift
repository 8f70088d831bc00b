/// How `objc_setAssociatedObject` keeps a value, with the Objective-C runtime's names and
/// raw values. Vitrine keeps every value safely: `OBJC_ASSOCIATION_ASSIGN` holds an object
/// weakly (nil once it is gone, where Objective-C would dangle), the retain policies hold
/// it strongly, the copy policies store `copy()` of an `NSCopying` value.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}
