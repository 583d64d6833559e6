// Demonstrates: Sliders bound to Doubles with step, a computed BMI, number formatting with .formatted(.number.precision(.fractionLength(1))), a category enum from ranges with switch on a Double, Color per category.
import SwiftUI

enum BMICategory: String {
    case under = "Underweight"
    case normal = "Normal"
    case over = "Overweight"
    case obese = "Obese"

    init(bmi: Double) {
        switch bmi {
        case ..<18.5: self = .under
        case 18.5..<25: self = .normal
        case 25..<30: self = .over
        default: self = .obese
        }
    }

    var color: Color {
        switch self {
        case .under: return .blue
        case .normal: return .green
        case .over: return .orange
        case .obese: return .red
        }
    }
}

struct BMICalculatorView: View {
    @State private var heightCM = 175.0
    @State private var weightKG = 70.0

    var bmi: Double {
        let meters = heightCM / 100
        return weightKG / (meters * meters)
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Height: \(Int(heightCM)) cm")
            Slider(value: $heightCM, in: 140...210, step: 1)
            Text("Weight: \(weightKG, specifier: "%.0f") kg")
            Slider(value: $weightKG, in: 40...150, step: 0.5)
            Text(bmi.formatted(.number.precision(.fractionLength(1))))
                .font(.largeTitle)
            Text(BMICategory(bmi: bmi).rawValue)
                .foregroundColor(BMICategory(bmi: bmi).color)
            Button("Gain 10 kg") {
                weightKG += 10
                print("BMI now \(String(format: "%.1f", bmi)) — \(BMICategory(bmi: bmi).rawValue)")
            }
        }
        .padding()
    }
}

#Preview {
    BMICalculatorView()
}
