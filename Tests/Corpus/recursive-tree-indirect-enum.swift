// Demonstrates: an indirect enum for an expression tree, a recursive evaluate function, a recursive view (AnyView) rendering nested nodes, and a Button mutating the tree.
import SwiftUI

indirect enum Expression {
    case number(Int)
    case add(Expression, Expression)
    case multiply(Expression, Expression)

    var value: Int {
        switch self {
        case .number(let n): return n
        case .add(let a, let b): return a.value + b.value
        case .multiply(let a, let b): return a.value * b.value
        }
    }

    var text: String {
        switch self {
        case .number(let n): return "\(n)"
        case .add(let a, let b): return "(\(a.text) + \(b.text))"
        case .multiply(let a, let b): return "\(a.text) × \(b.text)"
        }
    }
}

struct ExpressionNodeView: View {
    let expression: Expression

    var body: some View {
        switch expression {
        case .number(let n):
            Text("\(n)")
        case .add(let a, let b), .multiply(let a, let b):
            VStack(alignment: .leading) {
                Text(expression.text)
                HStack {
                    AnyView(ExpressionNodeView(expression: a))
                    AnyView(ExpressionNodeView(expression: b))
                }
            }
        }
    }
}

struct CalculatorTree: View {
    @State private var expression: Expression = .add(.number(2), .multiply(.number(3), .number(4)))

    var body: some View {
        VStack {
            ExpressionNodeView(expression: expression)
            Text("= \(expression.value)")
            Button("Double it") { expression = .multiply(expression, .number(2)) }
        }
    }
}

#Preview {
    CalculatorTree()
}
