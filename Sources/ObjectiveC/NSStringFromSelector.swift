/// The name of `aSelector` (`tapped:`).
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// A selector named `aSelectorName`. It calls the method of a selector of that name made
/// with one earlier in the process (see `Selector`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
