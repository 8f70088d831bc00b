import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation

// Combine's scheduler operators with a `DispatchQueue`, `RunLoop` or `OperationQueue`, as
// apps write them (`.receive(on: DispatchQueue.main)`, `.debounce(for: .milliseconds(300),
// scheduler: RunLoop.main)`), whether or not this OpenCombine build made those types
// `Scheduler`s (see Combine.swift): each runs on the type's OpenCombine scheduler. Swift
// prefers these to the generic operators, so there is no ambiguity where both exist.
extension Publisher {

    // MARK: DispatchQueue

    /// Delivers elements, completion and failure on `scheduler`.
    public func receive(on scheduler: DispatchQueue, options: DispatchQueue.OCombine.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, DispatchQueue.OCombine> {
        receive(on: scheduler.ocombine, options: options)
    }

    /// Subscribes, cancels and requests on `scheduler`.
    public func subscribe(on scheduler: DispatchQueue, options: DispatchQueue.OCombine.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, DispatchQueue.OCombine> {
        subscribe(on: scheduler.ocombine, options: options)
    }

    /// Publishes an element only after `dueTime` passed without another.
    public func debounce(for dueTime: DispatchQueue.OCombine.SchedulerTimeType.Stride, scheduler: DispatchQueue,
                         options: DispatchQueue.OCombine.SchedulerOptions? = nil) -> Publishers.Debounce<Self, DispatchQueue.OCombine> {
        debounce(for: dueTime, scheduler: scheduler.ocombine, options: options)
    }

    /// Publishes the latest or first element in each `interval`.
    public func throttle(for interval: DispatchQueue.OCombine.SchedulerTimeType.Stride, scheduler: DispatchQueue,
                         latest: Bool) -> Publishers.Throttle<Self, DispatchQueue.OCombine> {
        throttle(for: interval, scheduler: scheduler.ocombine, latest: latest)
    }

    /// Delays elements and completion by `interval`.
    public func delay(for interval: DispatchQueue.OCombine.SchedulerTimeType.Stride, tolerance: DispatchQueue.OCombine.SchedulerTimeType.Stride? = nil,
                      scheduler: DispatchQueue, options: DispatchQueue.OCombine.SchedulerOptions? = nil) -> Publishers.Delay<Self, DispatchQueue.OCombine> {
        delay(for: interval, tolerance: tolerance, scheduler: scheduler.ocombine, options: options)
    }

    /// Ends the stream (or fails with `customError()`) after `interval` without an element.
    public func timeout(_ interval: DispatchQueue.OCombine.SchedulerTimeType.Stride, scheduler: DispatchQueue, options: DispatchQueue.OCombine.SchedulerOptions? = nil,
                        customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, DispatchQueue.OCombine> {
        timeout(interval, scheduler: scheduler.ocombine, options: options, customError: customError)
    }

    /// Publishes the time between elements, measured on `scheduler`.
    public func measureInterval(using scheduler: DispatchQueue, options: DispatchQueue.OCombine.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, DispatchQueue.OCombine> {
        measureInterval(using: scheduler.ocombine, options: options)
    }

    // MARK: RunLoop

    /// Delivers elements, completion and failure on `scheduler`.
    public func receive(on scheduler: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, RunLoop.OCombine> {
        receive(on: scheduler.ocombine, options: options)
    }

    /// Subscribes, cancels and requests on `scheduler`.
    public func subscribe(on scheduler: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, RunLoop.OCombine> {
        subscribe(on: scheduler.ocombine, options: options)
    }

    /// Publishes an element only after `dueTime` passed without another.
    public func debounce(for dueTime: RunLoop.OCombine.SchedulerTimeType.Stride, scheduler: RunLoop,
                         options: RunLoop.OCombine.SchedulerOptions? = nil) -> Publishers.Debounce<Self, RunLoop.OCombine> {
        debounce(for: dueTime, scheduler: scheduler.ocombine, options: options)
    }

    /// Publishes the latest or first element in each `interval`.
    public func throttle(for interval: RunLoop.OCombine.SchedulerTimeType.Stride, scheduler: RunLoop,
                         latest: Bool) -> Publishers.Throttle<Self, RunLoop.OCombine> {
        throttle(for: interval, scheduler: scheduler.ocombine, latest: latest)
    }

    /// Delays elements and completion by `interval`.
    public func delay(for interval: RunLoop.OCombine.SchedulerTimeType.Stride, tolerance: RunLoop.OCombine.SchedulerTimeType.Stride? = nil,
                      scheduler: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil) -> Publishers.Delay<Self, RunLoop.OCombine> {
        delay(for: interval, tolerance: tolerance, scheduler: scheduler.ocombine, options: options)
    }

    /// Ends the stream (or fails with `customError()`) after `interval` without an element.
    public func timeout(_ interval: RunLoop.OCombine.SchedulerTimeType.Stride, scheduler: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil,
                        customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, RunLoop.OCombine> {
        timeout(interval, scheduler: scheduler.ocombine, options: options, customError: customError)
    }

    /// Publishes the time between elements, measured on `scheduler`.
    public func measureInterval(using scheduler: RunLoop, options: RunLoop.OCombine.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, RunLoop.OCombine> {
        measureInterval(using: scheduler.ocombine, options: options)
    }

    // MARK: OperationQueue

    /// Delivers elements, completion and failure on `scheduler`.
    public func receive(on scheduler: OperationQueue, options: OperationQueue.OCombine.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, OperationQueue.OCombine> {
        receive(on: scheduler.ocombine, options: options)
    }

    /// Subscribes, cancels and requests on `scheduler`.
    public func subscribe(on scheduler: OperationQueue, options: OperationQueue.OCombine.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, OperationQueue.OCombine> {
        subscribe(on: scheduler.ocombine, options: options)
    }

    /// Publishes an element only after `dueTime` passed without another.
    public func debounce(for dueTime: OperationQueue.OCombine.SchedulerTimeType.Stride, scheduler: OperationQueue,
                         options: OperationQueue.OCombine.SchedulerOptions? = nil) -> Publishers.Debounce<Self, OperationQueue.OCombine> {
        debounce(for: dueTime, scheduler: scheduler.ocombine, options: options)
    }

    /// Publishes the latest or first element in each `interval`.
    public func throttle(for interval: OperationQueue.OCombine.SchedulerTimeType.Stride, scheduler: OperationQueue,
                         latest: Bool) -> Publishers.Throttle<Self, OperationQueue.OCombine> {
        throttle(for: interval, scheduler: scheduler.ocombine, latest: latest)
    }

    /// Delays elements and completion by `interval`.
    public func delay(for interval: OperationQueue.OCombine.SchedulerTimeType.Stride, tolerance: OperationQueue.OCombine.SchedulerTimeType.Stride? = nil,
                      scheduler: OperationQueue, options: OperationQueue.OCombine.SchedulerOptions? = nil) -> Publishers.Delay<Self, OperationQueue.OCombine> {
        delay(for: interval, tolerance: tolerance, scheduler: scheduler.ocombine, options: options)
    }

    /// Ends the stream (or fails with `customError()`) after `interval` without an element.
    public func timeout(_ interval: OperationQueue.OCombine.SchedulerTimeType.Stride, scheduler: OperationQueue, options: OperationQueue.OCombine.SchedulerOptions? = nil,
                        customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, OperationQueue.OCombine> {
        timeout(interval, scheduler: scheduler.ocombine, options: options, customError: customError)
    }

    /// Publishes the time between elements, measured on `scheduler`.
    public func measureInterval(using scheduler: OperationQueue, options: OperationQueue.OCombine.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, OperationQueue.OCombine> {
        measureInterval(using: scheduler.ocombine, options: options)
    }
}
