import Combine
import UIKit

/// A screen bound to its view model with `sink` and `assign(to:on:)`, listening to a
/// notification, a subject and a network request, as on iOS.
final class SearchViewController: UIViewController {
    let viewModel = SearchViewModel()
    let resultsLabel = UILabel()
    let statusLabel = UILabel()
    let taps = PassthroughSubject<Void, Never>()
    let status = CurrentValueSubject<String, Never>("idle")
    private(set) var tapCount = 0
    private(set) var changes = 0
    private(set) var networkResult = "pending"
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(resultsLabel)
        view.addSubview(statusLabel)

        viewModel.$results
            .map { $0.joined(separator: ",") as String? }
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: resultsLabel)
            .store(in: &cancellables)
        status
            .map(Optional.some)
            .assign(to: \.text, on: statusLabel)
            .store(in: &cancellables)
        viewModel.objectWillChange
            .sink { [weak self] in self?.changes += 1 }
            .store(in: &cancellables)
        taps
            .throttle(for: .milliseconds(100), scheduler: RunLoop.main, latest: true)
            .sink { [weak self] in self?.tapCount += 1 }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { [weak self] _ in self?.status.send("active") }
            .store(in: &cancellables)
        // Port 9 (discard) on the loopback: refused at once, no network needed.
        URLSession.shared.dataTaskPublisher(for: URL(string: "http://127.0.0.1:9/")!)
            .map(\.data)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.networkResult = "failed \(error.code.rawValue)" }
            }, receiveValue: { [weak self] _ in self?.networkResult = "data" })
            .store(in: &cancellables)
    }
}
