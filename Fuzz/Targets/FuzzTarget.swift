import Foundation

/// A fuzz target: bytes in, the problems found out (an invariant that does not hold).
/// A crash is a problem too; the fuzzer and the corpus tests see that one themselves.
@preconcurrency @MainActor
public struct FuzzTarget: Sendable {
    public let name: String
    public let summary: String
    public let run: @MainActor @Sendable (Data) -> [String]

    public static let all: [FuzzTarget] = [
        FuzzTarget(name: "png", summary: "PNG files decoded into UIImage and drawn",
                   run: { ImageDecodingTarget.run($0, asPNG: true) }),
        FuzzTarget(name: "jpeg", summary: "JPEG files decoded into UIImage and drawn",
                   run: { ImageDecodingTarget.run($0, asPNG: false) }),
        FuzzTarget(name: "events", summary: "InputEvents into a screen of a table, controls, a text field and gestures",
                   run: InputEventsTarget.run),
        FuzzTarget(name: "text", summary: "attributed text measured, laid out and drawn",
                   run: TextLayoutTarget.run),
        FuzzTarget(name: "solver", summary: "random constraint systems: required ones hold, removal equals a fresh solver",
                   run: ConstraintSolverTarget.run),
        FuzzTarget(name: "path", summary: "paths built from hostile values, filled, stroked and hit-tested",
                   run: PathBuildingTarget.run),
    ]

    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
