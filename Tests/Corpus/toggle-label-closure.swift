// Demonstrates: Toggle(isOn:) with a label closure, and a toggle style; the label text is what you tap.
import SwiftUI

struct WifiSettings: View {
    @State private var wifiOn = true
    @State private var airplane = false

    var body: some View {
        Form {
            Toggle(isOn: $wifiOn) {
                Label("Wi-Fi", systemImage: "wifi")
            }
            Toggle(isOn: $airplane) {
                VStack(alignment: .leading) {
                    Text("Airplane mode")
                    Text("Turns off all radios").font(.caption)
                }
            }
            .toggleStyle(.switch)
            .onChange(of: airplane) { _, isOn in
                if isOn { wifiOn = false }
            }
            Text(wifiOn ? "Connected" : "Offline")
        }
    }
}

#Preview {
    WifiSettings()
}
