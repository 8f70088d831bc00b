import Foundation
import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class Downloader {
    func load(_ url: URL) {
        URLSession.shared.dataTask(with: URLRequest(url: url)) { _, response, _ in
            print((response as? HTTPURLResponse)?.statusCode ?? 0)
        }.resume()
    }
}
