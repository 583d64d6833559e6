// Demonstrates: a color mixer — three Sliders with minimum/maximum value labels, a Stepper with step, Color(red:green:blue:opacity:), String(format:) hex output and rounding.
import SwiftUI

struct ColorComponents: Equatable {
    var red = 0.2
    var green = 0.5
    var blue = 0.8

    var hex: String {
        String(format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }
}

struct ChannelSlider: View {
    let name: String
    @Binding var value: Double

    var body: some View {
        Slider(value: $value, in: 0...1) {
            Text(name)
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("255")
        }
        .accessibilityValue("\(Int(value * 255))")
    }
}

struct ColorMixerView: View {
    @State private var components = ColorComponents()
    @State private var opacityPercent = 100

    var body: some View {
        VStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(red: components.red, green: components.green, blue: components.blue, opacity: Double(opacityPercent) / 100))
                .frame(height: 120)
            Text(components.hex).font(.system(.title2, design: .monospaced))
            ChannelSlider(name: "Red", value: $components.red)
            ChannelSlider(name: "Green", value: $components.green)
            ChannelSlider(name: "Blue", value: $components.blue)
            Stepper("Opacity: \(opacityPercent)%", value: $opacityPercent, in: 0...100, step: 10)
            Button("Random warm") {
                components = ColorComponents(red: 0.95, green: 0.45, blue: 0.1)
            }
        }
        .padding()
        .onChange(of: components) { _, new in
            print("mixed \(new.hex)")
        }
    }
}

#Preview {
    ColorMixerView()
}
