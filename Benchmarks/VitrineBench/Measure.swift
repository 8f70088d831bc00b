import Foundation

/// Clocks and process figures for the benchmarks.
enum Measure {
    /// CPU time of the calling thread, in seconds.
    static func threadCPUTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CLOCK_MONOTONIC, in seconds: comparable between processes.
    static func monotonic() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// User + system CPU time and voluntary context switches of the process.
    static func processUsage() -> (cpu: Double, wakeups: Int) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return (cpu, usage.ru_nvcsw + usage.ru_nivcsw)
    }

    /// Resident set size of this process, in bytes (VmRSS of /proc/self/status).
    static func residentBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// Consumes a value so that the computation producing it is not optimized away.
    @inline(never)
    static func sink(_ value: UInt8) {
        if value == 0x5A, ProcessInfo.processInfo.environment["VITRINE_BENCH_NEVER"] != nil { print(value) }
    }

    /// Seconds of `clock` for each run of `body`.
    static func times(runs: Int, clock: () -> Double, _ body: () -> Void) -> [Double] {
        (0..<runs).map { _ in
            let start = clock()
            body()
            return clock() - start
        }
    }

    /// CPU seconds of each run of `body`.
    static func cpuTimes(runs: Int, _ body: () -> Void) -> [Double] {
        (0..<runs).map { _ in
            let start = threadCPUTime()
            body()
            return threadCPUTime() - start
        }
    }
}
