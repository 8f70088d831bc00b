import Foundation
import VitrinePortKit

// vitrine-port PROJECT_DIR OUTPUT_DIR | --check PROJECT_DIR  (docs/PORTING.md)
// Exit status: 0 ported (or, with --check, nothing stops a port); 1 the report lists
// errors and nothing was written; 2 the command or the project could not be read.

let usage = """
usage: vitrine-port [options] PROJECT_DIR OUTPUT_DIR
       vitrine-port --check [options] PROJECT_DIR
       vitrine-port --transform FILE.swift   (one file's rewrites, printed)
options:
  --vitrine-path PATH        the Vitrine checkout the package depends on (default: the one scripts/port is in)
  --vitrine-url URL --from VERSION
                             depend on a released Vitrine instead
  --stub NAME                give the framework NAME (e.g. MapKit) an empty module
  --exclude PATH             leave out a file or folder (relative to PROJECT_DIR)
  --local-package NAME=PATH  use a local checkout for the project's package NAME (or product NAME)
  --target NAME              the Xcode target to port (default: the first application target)
"""

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("vitrine-port: \(message)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var positional: [String] = []
var check = false
var vitrinePath: String?
var vitrineURL: String?
var vitrineVersion: String?
var stubs: [String] = []
var excludes: [String] = []
var localPackages: [String: String] = [:]
var target: String?

while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("\(argument) needs a value\n\(usage)") }
        return arguments.removeFirst()
    }
    switch argument {
    case "--check": check = true
    case "--transform":
        // One file's transformations, printed (for trying a rewrite on its own).
        let path = value()
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
        let result = SwiftTransformer.transform(source: text, file: path)
        print(result.source, terminator: "")
        for finding in result.findings { FileHandle.standardError.write(Data("\(finding)\n".utf8)) }
        exit(0)
    case "--vitrine-path": vitrinePath = value()
    case "--vitrine-url": vitrineURL = value()
    case "--from": vitrineVersion = value()
    case "--stub": stubs.append(value())
    case "--exclude": excludes.append(value())
    case "--target": target = value()
    case "--local-package":
        let pair = value().split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2 else { fail("--local-package takes NAME=PATH") }
        localPackages[pair[0].lowercased()] = pair[1]
        localPackages[pair[0]] = pair[1]
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("--") { fail("unknown option \(argument)\n\(usage)") }
        positional.append(argument)
    }
}
guard positional.count == (check ? 1 : 2) else { fail(usage) }
if vitrineURL != nil && vitrineVersion == nil { fail("--vitrine-url needs --from VERSION") }

let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let projectURL = URL(fileURLWithPath: positional[0], relativeTo: cwd).standardizedFileURL
/// The Vitrine checkout: given, or found above this executable (Tools/VitrinePort/.build/...).
func defaultVitrine() -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: cwd).standardizedFileURL.deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/UIKit").path) { return folder }
        folder = folder.deletingLastPathComponent()
    }
    fail("cannot find the Vitrine checkout: pass --vitrine-path")
}
var options = PortOptions(project: projectURL,
                          vitrinePath: vitrinePath.map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL } ?? defaultVitrine())
options.vitrineURL = vitrineURL
options.vitrineVersion = vitrineVersion
options.stubs = stubs
options.excludes = excludes
options.localPackages = localPackages
options.target = target

let plan: Porter.Plan
do {
    plan = try Porter(options: options).plan()
} catch {
    fail("\(error)")
}
print(Report.text(for: plan))
if plan.hasErrors {
    print(check ? "The port would stop on the errors above." : "Nothing written: deal with the errors above (--stub, --exclude) and port again.")
    exit(1)
}
if check { exit(0) }
let output = URL(fileURLWithPath: positional[1], relativeTo: cwd).standardizedFileURL
if output.path == plan.project.root.standardizedFileURL.path || output.path == projectURL.path {
    fail("OUTPUT_DIR must not be the project's folder")
}
do {
    let result = try PackageWriter(output: output).write(plan.files)
    print("Wrote \(output.path): \(result.written.count) file(s) changed, \(result.removed.count) removed, \(plan.files.count) in all.")
    print("Build and run it: cd \(output.path) && swift run \(plan.project.moduleName)")
} catch {
    fail("cannot write \(output.path): \(error)")
}
