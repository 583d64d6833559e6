// Demonstrates: a protocol with an associated type, a generic view model constrained to it (ViewModel<Service: DataService>), and an AnyDataService box erasing the concrete service.
import SwiftUI

protocol DataService {
    associatedtype Item: Identifiable & CustomStringConvertible
    func fetchAll() async throws -> [Item]
}

struct Planet: Identifiable, CustomStringConvertible {
    let id: Int
    let name: String
    var description: String { "🪐 \(name)" }
}

struct PlanetService: DataService {
    func fetchAll() async throws -> [Planet] {
        [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus"), Planet(id: 3, name: "Earth")]
    }
}

enum ServiceError: Error {
    case offline
}

struct OfflineService: DataService {
    func fetchAll() async throws -> [Planet] {
        throw ServiceError.offline
    }
}

struct AnyDataService<Item: Identifiable & CustomStringConvertible>: DataService {
    private let _fetchAll: () async throws -> [Item]

    init<S: DataService>(_ service: S) where S.Item == Item {
        _fetchAll = service.fetchAll
    }

    func fetchAll() async throws -> [Item] {
        try await _fetchAll()
    }
}

@MainActor
final class ListViewModel<Service: DataService>: ObservableObject {
    @Published var items: [Service.Item] = []
    @Published var message = "Idle"
    private let service: Service

    init(service: Service) {
        self.service = service
    }

    func load() async {
        message = "Loading"
        do {
            items = try await service.fetchAll()
            message = "Loaded \(items.count)"
        } catch {
            items = []
            message = "Failed: \(error)"
        }
    }
}

struct GenericList<Service: DataService>: View {
    @StateObject var model: ListViewModel<Service>

    var body: some View {
        VStack {
            Text(model.message)
            ForEach(model.items) { item in
                Text(item.description)
            }
            Button("Reload") {
                Task { await model.load() }
            }
        }
        .task { await model.load() }
    }
}

struct ServicesDemo: View {
    @State private var online = true

    var body: some View {
        VStack {
            Toggle("Online", isOn: $online)
            if online {
                GenericList(model: ListViewModel(service: AnyDataService(PlanetService())))
            } else {
                GenericList(model: ListViewModel(service: AnyDataService<Planet>(OfflineService())))
            }
        }
    }
}

#Preview {
    ServicesDemo()
}
