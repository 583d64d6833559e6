// Demonstrates: `LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 12)])`, a fixed three-column `Array(repeating: GridItem(.flexible()), count: 3)`, `Grid`/`GridRow` with `.gridCellColumns(2)` for a summary, `.aspectRatio(1, contentMode: .fit)`, a `Set<Int>` selection toggled by `onTapGesture`, `.overlay(alignment: .topTrailing)`, a `Picker` switching the column layout, `Color(hue:saturation:brightness:)`.
// Source: blog companion code (a post on "grids in SwiftUI: LazyVGrid vs Grid"); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Swatch: Identifiable {
    let id: Int
    var hue: Double { Double(id) / 12 }
    var color: Color { Color(hue: hue, saturation: 0.7, brightness: 0.9) }
}

struct GridDemo: View {
    enum Layout: String, CaseIterable { case adaptive, three }

    @State private var layout: Layout = .adaptive
    @State private var selected: Set<Int> = []
    private let swatches = (0..<12).map(Swatch.init)

    private var columns: [GridItem] {
        switch layout {
        case .adaptive:
            return [GridItem(.adaptive(minimum: 80), spacing: 12)]
        case .three:
            return Array(repeating: GridItem(.flexible(), spacing: 8), count: 3)
        }
    }

    var body: some View {
        ScrollView {
            Picker("Layout", selection: $layout) {
                ForEach(Layout.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)

            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(swatches) { swatch in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(swatch.color)
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .topTrailing) {
                            if selected.contains(swatch.id) {
                                Image(systemName: "checkmark.circle.fill")
                                    .padding(4)
                            }
                        }
                        .onTapGesture {
                            if selected.contains(swatch.id) {
                                selected.remove(swatch.id)
                            } else {
                                selected.insert(swatch.id)
                            }
                        }
                }
            }
            .padding()

            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    Text("Selected")
                    Text("\(selected.count)")
                }
                GridRow {
                    Text("Hues")
                    Text(selected.sorted().map { String(format: "%.2f", Double($0) / 12) }.joined(separator: " "))
                }
                GridRow {
                    Button("Clear") {
                        selected.removeAll()
                    }
                    .gridCellColumns(2)
                }
            }
            Button("Select evens") {
                selected = Set(swatches.map(\.id).filter { $0.isMultiple(of: 2) })
                print(selected.sorted())
            }
        }
    }
}

#Preview {
    GridDemo()
}
