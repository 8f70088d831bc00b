import CFuzzerDriver
import Foundation
import VitrineFuzzTargets

/// `VitrineFuzz TARGET [libFuzzer options] [corpus folders or files]`. Built by
/// scripts/fuzz with libFuzzer and AddressSanitizer it fuzzes TARGET; in a plain build
/// it replays the files and folders given, one input each, and fails on a problem.
@main
enum VitrineFuzz {
    nonisolated(unsafe) static var target: FuzzTarget?

    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = MainActor.assumeIsolated({ FuzzTarget.named(arguments[1]) }) else {
            let names = MainActor.assumeIsolated { FuzzTarget.all.map { "  \($0.name): \($0.summary)" } }
            print("usage: VitrineFuzz TARGET [libFuzzer options] [corpus...]\ntargets:\n" + names.joined(separator: "\n"))
            exit(2)
        }
        self.target = target
        // libFuzzer sees the program name and what follows the target's name.
        var argv: [UnsafeMutablePointer<CChar>?] = ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) } + [nil]
        var argc = Int32(argv.count - 1)
        let status = argv.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var base = buffer.baseAddress
            return vitrine_fuzz_run_driver(&argc, &base) { data, size in
                VitrineFuzz.runOne(Data(bytes: data!, count: Int(size)))
                return 0
            }
        }
        if status != -1 { exit(status) }
        replay(Array(arguments.dropFirst(2)).filter { !$0.hasPrefix("-") })
    }

    /// One input through the target; a problem is a crash, as libFuzzer wants it.
    static func runOne(_ data: Data) {
        MainActor.assumeIsolated {
            guard let target else { return }
            let problems = target.run(data)
            if !problems.isEmpty {
                fatalError("\(target.name): " + problems.joined(separator: "; "))
            }
        }
    }

    private static func replay(_ paths: [String]) {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                print("no such file or folder: \(path)"); exit(2)
            }
            if isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            runOne(data)
        }
        print("replayed \(files.count) inputs through \(target?.name ?? "?") (no libFuzzer in this build: no fuzzing)")
    }
}

/// libFuzzer's entry point. `main` above runs the driver itself (LLVMFuzzerRunDriver),
/// but the instrumented link brings in libFuzzer's own `main`, which refers to this.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    VitrineFuzz.runOne(data.map { Data(bytes: $0, count: size) } ?? Data())
    return 0
}
