// Demonstrates: a profile bio editor — TextField with axis: .vertical and lineLimit(3...6), a character limit enforced in onChange(of:) by trimming, and a live counter.
import SwiftUI

struct BioEditor: View {
    static let limit = 60
    @State private var bio = ""
    @State private var trims = 0

    private var remaining: Int { Self.limit - bio.count }

    var body: some View {
        Form {
            Section {
                TextField("Tell us about yourself", text: $bio, axis: .vertical)
                    .lineLimit(3...6)
                HStack {
                    Spacer()
                    Text("\(remaining)")
                        .monospacedDigit()
                        .foregroundStyle(remaining < 10 ? .red : .secondary)
                }
            } header: {
                Text("Bio")
            } footer: {
                Text("Trimmed \(trims) times")
            }
            Button("Paste long text") {
                bio = String(repeating: "SwiftUI is fun. ", count: 6)
            }
            Button("Paste short text") {
                bio = "iOS developer in Lisbon"
            }
        }
        .onChange(of: bio) { _, newValue in
            if newValue.count > Self.limit {
                bio = String(newValue.prefix(Self.limit))
                trims += 1
                print("trimmed to \(bio.count)")
            }
        }
    }
}

#Preview {
    BioEditor()
}
