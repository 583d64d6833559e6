// Demonstrates: a profile screen that loads two endpoints in parallel with async let, a typed NetworkError mapped from URLError, Result stored in state, and a pull-to-refresh that retries.
import SwiftUI

struct Profile: Decodable { let name: String }
struct Stats: Decodable { let followers: Int }

enum NetworkError: Error, Equatable {
    case offline
    case server(Int)
    case unknown(String)
}

actor ProfileAPI {
    private let base = URL(string: "https://api.example.com")!

    private func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {
        do {
            let (data, _) = try await URLSession.shared.data(from: base.appending(path: path))
            return try JSONDecoder().decode(T.self, from: data)
        } catch let urlError as URLError {
            switch urlError.code {
            case .notConnectedToInternet, .networkConnectionLost:
                throw NetworkError.offline
            default:
                throw NetworkError.unknown(urlError.localizedDescription)
            }
        }
    }

    func profile() async throws -> Profile { try await get("me", as: Profile.self) }
    func stats() async throws -> Stats { try await get("me/stats", as: Stats.self) }
}

@MainActor
@Observable
final class DashboardModel {
    private(set) var result: Result<(Profile, Stats), NetworkError>?
    private(set) var loads = 0
    private let api = ProfileAPI()

    func load() async {
        loads += 1
        do {
            async let profile = api.profile()
            async let stats = api.stats()
            result = .success(try await (profile, stats))
        } catch let error as NetworkError {
            result = .failure(error)
        } catch {
            result = .failure(.unknown("\(error)"))
        }
        print("load #\(loads): \(result.map { "\($0)" } ?? "nil")")
    }
}

struct DashboardView: View {
    @State private var model = DashboardModel()

    var body: some View {
        List {
            switch model.result {
            case .none:
                ProgressView()
            case .success(let (profile, stats)):
                Text(profile.name)
                Text("\(stats.followers) followers")
            case .failure(.offline):
                Label("Offline — pull to retry", systemImage: "wifi.exclamationmark")
            case .failure(let error):
                Text("Something went wrong: \(String(describing: error))")
            }
        }
        .refreshable { await model.load() }
        .task { await model.load() }
    }
}

#Preview {
    DashboardView()
}
