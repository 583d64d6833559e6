// Demonstrates: an enum that cycles through its cases with a mutating next() built on allCases.firstIndex(of:), Stepper(label:onIncrement:onDecrement:) with custom bounds, Toggle with .toggleStyle(.button), .onLongPressGesture, and Text concatenation with per-run styling.
import SwiftUI

enum Light: String, CaseIterable {
    case red, yellow, green

    mutating func next() {
        let cases = Self.allCases
        let index = cases.firstIndex(of: self)!
        self = cases[(index + 1) % cases.count]
    }

    var color: Color {
        switch self {
        case .red: .red
        case .yellow: .yellow
        case .green: .green
        }
    }

    var seconds: Int {
        switch self {
        case .red: 30
        case .yellow: 5
        case .green: 25
        }
    }
}

struct TrafficLightView: View {
    @State private var light = Light.red
    @State private var speed = 1
    @State private var isNight = false
    @State private var cycles = 0

    private let speeds = [1, 2, 4, 8]

    var body: some View {
        VStack(spacing: 20) {
            VStack {
                ForEach(Light.allCases, id: \.self) { lamp in
                    Circle()
                        .fill(lamp == light ? lamp.color : lamp.color.opacity(0.2))
                        .frame(width: 60, height: 60)
                }
            }
            .padding()
            .background(Color.black, in: .rect(cornerRadius: 16))
            .onLongPressGesture {
                light = .red
                print("reset to red")
            }

            Text("Now: ") + Text(light.rawValue.uppercased()).bold().foregroundColor(light.color) + Text(" for \(light.seconds / speed)s")

            Stepper {
                Text("Speed ×\(speed)")
            } onIncrement: {
                if let index = speeds.firstIndex(of: speed), index + 1 < speeds.count {
                    speed = speeds[index + 1]
                }
                print("speed up:", speed)
            } onDecrement: {
                if let index = speeds.firstIndex(of: speed), index > 0 {
                    speed = speeds[index - 1]
                }
                print("slow down:", speed)
            }

            Toggle("Night mode", isOn: $isNight)
                .toggleStyle(.button)

            Button("Next light") {
                light.next()
                if light == .red { cycles += 1 }
                print("light: \(light), cycles: \(cycles)")
            }
            .disabled(isNight)
        }
        .padding()
    }
}

#Preview {
    TrafficLightView()
}
