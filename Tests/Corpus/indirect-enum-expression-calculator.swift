// Demonstrates: an indirect enum expression tree evaluated recursively, CustomStringConvertible, switch with where clauses and Result for division by zero.
import SwiftUI

indirect enum Expr {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case divide(Expr, Expr)
    case negate(Expr)
}

enum EvalError: Error, Equatable {
    case divisionByZero
}

extension Expr: CustomStringConvertible {
    var description: String {
        switch self {
        case .number(let value) where value == value.rounded():
            return String(Int(value))
        case .number(let value):
            return String(value)
        case let .add(lhs, rhs):
            return "(\(lhs) + \(rhs))"
        case let .multiply(lhs, rhs):
            return "\(lhs) × \(rhs)"
        case let .divide(lhs, rhs):
            return "\(lhs) ÷ \(rhs)"
        case .negate(let inner):
            return "-\(inner)"
        }
    }

    func evaluate() -> Result<Double, EvalError> {
        switch self {
        case .number(let value):
            return .success(value)
        case let .add(lhs, rhs):
            return lhs.evaluate().flatMap { l in rhs.evaluate().map { r in l + r } }
        case let .multiply(lhs, rhs):
            return lhs.evaluate().flatMap { l in rhs.evaluate().map { l * $0 } }
        case let .divide(lhs, rhs):
            return lhs.evaluate().flatMap { l in
                rhs.evaluate().flatMap { r in
                    r == 0 ? .failure(.divisionByZero) : .success(l / r)
                }
            }
        case .negate(let inner):
            return inner.evaluate().map { -$0 }
        }
    }

    var depth: Int {
        switch self {
        case .number: return 1
        case .negate(let inner): return 1 + inner.depth
        case .add(let l, let r), .multiply(let l, let r), .divide(let l, let r):
            return 1 + max(l.depth, r.depth)
        }
    }
}

struct ExpressionPlayground: View {
    @State private var expr: Expr = .add(.number(2), .number(3))

    private var resultText: String {
        switch expr.evaluate() {
        case .success(let value):
            return "= \(value.formatted())"
        case .failure(let error):
            return "error: \(error)"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(expr.description).font(.title3.monospaced())
            Text(resultText)
            Text("depth \(expr.depth)").foregroundStyle(.secondary)
            HStack {
                Button("× 4") { expr = .multiply(expr, .number(4)) }
                Button("÷ 0") { expr = .divide(expr, .number(0)) }
                Button("Negate") { expr = .negate(expr) }
                Button("Reset") { expr = .number(1.5) }
            }
        }
        .padding()
    }
}

#Preview {
    ExpressionPlayground()
}
