/// A benchmark that could not run.
enum BenchError: Error {
    case probe(String)
}
