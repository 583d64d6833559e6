// Demonstrates: a conference session's companion code on Observation: an @Observable model with a computed count, @ObservationIgnored, a view that reads only some properties (so a write to another leaves it alone), @Bindable for a child's TextField, @Environment(Type.self) from .environment(model), withObservationTracking's onChange firing once.
// Source: conference session companion (the code shown in a developer-conference talk on Observation, assembled by a viewer); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI
import Observation

struct Order: Identifiable {
    let id = UUID()
    var donut: String
}

@Observable final class Donut: Identifiable {
    let id = UUID()
    var name: String
    init(name: String) { self.name = name }

    static var all: [Donut] { ["Glazed", "Sprinkles", "Matcha"].map(Donut.init(name:)) }
}

@Observable class FoodTruckModel {
    var orders: [Order] = []
    var donuts = Donut.all
    var orderCount: Int { orders.count }
    @ObservationIgnored var lastRefresh = "never"

    func addDonut() {
        donuts.append(Donut(name: "Donut #\(donuts.count + 1)"))
    }

    func placeOrder(_ donut: Donut) {
        orders.append(Order(donut: donut.name))
    }
}

struct DonutMenu: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("DonutMenu body")
        List {
            Section("Donuts") {
                ForEach(model.donuts) { donut in
                    DonutRow(donut: donut)
                }
                Button("Add new donut") {
                    model.addDonut()
                }
            }
            Section("Orders") {
                LabeledContent("Count", value: "\(model.orderCount)")
            }
        }
    }
}

struct DonutRow: View {
    @Bindable var donut: Donut
    @Environment(FoodTruckModel.self) private var model

    var body: some View {
        HStack {
            TextField("Name", text: $donut.name)
            Button("Order") { model.placeOrder(donut) }
        }
    }
}

struct RefreshBadge: View {
    let model: FoodTruckModel

    var body: some View {
        let _ = print("RefreshBadge body")
        Text("Refreshed: \(model.lastRefresh)")
    }
}

struct TruckView: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        VStack {
            DonutMenu(model: model)
            RefreshBadge(model: model)
            Button("Refresh") {
                model.lastRefresh = "just now"
            }
            Button("Track") {
                withObservationTracking {
                    _ = model.orderCount
                } onChange: {
                    print("orders will change")
                }
                model.placeOrder(model.donuts[0])
                model.placeOrder(model.donuts[1])
            }
        }
        .environment(model)
    }
}

#Preview {
    TruckView()
}
