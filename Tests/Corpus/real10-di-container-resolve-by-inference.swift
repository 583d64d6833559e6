// Demonstrates: a hand-written dependency container: `final class DependencyContainer` storing factories in `[String: () -> Any]` keyed by `String(describing: T.self)`, `func register<T>(_ type: T.Type, _ factory: @escaping () -> T)`, `func resolve<T>() -> T` whose `T` comes only from the result's context (`private var network: Networkable { container.resolve() }`), `static let live` and `static let fake` containers built in closures, protocol existentials with `Network`/`FakeNetwork` and `Repository`/`FakeRepository` structs that `print`, a view model taking `container: DependencyContainer = .live`, and a view with buttons for both containers.
// Source: learner's app (a developer's dependency-container practice project; repository insub4067/DependecyContainer studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol Networkable {
    func request() -> String
}

struct Network: Networkable {
    func request() -> String {
        print("Request!")
        return "live response"
    }
}

struct FakeNetwork: Networkable {
    func request() -> String {
        print("Fake Request!")
        return "fake response"
    }
}

protocol Repositoriable {
    func fetch() -> [String]
}

struct Repository: Repositoriable {
    func fetch() -> [String] {
        print("Fetch!")
        return ["one", "two"]
    }
}

struct FakeRepository: Repositoriable {
    func fetch() -> [String] {
        print("Fake Fetch!")
        return ["fake"]
    }
}

final class DependencyContainer {
    private var factories: [String: () -> Any] = [:]

    func register<T>(_ type: T.Type, _ factory: @escaping () -> T) {
        factories[String(describing: type)] = factory
    }

    func resolve<T>() -> T {
        let key = String(describing: T.self)
        guard let factory = factories[key], let value = factory() as? T else {
            fatalError("No dependency registered for \(key)")
        }
        return value
    }

    static let live: DependencyContainer = {
        let container = DependencyContainer()
        container.register(Networkable.self) { Network() }
        container.register(Repositoriable.self) { Repository() }
        return container
    }()

    static let fake: DependencyContainer = {
        let container = DependencyContainer()
        container.register(Networkable.self) { FakeNetwork() }
        container.register(Repositoriable.self) { FakeRepository() }
        return container
    }()
}

class ContentViewModel: ObservableObject {
    @Published var output: [String] = []

    private let container: DependencyContainer

    private var network: Networkable { container.resolve() }
    private var repository: Repositoriable { container.resolve() }

    init(container: DependencyContainer = .live) {
        self.container = container
    }

    func request() {
        output.append(network.request())
    }

    func fetch() {
        output.append(contentsOf: repository.fetch())
    }
}

struct ContentView: View {
    @StateObject private var liveModel = ContentViewModel()
    @StateObject private var fakeModel = ContentViewModel(container: .fake)

    var body: some View {
        List {
            Section("Live") {
                Button("Request") { liveModel.request() }
                Button("Fetch") { liveModel.fetch() }
                Text(liveModel.output.joined(separator: ", "))
            }
            Section("Fake") {
                Button("Fake request") { fakeModel.request() }
                Button("Fake fetch") { fakeModel.fetch() }
                Text(fakeModel.output.joined(separator: ", "))
            }
        }
    }
}

#Preview {
    ContentView()
}
