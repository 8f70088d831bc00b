import VitrinePlatform

/// Bytes glibc's allocator has handed out and not had back (`MallocCensus`, as the demo's
/// soak reads it), or nil where the C library is not glibc. For tests that bound what a
/// cache keeps; other tests running meanwhile add their own allocations.
public func heapInUse() -> Int? {
    MallocCensus.now()?.inUseBytes
}
