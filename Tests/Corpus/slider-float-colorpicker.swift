// Demonstrates: Sliders over a Float and a Double with labels, ColorPicker, a signed specifier, a disabled control.
// Source: learner's app (equalizer settings); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct EqualizerView: View {
    @State private var volume: Float = 0.5
    @State private var bass: Double = 3
    @State private var tint = Color.blue
    @State private var isMuted = false

    private var volumeLabel: String {
        isMuted ? "Muted" : "\(Int(volume * 100))%"
    }

    var body: some View {
        Form {
            Section("Volume") {
                Slider(value: $volume, in: 0...1, step: 0.1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
                .disabled(isMuted)
                Text(volumeLabel)
                Toggle("Mute", isOn: $isMuted)
            }
            Section("Bass") {
                Slider(value: $bass, in: -10...10)
                Text("Bass: \(bass, specifier: "%+.1f") dB")
            }
            Section("Theme") {
                ColorPicker("Accent", selection: $tint)
                RoundedRectangle(cornerRadius: 8)
                    .fill(tint)
                    .frame(height: 40)
            }
            Button("Boost") {
                volume = min(volume + 0.25, 1)
                bass += 2.5
                print(volumeLabel, String(format: "%.2f", volume), bass)
            }
        }
    }
}

#Preview {
    EqualizerView()
}
