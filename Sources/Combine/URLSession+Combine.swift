import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombineFoundation

extension URLSession {
    /// The publisher of a data task (Combine's `URLSession.DataTaskPublisher`).
    public typealias DataTaskPublisher = OCombine.DataTaskPublisher

    /// A publisher that runs a data task for `url` and publishes its data and response, or
    /// fails with the task's `URLError`.
    public func dataTaskPublisher(for url: URL) -> OCombine.DataTaskPublisher {
        ocombine.dataTaskPublisher(for: url)
    }

    /// A publisher that runs a data task for `request` and publishes its data and response,
    /// or fails with the task's `URLError`.
    public func dataTaskPublisher(for request: URLRequest) -> OCombine.DataTaskPublisher {
        ocombine.dataTaskPublisher(for: request)
    }
}
