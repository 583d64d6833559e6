// Demonstrates: an indirect enum expression tree evaluated recursively with switch patterns, a tokenizer over Characters (isNumber, wholeNumberValue), a small recursive-descent parser with inout index, throwing errors with associated values, CustomStringConvertible on the tree, and a calculator keypad built with LazyVGrid.
// Source: course (a university course's calculator assignment, its model file moved into a single view); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

indirect enum Expression: CustomStringConvertible {
    case number(Double)
    case add(Expression, Expression)
    case subtract(Expression, Expression)
    case multiply(Expression, Expression)
    case divide(Expression, Expression)
    case negate(Expression)

    var description: String {
        switch self {
        case .number(let value): return value == value.rounded() ? String(Int(value)) : String(value)
        case let .add(l, r): return "(\(l) + \(r))"
        case let .subtract(l, r): return "(\(l) - \(r))"
        case let .multiply(l, r): return "(\(l) × \(r))"
        case let .divide(l, r): return "(\(l) ÷ \(r))"
        case .negate(let inner): return "-\(inner)"
        }
    }

    func evaluate() throws -> Double {
        switch self {
        case .number(let value): return value
        case let .add(l, r): return try l.evaluate() + r.evaluate()
        case let .subtract(l, r): return try l.evaluate() - r.evaluate()
        case let .multiply(l, r): return try l.evaluate() * r.evaluate()
        case let .divide(l, r):
            let divisor = try r.evaluate()
            guard divisor != 0 else { throw CalcError.divisionByZero }
            return try l.evaluate() / divisor
        case .negate(let inner): return -(try inner.evaluate())
        }
    }
}

enum CalcError: Error, Equatable {
    case unexpected(Character, at: Int)
    case divisionByZero
    case incomplete
}

struct Parser {
    let characters: [Character]

    init(_ text: String) { characters = Array(text.filter { $0 != " " }) }

    func parse() throws -> Expression {
        var index = 0
        let result = try sum(&index)
        guard index == characters.count else { throw CalcError.unexpected(characters[index], at: index) }
        return result
    }

    private func sum(_ index: inout Int) throws -> Expression {
        var left = try product(&index)
        while index < characters.count, "+-".contains(characters[index]) {
            let op = characters[index]
            index += 1
            let right = try product(&index)
            left = op == "+" ? .add(left, right) : .subtract(left, right)
        }
        return left
    }

    private func product(_ index: inout Int) throws -> Expression {
        var left = try factor(&index)
        while index < characters.count, "*/".contains(characters[index]) {
            let op = characters[index]
            index += 1
            let right = try factor(&index)
            left = op == "*" ? .multiply(left, right) : .divide(left, right)
        }
        return left
    }

    private func factor(_ index: inout Int) throws -> Expression {
        guard index < characters.count else { throw CalcError.incomplete }
        let character = characters[index]
        if character == "-" {
            index += 1
            return .negate(try factor(&index))
        }
        if character == "(" {
            index += 1
            let inner = try sum(&index)
            guard index < characters.count, characters[index] == ")" else { throw CalcError.incomplete }
            index += 1
            return inner
        }
        var value = 0
        var digits = 0
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isNumber {
            value = value * 10 + digit
            digits += 1
            index += 1
        }
        guard digits > 0 else { throw CalcError.unexpected(character, at: index) }
        return .number(Double(value))
    }
}

struct CalculatorView: View {
    @State private var input = "2*(3+4)-10/4"
    @State private var output = ""
    private let keys = ["7", "8", "9", "/", "4", "5", "6", "*", "1", "2", "3", "-", "0", "(", ")", "+"]

    var body: some View {
        VStack {
            Text(input).font(.title)
            Text(output)
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4)) {
                ForEach(keys, id: \.self) { key in
                    Button(key) { input.append(key) }
                }
            }
            Button("=") { calculate() }
            Button("C") { input = "" }
            Button("÷0") { input = "1/(2-2)" }
        }
    }

    private func calculate() {
        do {
            let tree = try Parser(input).parse()
            output = "\(tree) = \(try tree.evaluate())"
        } catch CalcError.unexpected(let character, let index) {
            output = "Unexpected \(character) at \(index)"
        } catch {
            output = "Error: \(error)"
        }
        print(output)
    }
}

#Preview {
    CalculatorView()
}
