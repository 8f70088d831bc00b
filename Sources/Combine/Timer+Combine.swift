import Foundation
import OpenCombineFoundation

extension Timer {
    /// The publisher `Timer.publish(every:tolerance:on:in:options:)` returns (Combine's
    /// `Timer.TimerPublisher`): connectable, and `autoconnect()` starts it on first
    /// subscription.
    public typealias TimerPublisher = OCombine.TimerPublisher
}
