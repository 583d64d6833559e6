// Demonstrates: a beginner's calculator with its slips: buttons laid out as `[[String]]` rows in `ForEach(buttons, id: \.self)`, one `func buttonTapped(_ button: String)` switching on strings (`case "+", "-", "×", "÷":`), the display kept as a `String` and converted with `Double(display)!`, results printed through `String(format: "%g", result)`, a `var currentOperation: String? = nil` in `@State`, `print` debugging left in, a `"AC"` that resets, and `Color(.darkGray)`/`Color.orange` chosen by `if` in a helper.
// Source: learner's app (a first calculator app from a bootcamp repository, found through a search for calculator buttonTapped switch; repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ContentView: View {
    @State var display = "0"
    @State var firstNumber = 0.0
    @State var currentOperation: String? = nil
    @State var startNew = true

    let buttons = [
        ["7", "8", "9", "÷"],
        ["4", "5", "6", "×"],
        ["1", "2", "3", "-"],
        ["AC", "0", "=", "+"],
    ]

    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            HStack {
                Spacer()
                Text(display)
                    .font(.system(size: 64))
                    .foregroundColor(.white)
            }
            .padding()
            ForEach(buttons, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { button in
                        Button(action: {
                            buttonTapped(button)
                        }, label: {
                            Text(button)
                                .font(.title)
                                .frame(width: 80, height: 80)
                                .background(buttonColor(button))
                                .foregroundColor(.white)
                                .cornerRadius(40)
                        })
                    }
                }
            }
        }
        .padding(.bottom)
        .background(Color.black.edgesIgnoringSafeArea(.all))
    }

    func buttonColor(_ button: String) -> Color {
        if button == "+" || button == "-" || button == "×" || button == "÷" || button == "=" {
            return Color.orange
        }
        if button == "AC" {
            return Color(.lightGray)
        }
        return Color(.darkGray)
    }

    func buttonTapped(_ button: String) {
        print("tapped \(button)")
        switch button {
        case "+", "-", "×", "÷":
            firstNumber = Double(display)!
            currentOperation = button
            startNew = true
        case "=":
            let second = Double(display)!
            var result = 0.0
            if currentOperation == "+" { result = firstNumber + second }
            if currentOperation == "-" { result = firstNumber - second }
            if currentOperation == "×" { result = firstNumber * second }
            if currentOperation == "÷" { result = firstNumber / second }
            display = String(format: "%g", result)
            currentOperation = nil
            startNew = true
        case "AC":
            display = "0"
            firstNumber = 0
            currentOperation = nil
        default:
            if startNew || display == "0" {
                display = button
                startNew = false
            } else {
                display += button
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
