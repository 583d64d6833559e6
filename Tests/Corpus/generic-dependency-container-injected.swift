// Demonstrates: a tiny dependency container with generic `register<T>(_:factory:)` / `resolve<T>() -> T` keyed by `String(describing: T.self)`, a generic `@Injected<Service>` property wrapper whose default resolves through the return type, and protocol-typed services swapped for previews.
import SwiftUI

final class Container {
    static let shared = Container()
    private var factories: [String: () -> Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[String(describing: type)] = factory
        print("registered \(type)")
    }

    func resolve<Service>() -> Service {
        let key = String(describing: Service.self)
        guard let service = factories[key]?() as? Service else {
            fatalError("\(key) is not registered")
        }
        return service
    }
}

@propertyWrapper
struct Injected<Service> {
    var wrappedValue: Service = Container.shared.resolve()
}

protocol GreetingService {
    func greeting(for name: String) -> String
}

struct EnglishGreetings: GreetingService {
    func greeting(for name: String) -> String { "Hello, \(name)!" }
}

struct PirateGreetings: GreetingService {
    func greeting(for name: String) -> String { "Ahoy, \(name)!" }
}

final class Counter {
    private(set) var value = 0
    func next() -> Int { value += 1; return value }
}

final class GreeterModel: ObservableObject {
    @Injected private var greetings: any GreetingService
    @Injected private var counter: Counter
    @Published private(set) var lines: [String] = []

    func greet(_ name: String) {
        lines.append("\(counter.next()). \(greetings.greeting(for: name))")
        print(lines.last ?? "")
    }
}

struct GreeterView: View {
    @StateObject private var model: GreeterModel

    init(pirate: Bool = false) {
        if pirate {
            Container.shared.register((any GreetingService).self) { PirateGreetings() }
        } else {
            Container.shared.register((any GreetingService).self) { EnglishGreetings() }
        }
        let counter = Counter()
        Container.shared.register(Counter.self) { counter }
        _model = StateObject(wrappedValue: GreeterModel())
    }

    var body: some View {
        List {
            ForEach(model.lines, id: \.self) { Text($0) }
            Button("Greet Ada") { model.greet("Ada") }
            Button("Greet Linus") { model.greet("Linus") }
        }
    }
}

#Preview {
    GreeterView(pirate: true)
}
