// Demonstrates: a Q&A answer on reordering a `LazyVGrid` by drag and drop before iOS 16: an `ObservableObject` model of `Identifiable, Equatable` tiles, `.onDrag { NSItemProvider(object: String(id) as NSString) }` remembering the dragged tile in `@State`, `.onDrop(of: [.text], delegate:)` with a `DropDelegate` struct holding `@Binding`s whose `dropEntered` moves the item with `move(fromOffsets:toOffset:)` inside `withAnimation`, `dropUpdated` returning `DropProposal(operation: .move)`, and a shuffle button.
// Source: Q&A answer (an answerer's demo repository answer to "reorder items within one LazyGrid using onDrag and onDrop"); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'DropDelegate'
import SwiftUI
import UniformTypeIdentifiers

struct Tile: Identifiable, Equatable {
    let id: Int
    var color: Color { [.red, .orange, .yellow, .green, .blue, .purple][id % 6] }
}

//MARK: - Model

class TileModel: ObservableObject {
    @Published var tiles: [Tile]

    let columns = [
        GridItem(.flexible()),
        GridItem(.flexible()),
        GridItem(.flexible())
    ]

    init() {
        tiles = (0..<9).map { Tile(id: $0) }
    }

    var order: String { tiles.map { String($0.id) }.joined(separator: " ") }
}

//MARK: - Grid

struct ReorderGridDemo: View {
    @StateObject private var model = TileModel()
    @State private var dragging: Tile?

    var body: some View {
        VStack {
            Text("Order: \(model.order)")
                .font(.caption.monospaced())
            ScrollView {
                LazyVGrid(columns: model.columns, spacing: 16) {
                    ForEach(model.tiles) { tile in
                        TileView(tile: tile)
                            .overlay(dragging?.id == tile.id ? Color.white.opacity(0.8) : Color.clear)
                            .onDrag {
                                self.dragging = tile
                                return NSItemProvider(object: String(tile.id) as NSString)
                            }
                            .onDrop(of: [UTType.text], delegate: DragRelocateDelegate(item: tile, listData: $model.tiles, current: $dragging))
                    }
                }
                .padding()
                .animation(.default, value: model.tiles)
            }
            Button("Shuffle") {
                model.tiles.shuffle()
                model.tiles.sort { $0.id > $1.id }
                print("order:", model.order)
            }
        }
        .onDrop(of: [UTType.text], delegate: DropOutsideDelegate(current: $dragging))
    }
}

struct TileView: View {
    var tile: Tile

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(tile.color)
                .frame(height: 80)
            Text("\(tile.id)")
                .font(.title)
                .foregroundColor(.white)
        }
    }
}

struct DragRelocateDelegate: DropDelegate {
    let item: Tile
    @Binding var listData: [Tile]
    @Binding var current: Tile?

    func dropEntered(info: DropInfo) {
        if item != current {
            let from = listData.firstIndex(of: current!)!
            let to = listData.firstIndex(of: item)!
            if listData[to].id != current!.id {
                withAnimation {
                    listData.move(fromOffsets: IndexSet(integer: from),
                                  toOffset: to > from ? to + 1 : to)
                }
            }
        }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        return DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        self.current = nil
        return true
    }
}

struct DropOutsideDelegate: DropDelegate {
    @Binding var current: Tile?

    func performDrop(info: DropInfo) -> Bool {
        current = nil
        return true
    }
}

struct ReorderGridDemo_Previews: PreviewProvider {
    static var previews: some View {
        ReorderGridDemo()
    }
}
