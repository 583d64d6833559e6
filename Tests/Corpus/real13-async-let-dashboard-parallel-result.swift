// Demonstrates: a dashboard loading three things in parallel with `async let` (`let (profile, stats, news) = try await (p, s, n)`), each service function `async throws` with `Task.sleep(for:)`, a `Result<DashboardData, Error>?` state switched over in the view, a `LocalizedError` enum with `errorDescription`, retry with `.task` and a button, and `ContinuousClock` measuring the load.
// Source: conference talk companion (a talk on structured concurrency in SwiftUI apps, found through a search for async let parallel dashboard Result LocalizedError errorDescription); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct DashboardData {
    let name: String
    let steps: Int
    let headlines: [String]
}

enum DashboardError: LocalizedError {
    case offline
    case server(code: Int)

    var errorDescription: String? {
        switch self {
        case .offline: "You appear to be offline."
        case .server(let code): "Server error \(code)."
        }
    }
}

struct DashboardService {
    var failNews = false

    func profile() async throws -> String {
        try await Task.sleep(for: .milliseconds(300))
        return "Sam"
    }

    func steps() async throws -> Int {
        try await Task.sleep(for: .milliseconds(500))
        return 8_412
    }

    func news() async throws -> [String] {
        try await Task.sleep(for: .milliseconds(200))
        if failNews { throw DashboardError.server(code: 503) }
        return ["Swift 6 released", "New SwiftUI APIs"]
    }
}

struct DashboardView: View {
    @State private var result: Result<DashboardData, Error>?
    @State private var service = DashboardService(failNews: true)

    var body: some View {
        VStack(spacing: 16) {
            switch result {
            case nil:
                ProgressView("Loading…")
            case .success(let data):
                Text("Hi, \(data.name)").font(.title)
                Text("\(data.steps.formatted()) steps today")
                ForEach(data.headlines, id: \.self) { Text("• \($0)") }
            case .failure(let error):
                Text(error.localizedDescription).foregroundStyle(.red)
                Button("Retry") {
                    service.failNews = false
                    Task { await load() }
                }
            }
        }
        .padding()
        .task { await load() }
    }

    private func load() async {
        result = nil
        let clock = ContinuousClock()
        let start = clock.now
        do {
            async let profile = service.profile()
            async let steps = service.steps()
            async let news = service.news()
            let (name, count, headlines) = try await (profile, steps, news)
            result = .success(DashboardData(name: name, steps: count, headlines: headlines))
        } catch {
            result = .failure(error)
        }
        print("loaded in \(clock.now - start)")
    }
}

#Preview {
    DashboardView()
}
