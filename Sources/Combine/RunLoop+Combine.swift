import Foundation
import OpenCombineFoundation

extension RunLoop {
    /// The scheduler time type of a run loop (Combine's `RunLoop.SchedulerTimeType`).
    public typealias SchedulerTimeType = OCombine.SchedulerTimeType
    /// Options for scheduling on a run loop (Combine's `RunLoop.SchedulerOptions`).
    public typealias SchedulerOptions = OCombine.SchedulerOptions
}
