// Demonstrates: a BMI calculator of the kind beginners build: two `Slider`s with `String(format: "%.0f cm")`, a `Picker` for metric or imperial that converts the stored values in `onChange`, a `struct BMIResult` with an enum category whose `init(bmi:)` switches over ranges (`case ..<18.5`), `Color` and advice per category, a result sheet with `@Binding var isPresented`, and a history array reset with a confirmation `ActionSheet`.
// Source: course (a beginner app-development course's BMI calculator project, rewritten for SwiftUI by a learner, found through a search for BMI calculator SwiftUI Slider String format category switch case ..<18.5 sheet result); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum UnitSystem: String, CaseIterable {
    case metric = "Metric"
    case imperial = "Imperial"
}

enum BMICategory {
    case underweight, normal, overweight, obese

    init(bmi: Double) {
        switch bmi {
        case ..<18.5: self = .underweight
        case 18.5..<25: self = .normal
        case 25..<30: self = .overweight
        default: self = .obese
        }
    }

    var title: String {
        switch self {
        case .underweight: return "Underweight"
        case .normal: return "Normal"
        case .overweight: return "Overweight"
        case .obese: return "Obese"
        }
    }

    var color: Color {
        switch self {
        case .underweight: return .blue
        case .normal: return .green
        case .overweight: return .orange
        case .obese: return .red
        }
    }

    var advice: String {
        switch self {
        case .underweight: return "Eat a bit more!"
        case .normal: return "Keep it up."
        case .overweight, .obese: return "Move a little more every day."
        }
    }
}

struct BMIResult: Identifiable {
    let id = UUID()
    let value: Double
    var category: BMICategory { BMICategory(bmi: value) }
    var formatted: String { String(format: "%.1f", value) }
}

struct ResultView: View {
    let result: BMIResult
    @Binding var isPresented: Bool

    var body: some View {
        VStack(spacing: 20) {
            Text("YOUR RESULT")
                .font(.headline)
            Text(result.formatted)
                .font(.system(size: 80, weight: .bold))
            Text(result.category.title)
                .foregroundColor(result.category.color)
            Text(result.category.advice)
            Button("Recalculate") {
                isPresented = false
            }
        }
    }
}

struct CalculatorView: View {
    @State private var units: UnitSystem = .metric
    @State private var height: Double = 170
    @State private var weight: Double = 65
    @State private var result: BMIResult?
    @State private var showingResult = false
    @State private var history: [BMIResult] = []
    @State private var confirmingReset = false

    var heightLabel: String {
        units == .metric ? String(format: "%.0f cm", height) : String(format: "%.0f in", height)
    }

    var weightLabel: String {
        units == .metric ? String(format: "%.0f kg", weight) : String(format: "%.0f lb", weight)
    }

    func calculate() {
        let meters = units == .metric ? height / 100 : height * 0.0254
        let kilos = units == .metric ? weight : weight * 0.453592
        let bmi = kilos / (meters * meters)
        let newResult = BMIResult(value: bmi)
        result = newResult
        history.append(newResult)
        showingResult = true
        print("BMI \(newResult.formatted) → \(newResult.category.title)")
    }

    var body: some View {
        VStack(spacing: 24) {
            Picker("Units", selection: $units) {
                ForEach(UnitSystem.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(SegmentedPickerStyle())
            VStack {
                Text("Height: \(heightLabel)")
                Slider(value: $height, in: units == .metric ? 100...220 : 40...87, step: 1)
            }
            VStack {
                Text("Weight: \(weightLabel)")
                Slider(value: $weight, in: units == .metric ? 30...200 : 66...440, step: 1)
            }
            Button("Calculate", action: calculate)
                .padding()
                .background(Color.purple)
                .foregroundColor(.white)
                .cornerRadius(10)
            if !history.isEmpty {
                Text("Previous: " + history.suffix(3).map(\.formatted).joined(separator: ", "))
                    .font(.footnote)
                Button("Clear history") { confirmingReset = true }
            }
        }
        .padding()
        .onChange(of: units) { newUnits in
            if newUnits == .imperial {
                height = (height / 2.54).rounded()
                weight = (weight / 0.453592).rounded()
            } else {
                height = (height * 2.54).rounded()
                weight = (weight * 0.453592).rounded()
            }
        }
        .sheet(isPresented: $showingResult) {
            if let result = result {
                ResultView(result: result, isPresented: $showingResult)
            }
        }
        .actionSheet(isPresented: $confirmingReset) {
            ActionSheet(title: Text("Clear history?"), buttons: [
                .destructive(Text("Clear")) { history.removeAll() },
                .cancel()
            ])
        }
    }
}

struct CalculatorView_Previews: PreviewProvider {
    static var previews: some View {
        CalculatorView()
    }
}
