import Combine
import Foundation

/// A view model as iOS apps write them with Combine: published state, a debounced query,
/// a timer, and `assign(to: &$property)`.
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var ticks = 0
    @Published private(set) var queriesSearched = 0

    private let fruits = ["apple", "apricot", "avocado", "banana", "cherry"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        let fruits = self.fruits
        $query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { query in fruits.filter { $0.hasPrefix(query) } }
            .assign(to: &$results)
        $results
            .dropFirst()
            .sink { [weak self] _ in self?.queriesSearched += 1 }
            .store(in: &cancellables)
        Timer.publish(every: 0.05, on: .main, in: .common)
            .autoconnect()
            .receive(on: RunLoop.main)
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }
}
