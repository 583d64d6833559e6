// Demonstrates: a LazyVGrid of color swatches with GridItem(.adaptive), Set-based multi-selection via onTapGesture, an overlay checkmark, and a contextMenu with Button roles.
import SwiftUI

struct Swatch: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

struct SwatchGrid: View {
    @State private var swatches = [
        Swatch(id: 1, name: "Sky", color: .blue),
        Swatch(id: 2, name: "Leaf", color: .green),
        Swatch(id: 3, name: "Sun", color: .yellow),
        Swatch(id: 4, name: "Rose", color: .pink),
    ]
    @State private var selected: Set<Int> = []

    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        ScrollView {
            Text(selected.isEmpty ? "Tap to select" : "\(selected.count) selected")
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(swatches) { swatch in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(swatch.color)
                        .frame(height: 80)
                        .overlay(alignment: .topTrailing) {
                            if selected.contains(swatch.id) {
                                Image(systemName: "checkmark.circle.fill")
                                    .padding(6)
                            }
                        }
                        .overlay(alignment: .bottomLeading) {
                            Text(swatch.name).padding(6)
                        }
                        .onTapGesture {
                            if selected.contains(swatch.id) {
                                selected.remove(swatch.id)
                            } else {
                                selected.insert(swatch.id)
                            }
                        }
                        .contextMenu {
                            Button("Delete", role: .destructive) {
                                swatches.removeAll { $0.id == swatch.id }
                                selected.remove(swatch.id)
                            }
                        }
                }
            }
            .padding()
            Button("Clear selection") { selected.removeAll() }
        }
    }
}

#Preview {
    SwatchGrid()
}
