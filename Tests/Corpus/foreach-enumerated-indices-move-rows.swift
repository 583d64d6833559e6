// Demonstrates: a ranked playlist — ForEach over indices with the element read by index, moving rows up/down by swapping, numbering from enumerated(), and disabling buttons at the ends.
import SwiftUI

struct PlaylistView: View {
    @State private var songs = ["Intro", "Skyline", "Drift", "Outro"]

    var body: some View {
        List {
            ForEach(songs.indices, id: \.self) { index in
                HStack {
                    Text("\(index + 1). \(songs[index])")
                    Spacer()
                    Button("↑") { songs.swapAt(index, index - 1) }
                        .disabled(index == 0)
                    Button("↓") { songs.swapAt(index, index + 1) }
                        .disabled(index == songs.count - 1)
                }
                .buttonStyle(.borderless)
            }
            Text(songs.enumerated().map { "\($0.offset + 1):\($0.element.prefix(2))" }.joined(separator: " "))
        }
        .onChange(of: songs) { old, new in
            let moved = zip(old, new).filter { $0 != $1 }.map(\.1)
            print("reordered: \(moved)")
        }
    }
}

#Preview {
    PlaylistView()
}
