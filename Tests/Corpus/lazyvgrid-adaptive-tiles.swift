// Demonstrates: LazyVGrid with adaptive GridItems; each tile owns a @StateObject created once per identity.
import SwiftUI

// MARK: - Model

final class TileModel: ObservableObject {
    let index: Int
    @Published var selected = false

    init(index: Int) {
        self.index = index
        print("TileModel \(index) init")
    }

    deinit { print("TileModel \(index) deinit") }
}

// MARK: - Views

struct Tile: View {
    @StateObject private var model: TileModel

    init(index: Int) {
        _model = StateObject(wrappedValue: TileModel(index: index))
    }

    var body: some View {
        Button {
            model.selected.toggle()
        } label: {
            Text("Tile \(model.index)")
                .frame(maxWidth: .infinity, minHeight: 60)
                .background(model.selected ? Color.accentColor : Color.secondary.opacity(0.2))
        }
    }
}

struct TileGrid: View {
    @State private var count = 4
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(0..<count, id: \.self) { index in
                    Tile(index: index)
                }
            }
            Button("Add tile") { count += 1 }
            Button("Remove tile") { count = max(0, count - 1) }
        }
    }
}

// MARK: - Preview

#Preview {
    TileGrid()
}
