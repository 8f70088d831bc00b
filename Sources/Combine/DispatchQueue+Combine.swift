import Dispatch
import OpenCombineDispatch

extension DispatchQueue {
    /// The scheduler time type of a dispatch queue (Combine's `DispatchQueue.SchedulerTimeType`).
    public typealias SchedulerTimeType = OCombine.SchedulerTimeType
    /// Options for scheduling on a dispatch queue (Combine's `DispatchQueue.SchedulerOptions`).
    public typealias SchedulerOptions = OCombine.SchedulerOptions
}
