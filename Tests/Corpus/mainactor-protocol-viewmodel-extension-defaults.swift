// Demonstrates: a `@MainActor protocol ViewModel: ObservableObject` with a `{ get set }` state requirement and default methods in a protocol extension that write it, an `open class BaseViewModel` with `@Published public var`, a subclass overriding `load()` with `override func`, `Equatable` state enum with a payload compared with `==`, a generic view `StateView<VM: ViewModel>`.
// Source: GitHub app (an MVVM starter template's "Core" folder as developers copy it into apps); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

enum LoadState: Equatable {
    case idle
    case loading
    case loaded
    case failed(String)
}

@MainActor
protocol ViewModel: ObservableObject {
    var loadState: LoadState { get set }

    func setLoading()
    func setLoaded()
    func setFailed(_ message: String)
}

extension ViewModel {
    func setLoading() { loadState = .loading }
    func setLoaded() { loadState = .loaded }
    func setFailed(_ message: String) { loadState = .failed(message) }
}

@MainActor
open class BaseViewModel: ObservableObject {
    @Published public var loadState: LoadState = .idle
    @Published public var attempts = 0

    public init() {}

    open func load() {
        attempts += 1
    }
}

final class QuotesViewModel: BaseViewModel, ViewModel {
    @Published private(set) var quotes: [String] = []

    override func load() {
        super.load()
        setLoading()
        if attempts % 2 == 1 {
            setFailed("The server is asleep (attempt \(attempts))")
        } else {
            quotes = ["Stay hungry", "Ship it", "Less is more"]
            setLoaded()
        }
    }
}

struct StateView<VM: ViewModel, Content: View>: View {
    @ObservedObject var viewModel: VM
    let content: () -> Content

    var body: some View {
        switch viewModel.loadState {
        case .idle:
            Text("Nothing yet")
        case .loading:
            ProgressView()
        case .loaded:
            content()
        case .failed(let message):
            Label(message, systemImage: "exclamationmark.triangle")
        }
    }
}

struct QuotesScreen: View {
    @StateObject private var viewModel = QuotesViewModel()

    var body: some View {
        VStack {
            StateView(viewModel: viewModel) {
                List(viewModel.quotes, id: \.self) { quote in
                    Text(quote)
                }
            }
            Button("Load") {
                viewModel.load()
            }
            Text(viewModel.loadState == .loaded ? "ok" : "not loaded")
                .font(.caption)
        }
    }
}

#Preview {
    QuotesScreen()
}
