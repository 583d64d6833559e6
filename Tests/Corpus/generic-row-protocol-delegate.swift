// Demonstrates: a generic view ValueRow<Value: CustomStringConvertible>, a protocol with AnyObject constraint and a weak delegate, a class implementing it, lazy var, static factory methods.
import SwiftUI

protocol CounterDelegate: AnyObject {
    func counterDidReach(_ value: Int)
}

final class Counter {
    weak var delegate: CounterDelegate?
    private(set) var value = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    static func small() -> Counter { Counter(limit: 3) }

    func increment() {
        value += 1
        if value == limit {
            delegate?.counterDidReach(value)
        }
    }
}

final class CounterScreenModel: ObservableObject, CounterDelegate {
    @Published var log: [String] = []
    @Published var value = 0
    lazy var counter: Counter = {
        let counter = Counter.small()
        counter.delegate = self
        log.append("counter created")
        return counter
    }()

    func tap() {
        counter.increment()
        value = counter.value
    }

    func counterDidReach(_ value: Int) {
        log.append("reached \(value)")
    }
}

struct ValueRow<Value: CustomStringConvertible>: View {
    let title: String
    let value: Value

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value.description)
        }
    }
}

struct CounterScreen: View {
    @StateObject private var model = CounterScreenModel()

    var body: some View {
        List {
            ValueRow(title: "Value", value: model.value)
            ValueRow(title: "Ratio", value: Double(model.value) / 3)
            ValueRow(title: "Done", value: model.value >= 3)
            ForEach(model.log, id: \.self) { entry in
                Text(entry)
            }
            Button("Tap") { model.tap() }
        }
    }
}

#Preview {
    CounterScreen()
}
