// Demonstrates: a calculator learner's settings screen as Xcode left it: `@AppStorage("slider_seconds_to_wait") private var seconds_to_wait = 2.0` with a snake_case name, `Slider(value:in:step:) {}` with an empty label closure, every view carrying `.accessibilityLabel`, `.accessibilityHint` and `.help`, a `Section(header: Text(…).padding(.all).font(.largeTitle))`, Xcode library placeholders left as comments in `.padding(/*@START_MENU_TOKEN@*/.all/*@END_MENU_TOKEN@*/)`, a `Spacer()` after the `NavigationStack` (two views in `body`), and a main view that waits `seconds_to_wait` seconds with `DispatchQueue.main.asyncAfter` before showing a result.
// Source: learner's app (a developer's simple calculator app for iOS and macOS, its settings file; repository hindermath/SimpleCalc studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SettingsView: View {
    @AppStorage("slider_seconds_to_wait") private var seconds_to_wait = 2.0

    var body: some View {
        NavigationStack {

            Form {
                Section(header: Text("General")
                    .padding(.all)
                    .font(.largeTitle)
                ) {
                    Text("Seconds to wait: \(Int(seconds_to_wait))")
                        .font(.title)
                        .accessibilityLabel("Seconds to wait")
                        .accessibilityHint("Seconds to wait")
                        .help("Seconds to wait")
                    Slider(value: $seconds_to_wait, in: 1...5, step: 1) {}
                        .accessibilityLabel("Horizontal Slider")
                        .accessibilityHint("Horizontal Slider")
                        .help("Horizontal Slider")
                    Button("Reset to 2 seconds") {
                        seconds_to_wait = 2.0
                    }
                }
                .padding(.all)
                .accessibilityLabel("General")
                .accessibilityHint("General")
                .help("General")
            }
            .padding(/*@START_MENU_TOKEN@*/.all/*@END_MENU_TOKEN@*/)
            .navigationTitle("Settings")
            .accessibilityLabel("Settings")
            .accessibilityHint("Settings")
            .help("Settings")
        }
        .padding(/*@START_MENU_TOKEN@*/.all/*@END_MENU_TOKEN@*/)
        Spacer()
    }
}

struct CalculatorView: View {
    @AppStorage("slider_seconds_to_wait") private var seconds_to_wait = 2.0
    @State private var first = "12"
    @State private var second = "30"
    @State private var result = ""
    @State private var isCalculating = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                TextField("First number", text: $first)
                    .textFieldStyle(.roundedBorder)
                TextField("Second number", text: $second)
                    .textFieldStyle(.roundedBorder)
                Button("Add") {
                    isCalculating = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + seconds_to_wait) {
                        let sum = (Double(first) ?? 0) + (Double(second) ?? 0)
                        result = String(format: "%.2f", sum)
                        isCalculating = false
                    }
                }
                .disabled(isCalculating)
                if isCalculating {
                    ProgressView()
                }
                Text("Result: \(result)")
                    .font(.title)
                NavigationLink("Settings") {
                    SettingsView()
                }
            }
            .padding()
            .navigationTitle("SimpleCalc")
        }
    }
}

#Preview {
    CalculatorView()
}
