// Demonstrates: plain Swift features a learner's helper file mixes into a view: @dynamicMemberLookup over a dictionary, callAsFunction, a rethrows higher-order function, variadic parameters, defer order, lazy sequences, `if let x {` shorthand, Mirror over a struct's children, String interpolation with a custom appendInterpolation, a custom operator, tuples with labels, `where` in for loops.
// Source: learner's app (a Swift language tour notes app, one screen a chapter); written for Vivarium in that style, not copied.
// First paste: failed at load: swift-language-tour-playground-helpers.swift:30:1: error: not supported in the playground: operator declarations
import SwiftUI

@dynamicMemberLookup
struct Config {
    private var values: [String: String]
    init(_ values: [String: String]) { self.values = values }
    subscript(dynamicMember key: String) -> String {
        values[key] ?? "unset"
    }
}

struct Multiplier {
    let factor: Int
    func callAsFunction(_ value: Int) -> Int { value * factor }
}

func applyAll<T>(_ values: [T], _ transform: (T) throws -> T) rethrows -> [T] {
    try values.map(transform)
}

func average(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}

enum ParseError: Error { case notANumber(String) }

infix operator **: MultiplicationPrecedence
func ** (base: Int, power: Int) -> Int {
    (0..<power).reduce(1) { acc, _ in acc * base }
}

extension String.StringInterpolation {
    mutating func appendInterpolation(percent value: Double) {
        appendLiteral("\(Int((value * 100).rounded()))%")
    }
}

struct Profile {
    let name: String
    let age: Int
    let tags: [String]
}

func deferOrder() -> [String] {
    var steps: [String] = []
    do {
        defer { steps.append("first defer") }
        defer { steps.append("second defer") }
        steps.append("body")
    }
    return steps
}

struct LanguageTourView: View {
    @State private var lines: [String] = []
    @State private var nickname: String? = "Kit"

    var body: some View {
        List {
            ForEach(Array(lines.enumerated()), id: \.offset) { index, line in
                Text("\(index + 1). \(line)")
            }
            Button("Run chapter") { runChapter() }
        }
    }

    private func runChapter() {
        var out: [String] = []
        let config = Config(["theme": "dark"])
        out.append("theme=\(config.theme) font=\(config.font)")

        let triple = Multiplier(factor: 3)
        out.append("triple(7) = \(triple(7)), 2**10 = \(2 ** 10)")

        let doubled = applyAll([1, 2, 3]) { $0 * 2 }
        out.append("doubled \(doubled)")
        do {
            let parsed = try applyAll(["4", "x"]) { text -> String in
                guard Int(text) != nil else { throw ParseError.notANumber(text) }
                return text
            }
            out.append("parsed \(parsed)")
        } catch {
            out.append("error \(error)")
        }

        out.append("average \(average(1, 2, 4)) of none \(average())")
        out.append(deferOrder().joined(separator: ", "))

        let squares = (1...).lazy.map { $0 * $0 }.filter { $0 % 2 == 1 }.prefix(4)
        out.append("odd squares \(Array(squares))")

        if let nickname {
            out.append("hi \(nickname)")
        }
        out.append("progress \(percent: 0.426)")

        let profile = Profile(name: "Ada", age: 36, tags: ["math"])
        for child in Mirror(reflecting: profile).children {
            out.append("\(child.label ?? "?") = \(child.value)")
        }

        let point = (x: 3, y: -2)
        out.append("point \(point.x),\(point.y) \(point)")
        for n in 1...10 where n % 4 == 0 {
            out.append("multiple of four: \(n)")
        }
        lines = out
        out.forEach { print($0) }
    }
}

#Preview {
    LanguageTourView()
}
