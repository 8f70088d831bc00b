/// A time interval in seconds, as used by Core Animation (CACurrentMediaTime, durations).
public typealias CFTimeInterval = Double
