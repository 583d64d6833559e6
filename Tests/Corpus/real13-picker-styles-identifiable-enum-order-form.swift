// Demonstrates: one `CaseIterable, Identifiable` enum in four `Picker` styles (`.segmented`, `.menu`, `.wheel`, `.inline` in a `Form`), a `Picker` over an optional selection with a `Text("None").tag(Size?.none)` row and `.tag(Optional(size))`, `.pickerStyle(.navigationLink)`, and `LabeledContent` summarising the order.
// Source: course (a SwiftUI course's lesson on pickers and tags, with a coffee-order form, found through a search for pickerStyle segmented wheel inline tag Optional none); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Drink: String, CaseIterable, Identifiable {
    case espresso, latte, cappuccino, mocha
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

enum Size: String, CaseIterable, Identifiable {
    case small = "S", medium = "M", large = "L"
    var id: String { rawValue }
}

enum Milk: String, CaseIterable, Identifiable {
    case whole, skim, oat, almond
    var id: Self { self }
}

struct CoffeeOrderForm: View {
    @State private var drink: Drink = .latte
    @State private var size: Size? = nil
    @State private var milk: Milk = .whole
    @State private var shots = 1
    @State private var sugar = 0

    var summary: String {
        "\(size?.rawValue ?? "?") \(drink.title), \(milk.rawValue) milk, \(shots) shot\(shots == 1 ? "" : "s")"
    }

    var body: some View {
        NavigationStack {
            Form {
                Picker("Drink", selection: $drink) {
                    ForEach(Drink.allCases) { drink in
                        Text(drink.title).tag(drink)
                    }
                }
                .pickerStyle(.segmented)

                Picker("Size", selection: $size) {
                    Text("None").tag(Size?.none)
                    ForEach(Size.allCases) { size in
                        Text(size.rawValue).tag(Optional(size))
                    }
                }
                .pickerStyle(.menu)

                Section("Milk") {
                    Picker("Milk", selection: $milk) {
                        ForEach(Milk.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }

                Picker("Shots", selection: $shots) {
                    ForEach(1..<5) { Text("\($0)").tag($0) }
                }
                .pickerStyle(.wheel)

                Picker("Sugar", selection: $sugar) {
                    ForEach(0...3, id: \.self) { Text("\($0) spoon(s)") }
                }
                .pickerStyle(.navigationLink)

                Section {
                    LabeledContent("Order", value: summary)
                    Button("Reset") {
                        drink = .latte
                        size = nil
                        milk = .whole
                        shots = 1
                    }
                }
            }
            .navigationTitle("Coffee")
        }
    }
}

#Preview {
    CoffeeOrderForm()
}
