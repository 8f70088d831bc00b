import Foundation
import OpenCombineFoundation

extension OperationQueue {
    /// The scheduler time type of an operation queue (Combine's `OperationQueue.SchedulerTimeType`).
    public typealias SchedulerTimeType = OCombine.SchedulerTimeType
    /// Options for scheduling on an operation queue (Combine's `OperationQueue.SchedulerOptions`).
    public typealias SchedulerOptions = OCombine.SchedulerOptions
}
