// Demonstrates: a small control panel — TimelineView(.periodic(from:by:)) ticking a clock, GroupBox with a label, ControlGroup of buttons, Toggle with .toggleStyle(.button), LabeledContent, and DisclosureGroup bound to state.
import SwiftUI

struct ControlPanel: View {
    @State private var volume = 3
    @State private var isMuted = false
    @State private var showsDetails = false
    private let start = Date.now

    var body: some View {
        VStack(spacing: 16) {
            TimelineView(.periodic(from: start, by: 1)) { context in
                let seconds = Int(context.date.timeIntervalSince(start))
                Text("Uptime: \(seconds)s")
                    .monospacedDigit()
            }

            GroupBox {
                LabeledContent("Volume", value: isMuted ? "muted" : "\(volume)")
                ControlGroup {
                    Button("Quieter", systemImage: "speaker.minus") { volume = max(0, volume - 1) }
                    Button("Louder", systemImage: "speaker.plus") { volume = min(5, volume + 1) }
                }
                Toggle(isOn: $isMuted) {
                    Label("Mute", systemImage: isMuted ? "speaker.slash.fill" : "speaker.fill")
                }
                .toggleStyle(.button)
            } label: {
                Label("Audio", systemImage: "hifispeaker")
            }

            DisclosureGroup("Details", isExpanded: $showsDetails) {
                LabeledContent("Output") {
                    Text("Living Room")
                }
                LabeledContent("Level", value: Double(volume) / 5, format: .percent)
            }
            .onChange(of: showsDetails) { _, expanded in
                print("details \(expanded ? "shown" : "hidden")")
            }
        }
        .padding()
    }
}

#Preview {
    ControlPanel()
}
