// Demonstrates: an audio mixer panel — Toggle with .toggleStyle(.button) and .toggleStyle(.switch), LabeledContent wrapping a Slider, Slider(value:in:onEditingChanged:), a Picker(.menu) with Section groups inside, Menu with destructive Button(role:) and a Divider, and .controlSize(.small).
import SwiftUI

enum Preset: String, CaseIterable, Identifiable {
    case flat = "Flat", vocal = "Vocal", bassBoost = "Bass Boost", podcast = "Podcast", night = "Night"
    var id: Self { self }
}

struct MixerPanel: View {
    @State private var muted = false
    @State private var solo = false
    @State private var volume = 0.7
    @State private var balance = 0.0
    @State private var preset: Preset = .flat
    @State private var dragging = false

    var body: some View {
        Form {
            Section {
                HStack {
                    Toggle("Mute", systemImage: "speaker.slash", isOn: $muted)
                        .toggleStyle(.button)
                    Toggle("Solo", isOn: $solo)
                        .toggleStyle(.button)
                        .tint(.yellow)
                }
                .controlSize(.small)
                Toggle("Limiter", isOn: .constant(true))
                    .toggleStyle(.switch)
                    .disabled(true)
            }
            Section("Levels") {
                LabeledContent("Volume") {
                    Slider(value: $volume, in: 0...1) { editing in
                        dragging = editing
                    }
                }
                LabeledContent("Balance", value: balance, format: .number.precision(.fractionLength(1)))
                Slider(value: $balance, in: -1...1, step: 0.5)
                Text(dragging ? "Adjusting…" : "Volume \(Int(volume * 100))%")
            }
            Section("Preset") {
                Picker("Preset", selection: $preset) {
                    Section("Music") {
                        Text(Preset.flat.rawValue).tag(Preset.flat)
                        Text(Preset.bassBoost.rawValue).tag(Preset.bassBoost)
                    }
                    Section("Speech") {
                        Text(Preset.vocal.rawValue).tag(Preset.vocal)
                        Text(Preset.podcast.rawValue).tag(Preset.podcast)
                        Text(Preset.night.rawValue).tag(Preset.night)
                    }
                }
                .pickerStyle(.menu)
                Menu("More") {
                    Button("Save Preset…") { print("save \(preset.rawValue)") }
                    Divider()
                    Button("Reset Mixer", role: .destructive) {
                        muted = false
                        solo = false
                        volume = 0.7
                        balance = 0
                        preset = .flat
                    }
                }
            }
        }
        .onChange(of: muted) { _, isMuted in
            print(isMuted ? "muted" : "unmuted")
        }
    }
}

#Preview {
    MixerPanel()
}
