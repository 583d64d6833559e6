// Demonstrates: ProgressView(value:total:) with a label, Gauge with currentValueLabel, a computed fraction, an enum-driven status with a switch returning Color, clamping with min/max.
import SwiftUI

enum UploadStatus {
    case waiting, uploading(Double), finished, failed(String)

    var color: Color {
        switch self {
        case .waiting: return .gray
        case .uploading: return .blue
        case .finished: return .green
        case .failed: return .red
        }
    }

    var title: String {
        switch self {
        case .waiting: return "Waiting"
        case .uploading(let fraction): return "Uploading \(Int(fraction * 100))%"
        case .finished: return "Done"
        case .failed(let reason): return "Failed: \(reason)"
        }
    }
}

struct UploadView: View {
    @State private var sent = 0.0
    private let total = 250.0

    private var status: UploadStatus {
        if sent == 0 { return .waiting }
        if sent >= total { return .finished }
        return .uploading(sent / total)
    }

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: sent, total: total) {
                Text("Upload")
            } currentValueLabel: {
                Text("\(Int(sent)) of \(Int(total)) MB")
            }
            Gauge(value: sent, in: 0...total) {
                Text("MB")
            } currentValueLabel: {
                Text("\(Int(sent))")
            }
            Text(status.title)
                .foregroundColor(status.color)
            Button("Send 100 MB") {
                sent = min(sent + 100, total)
            }
            Button("Reset") { sent = max(0, sent - total) }
        }
        .padding()
    }
}

#Preview {
    UploadView()
}
