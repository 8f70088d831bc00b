import Foundation
import Testing
import VitrineFuzzTargets

/// Every input of the committed fuzz corpora (Fuzz/Corpus/TARGET: the seeds and each
/// input that once crashed or broke an invariant) through its target in the ordinary
/// debug build: no crash, no problem reported. scripts/fuzz finds new ones.
@MainActor
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus").standardized

    static func inputs(of target: String) -> [URL] {
        let folder = corpus.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: ["png", "jpeg", "events", "text", "solver", "path"])
    func corpusReplaysCleanly(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let inputs = Self.inputs(of: name)
        #expect(inputs.count >= 3, "the \(name) corpus has seeds")
        for input in inputs {
            let data = try Data(contentsOf: input)
            let problems = target.run(data)
            #expect(problems.isEmpty, "\(input.lastPathComponent): \(problems)")
        }
    }
}
