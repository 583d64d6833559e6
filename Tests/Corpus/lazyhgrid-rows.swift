// Demonstrates: LazyHGrid with fixed GridItem rows in a horizontal ScrollView; cells appear as they are built.
import SwiftUI

struct ColorCell: View {
    let index: Int

    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(index.isMultiple(of: 2) ? Color.orange : Color.cyan)
            .frame(width: 50)
            .overlay(Text("\(index)"))
            .onAppear { print("cell \(index) appeared") }
    }
}

struct ShelfView: View {
    @State private var count = 6
    private let rows = [GridItem(.fixed(50)), GridItem(.fixed(50))]

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHGrid(rows: rows, spacing: 8) {
                    ForEach(0..<count, id: \.self) { index in
                        ColorCell(index: index)
                    }
                }
            }
            Button("Add cells") { count += 2 }
        }
    }
}

#Preview {
    ShelfView()
}
