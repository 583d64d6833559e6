// Demonstrates: Combine subjects in a view model — PassthroughSubject events, CurrentValueSubject state, combineLatest, map/filter, and assign(to: &$published).
import SwiftUI
import Combine

final class CheckoutModel: ObservableObject {
    let taps = PassthroughSubject<String, Never>()
    let quantity = CurrentValueSubject<Int, Never>(1)
    let unitPrice = CurrentValueSubject<Double, Never>(4.5)

    @Published var total: Double = 0
    @Published var canCheckout = false
    @Published private(set) var log: [String] = []

    private var bag = Set<AnyCancellable>()

    init() {
        quantity.combineLatest(unitPrice)
            .map { qty, price in Double(qty) * price }
            .assign(to: &$total)

        $total
            .map { $0 > 0 && $0 < 50 }
            .removeDuplicates()
            .assign(to: &$canCheckout)

        taps
            .filter { !$0.isEmpty }
            .sink { [weak self] event in
                self?.log.append(event)
                print("event: \(event)")
            }
            .store(in: &bag)
    }

    func add() {
        quantity.send(quantity.value + 1)
        taps.send("add -> \(quantity.value)")
    }

    func discount() {
        unitPrice.value = 3.0
        taps.send("discount")
    }

    deinit { print("CheckoutModel deinit") }
}

struct CheckoutView: View {
    @StateObject private var model = CheckoutModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Total: \(model.total, specifier: "%.2f")")
            Text(model.canCheckout ? "Ready to pay" : "Over the limit")
            Button("Add one", action: model.add)
            Button("Apply discount", action: model.discount)
            Button("Bulk add") {
                for _ in 0..<10 { model.add() }
            }
            ForEach(model.log, id: \.self) { entry in
                Text(entry).font(.caption)
            }
        }
    }
}

#Preview {
    CheckoutView()
}
