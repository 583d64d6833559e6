// Demonstrates: a calculator: an enum of String raw values with colours, a 2D button grid, a switch over operations, Double(String) and integral formatting.
// Source: video course companion (calculator); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum CalcButton: String {
    case one = "1", two = "2", three = "3", four = "4", five = "5"
    case six = "6", seven = "7", eight = "8", nine = "9", zero = "0"
    case add = "+", subtract = "−", multiply = "×", divide = "÷"
    case equal = "=", clear = "AC", decimal = ".", percent = "%", negative = "±"

    var buttonColor: Color {
        switch self {
        case .add, .subtract, .multiply, .divide, .equal:
            return .orange
        case .clear, .negative, .percent:
            return Color(.lightGray)
        default:
            return Color(UIColor(red: 55/255.0, green: 55/255.0, blue: 55/255.0, alpha: 1))
        }
    }
}

enum Operation {
    case add, subtract, multiply, divide, none
}

struct CalculatorView: View {
    @State private var value = "0"
    @State private var runningNumber = 0.0
    @State private var currentOperation: Operation = .none

    let buttons: [[CalcButton]] = [
        [.clear, .negative, .percent, .divide],
        [.seven, .eight, .nine, .multiply],
        [.four, .five, .six, .subtract],
        [.one, .two, .three, .add],
        [.zero, .decimal, .equal]
    ]

    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            HStack {
                Spacer()
                Text(value)
                    .bold()
                    .font(.system(size: 72))
            }
            .padding()
            ForEach(buttons, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { item in
                        Button(item.rawValue) {
                            didTap(item)
                        }
                        .frame(width: buttonWidth(item), height: 70)
                        .background(item.buttonColor)
                        .foregroundColor(.white)
                        .cornerRadius(35)
                    }
                }
            }
        }
    }

    func didTap(_ button: CalcButton) {
        switch button {
        case .add, .subtract, .multiply, .divide, .equal:
            let current = Double(value) ?? 0
            if button == .add {
                currentOperation = .add
                runningNumber = current
            } else if button == .subtract {
                currentOperation = .subtract
                runningNumber = current
            } else if button == .multiply {
                currentOperation = .multiply
                runningNumber = current
            } else if button == .divide {
                currentOperation = .divide
                runningNumber = current
            } else if button == .equal {
                let result: Double
                switch currentOperation {
                case .add: result = runningNumber + current
                case .subtract: result = runningNumber - current
                case .multiply: result = runningNumber * current
                case .divide: result = current == 0 ? .nan : runningNumber / current
                case .none: result = current
                }
                value = format(result)
                print("=", value)
            }
            if button != .equal {
                value = "0"
            }
        case .clear:
            value = "0"
        case .decimal:
            if !value.contains(".") { value += "." }
        case .negative:
            value = format(-(Double(value) ?? 0))
        case .percent:
            value = format((Double(value) ?? 0) / 100)
        default:
            let number = button.rawValue
            value = value == "0" ? number : "\(value)\(number)"
        }
    }

    func format(_ number: Double) -> String {
        if number.isNaN { return "Error" }
        return number.truncatingRemainder(dividingBy: 1) == 0 ? String(Int(number)) : String(number)
    }

    func buttonWidth(_ item: CalcButton) -> CGFloat {
        item == .zero ? (4 * 70) / 2 + 6 : 70
    }
}

#Preview {
    CalculatorView()
}
