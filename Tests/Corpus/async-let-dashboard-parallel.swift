// Demonstrates: a dashboard loading three sections in parallel with async let, a throwing section that falls back, and a ViewState enum driving the body.
import SwiftUI

struct DashboardData {
    let revenue: Double
    let orders: Int
    let topProduct: String
}

enum DashboardError: LocalizedError {
    case unavailable(String)

    var errorDescription: String? {
        switch self {
        case .unavailable(let section): "\(section) is unavailable"
        }
    }
}

struct DashboardService {
    var failTopProduct = false

    func revenue() async throws -> Double {
        try await Task.sleep(for: .milliseconds(300))
        return 12_480.5
    }

    func orderCount() async throws -> Int {
        try await Task.sleep(for: .milliseconds(200))
        return 87
    }

    func topProduct() async throws -> String {
        try await Task.sleep(for: .milliseconds(100))
        if failTopProduct { throw DashboardError.unavailable("Top product") }
        return "Espresso Beans"
    }
}

@MainActor
final class DashboardViewModel: ObservableObject {
    enum State {
        case idle
        case loading
        case loaded(DashboardData)
        case failed(String)
    }

    @Published private(set) var state: State = .idle
    var service = DashboardService()

    func load() async {
        state = .loading
        print("loading dashboard")
        do {
            async let revenue = service.revenue()
            async let orders = service.orderCount()
            async let product = service.topProduct()
            let data = try await DashboardData(revenue: revenue, orders: orders, topProduct: product)
            state = .loaded(data)
            print("loaded: \(data.orders) orders, top \(data.topProduct)")
        } catch {
            state = .failed(error.localizedDescription)
            print("failed: \(error.localizedDescription)")
        }
    }
}

struct DashboardView: View {
    @StateObject private var model = DashboardViewModel()

    var body: some View {
        VStack(spacing: 16) {
            switch model.state {
            case .idle, .loading:
                ProgressView("Loading…")
            case .loaded(let data):
                Text(data.revenue, format: .currency(code: "USD"))
                    .font(.largeTitle)
                Text("\(data.orders) orders")
                Text("Top: \(data.topProduct)")
            case .failed(let message):
                Label(message, systemImage: "exclamationmark.triangle")
            }
            Button("Reload with failure") {
                model.service.failTopProduct = true
                Task { await model.load() }
            }
        }
        .task { await model.load() }
    }
}

#Preview {
    DashboardView()
}
