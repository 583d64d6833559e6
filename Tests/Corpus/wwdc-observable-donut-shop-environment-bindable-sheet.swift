// Demonstrates: a conference session's Observation example grown into a screen: `@Observable class FoodTruckModel` with an array of `Donut` structs and a computed `orderTotal`, `.environment(model)` at the root, `@Environment(FoodTruckModel.self)` in a child list, `@Bindable var model = model` inside a sheet's body for a `Stepper`, `ForEach($model.donuts) { $donut in }` binding rows, `.sheet(isPresented:)` with `.presentationDetents([.medium])`, `@ObservationIgnored` log.
// Source: conference session companion (a "discover Observation" session's food-truck snippets, assembled into one file by a developer); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Donut: Identifiable {
    let id: Int
    var name: String
    var price: Decimal
    var quantity = 0
}

@Observable
final class FoodTruckModel {
    var donuts = [
        Donut(id: 1, name: "Glazed", price: 1.50),
        Donut(id: 2, name: "Sprinkles", price: 2.25),
        Donut(id: 3, name: "Maple", price: 2.00),
    ]
    @ObservationIgnored var log: [String] = []

    var orderTotal: Decimal {
        donuts.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    var orderCount: Int { donuts.map(\.quantity).reduce(0, +) }

    func addRandom() {
        let index = donuts.indices.randomElement()!
        donuts[index].quantity += 1
        log.append("added \(donuts[index].name)")
    }
}

struct DonutShop: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        NavigationStack {
            DonutMenu()
                .navigationTitle("Donuts")
        }
        .environment(model)
    }
}

struct DonutMenu: View {
    @Environment(FoodTruckModel.self) private var model
    @State private var showingOrder = false

    var body: some View {
        List {
            ForEach(model.donuts) { donut in
                HStack {
                    Text(donut.name)
                    Spacer()
                    Text(donut.price, format: .currency(code: "USD"))
                    Text("×\(donut.quantity)")
                }
            }
            Button("Surprise me") { model.addRandom() }
            Button("Review order (\(model.orderCount))") { showingOrder = true }
        }
        .sheet(isPresented: $showingOrder) {
            OrderSheet()
                .presentationDetents([.medium])
        }
    }
}

struct OrderSheet: View {
    @Environment(FoodTruckModel.self) private var model
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var model = model
        Form {
            ForEach($model.donuts) { $donut in
                Stepper("\(donut.name): \(donut.quantity)", value: $donut.quantity, in: 0...12)
            }
            Text("Total: \(model.orderTotal.formatted(.currency(code: "USD")))")
            Button("Place order") {
                print("order of \(model.orderCount) for \(model.orderTotal)")
                print(model.log)
                dismiss()
            }
        }
    }
}

#Preview {
    DonutShop()
}
