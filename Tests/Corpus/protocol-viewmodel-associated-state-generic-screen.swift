// Demonstrates: a `ScreenModel` protocol refining `ObservableObject` with an associated `State: CustomStringConvertible`, a protocol-extension default method, a generic `ModelScreen<Model: ScreenModel>` view constrained with `where`, and two conforming models with different state types.
import SwiftUI

protocol ScreenModel: ObservableObject {
    associatedtype State: CustomStringConvertible
    var title: String { get }
    var state: State { get }
    func refresh()
}

extension ScreenModel {
    var headline: String { "\(title) — \(state)" }
}

struct Temperature: CustomStringConvertible {
    var celsius: Double
    var description: String { String(format: "%.1f°C", celsius) }
}

final class WeatherModel: ScreenModel {
    let title = "Weather"
    @Published private(set) var state = Temperature(celsius: 18)

    func refresh() {
        state.celsius += 2.5
        print("weather now \(state)")
    }
}

final class InboxModel: ScreenModel {
    let title = "Inbox"
    @Published private(set) var state = 3

    func refresh() {
        state = max(0, state - 1)
        print("unread: \(state)")
    }
}

struct ModelScreen<Model: ScreenModel>: View {
    @ObservedObject var model: Model

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(model.headline).font(.headline)
            Text("State type: \(String(describing: Model.State.self))").font(.caption)
            Button("Refresh \(model.title)") { model.refresh() }
        }
    }
}

struct DashboardView: View {
    @StateObject private var weather = WeatherModel()
    @StateObject private var inbox = InboxModel()

    var body: some View {
        List {
            ModelScreen(model: weather)
            ModelScreen(model: inbox)
        }
    }
}

#Preview {
    DashboardView()
}
