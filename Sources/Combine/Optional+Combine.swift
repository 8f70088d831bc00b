import OpenCombine

extension Optional {
    /// The publisher of an optional's value (Combine's `Optional.Publisher`).
    public typealias Publisher = OCombine.Publisher

    /// A publisher that emits the value once, if there is one, then finishes.
    public var publisher: OCombine.Publisher { ocombine.publisher }
}

extension Result {
    /// The publisher of a result (Combine's `Result.Publisher`).
    public typealias Publisher = OCombine.Publisher

    /// A publisher that emits the success value once and finishes, or fails with the failure.
    public var publisher: OCombine.Publisher { ocombine.publisher }
}
