import Foundation
import Testing
@testable import UIKitCore

/// The attribute runs text fields and views edit: replacing a range keeps the attributes
/// around it, typed text takes those of the character before it, and the runs come back
/// as the attributed string they were made from.
@MainActor
struct AttributedRunsTests {
    private func makeRuns() -> AttributedRuns {
        let string = NSMutableAttributedString(string: "Total: ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        string.append(NSAttributedString(string: "42", attributes: [.foregroundColor: UIColor.systemRed]))
        return AttributedRuns(string)
    }

    private func lengths(_ runs: AttributedRuns) -> [Int] { runs.runs.map(\.length) }

    @Test func typingLengthensTheRunBeforeTheCaret() {
        var runs = makeRuns()
        #expect(lengths(runs) == [7, 2])
        runs.replace(NSRange(location: 8, length: 0), length: 1)
        #expect(lengths(runs) == [7, 3])
        runs.replace(NSRange(location: 7, length: 0), length: 2)
        #expect(lengths(runs) == [9, 3], "after the bold colon and space: bold")
        runs.replace(NSRange(location: 0, length: 0), length: 1)
        #expect(lengths(runs) == [10, 3], "at the start: the first character's")
    }

    @Test func typedTextTakesTheAttributesOfTheCharacterBeforeIt() {
        let runs = makeRuns()
        #expect(runs.attributes(at: 7)[.font] as? UIFont == .boldSystemFont(ofSize: 17), "after the colon: bold")
        #expect(runs.attributes(at: 0)[.font] as? UIFont == .boldSystemFont(ofSize: 17), "at the start: the first character's")
        #expect(runs.attributes(at: 9)[.foregroundColor] as? UIColor == .systemRed, "at the end: the last character's")
    }

    @Test func replacingAcrossRunsKeepsBothEnds() {
        var runs = makeRuns()
        runs.replace(NSRange(location: 5, length: 3), length: 4)
        #expect(lengths(runs) == [9, 1], "the replacement takes the bold of the character before it")
        #expect(runs.attributes(at: 10)[.foregroundColor] as? UIColor == .systemRed)
        runs.replace(NSRange(location: 0, length: 10), length: 0)
        #expect(lengths(runs).isEmpty)
        runs.replace(NSRange(location: 0, length: 0), length: 3)
        #expect(lengths(runs) == [3])
    }

    @Test func replacingTheWholeFirstRunKeepsItsAttributes() {
        var runs = makeRuns()
        runs.replace(NSRange(location: 0, length: 7), length: 2)
        #expect(lengths(runs) == [2, 2])
        #expect(runs.attributes(at: 1)[.font] as? UIFont == .boldSystemFont(ofSize: 17))
    }

    @Test func outOfRangeReplacementsAreClamped() {
        var runs = makeRuns()
        runs.replace(NSRange(location: 50, length: 10), length: 2)
        #expect(lengths(runs) == [7, 4])
        runs.replace(NSRange(location: -3, length: 1), length: 0)
        #expect(runs.length == 11)
    }

    @Test func theRunsComeBackAsAnAttributedString() {
        let runs = makeRuns()
        let string = runs.attributedString("Total: 42")
        #expect(string.string == "Total: 42")
        #expect(string.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .systemRed)
        let styled = runs.styled("Total: 42", defaultFont: .systemFont(ofSize: 12), defaultColor: UIColor.black.cgColor)
        #expect(styled.runs.map(\.text) == ["Total: ", "42"])
        #expect(styled.runs[1].font == UIFont.systemFont(ofSize: 12).textFont, "no font: the default")
    }

    // NSAttributedString(): NSObject's init() makes an empty string on Apple's platforms.
    @Test func emptyAttributedStringsCanBeMadeWithoutArguments() {
        #expect(NSAttributedString().length == 0)
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "x"))
        #expect(mutable.string == "x")
    }
}
