// Demonstrates: a Swift playground page as people paste one — `import PlaygroundSupport`, a small view with sliders mixing a colour and a button that resets them, made the page's live view through a hosting controller, with `needsIndefiniteExecution` set as tutorials do; here the live view is the preview "Live View".
// Source: a Swift Playgrounds page from a workshop's exercise book (a view built on the page, then shown in its live view)
// First paste: failed at load: no such module 'PlaygroundSupport'
import SwiftUI
import PlaygroundSupport

struct MixerView: View {
    @State private var red = 0.5
    @State private var green = 0.3
    @State private var blue = 0.8

    private var swatch: Color { Color(red: red, green: green, blue: blue) }

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12)
                .fill(swatch)
                .frame(width: 160, height: 100)
            Text("R \(Int(red * 255))  G \(Int(green * 255))  B \(Int(blue * 255))")
                .monospacedDigit()
            Slider(value: $red, in: 0...1) { Text("Red") }
            Slider(value: $green, in: 0...1) { Text("Green") }
            Slider(value: $blue, in: 0...1) { Text("Blue") }
            Button("Grey it out") {
                red = 0.5; green = 0.5; blue = 0.5
            }
        }
        .padding()
        .frame(width: 320)
    }
}

let host = UIHostingController(rootView: MixerView())
PlaygroundPage.current.needsIndefiniteExecution = true
PlaygroundPage.current.liveView = host
