// Apple's Combine for apps that `import Combine`, backed by OpenCombine: its publishers,
// subjects, `ObservableObject` and `@Published` (OpenCombine), and its Foundation and
// Dispatch schedulers and publishers (OpenCombineFoundation, OpenCombineDispatch). UIKit
// does not depend on this module: only apps that import it build OpenCombine.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// URLSession lives here on Linux; Apple's Foundation has it, and Combine extends it.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// OpenCombine gives Foundation's and Dispatch's types their Combine names (`DispatchQueue`
// as a `Scheduler`, `NotificationCenter.default.publisher(for:)`, `Timer.TimerPublisher`)
// only where it is built without a module named Combine in sight (`#if !canImport(Combine)`),
// and otherwise under `.ocombine`. This module is named Combine, and SwiftPM keeps every
// module in one folder, so which of the two an OpenCombine build has depends on whether
// this module was already there (a rebuild after a change of flags sees it). The files
// beside this one therefore give the Combine names themselves, in forms that work either
// way: members of the same name here shadow OpenCombine's (this module imports it), and
// instead of a second `Scheduler` conformance, which would clash, the scheduler operators
// have overloads for `DispatchQueue`, `RunLoop` and `OperationQueue` that Swift prefers to
// the generic ones.
