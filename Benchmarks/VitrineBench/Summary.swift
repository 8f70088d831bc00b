/// Median and 99th percentile of a set of samples.
struct Summary {
    let median: Double
    let p99: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func at(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
        median = at(0.5)
        p99 = at(0.99)
    }
}
