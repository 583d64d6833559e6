// Demonstrates: a routing library's example app's view-model delegate pattern: `protocol BasicViewModelDelegate { func fetchTitle() async throws -> String … }`, a `BasicViewModelDelegate_Production` struct forwarding to a `DataService` and a `BasicViewModelDelegate_Mock` returning constants (underscored type names), a `@MainActor final class BasicViewModel: ObservableObject` taking `let delegate: BasicViewModelDelegate` and loading three values with `async let` inside `do { … } catch { … }`, `.task { await viewModel.onAppear() }`, a `StateObject(wrappedValue:)` in the view's `init`, and previews choosing the mock.
// Source: GitHub app (a routing library's example app, its basic screen's delegate; found through a search for mock view-model delegates, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct DataService {
    func fetchTitle() async throws -> String {
        try await Task.sleep(nanoseconds: 300_000_000)
        return "Production title"
    }

    func fetchSubtitle() async throws -> String {
        try await Task.sleep(nanoseconds: 200_000_000)
        return "Production subtitle"
    }

    func fetchNextScreenTitle() async throws -> String {
        throw URLError(.badServerResponse)
    }
}

protocol BasicViewModelDelegate {
    func fetchTitle() async throws -> String
    func fetchSubtitle() async throws -> String
    func fetchNextScreenTitle() async throws -> String
}

struct BasicViewModelDelegate_Production: BasicViewModelDelegate {
    let service: DataService

    func fetchTitle() async throws -> String {
        try await service.fetchTitle()
    }

    func fetchSubtitle() async throws -> String {
        try await service.fetchSubtitle()
    }

    func fetchNextScreenTitle() async throws -> String {
        try await service.fetchNextScreenTitle()
    }
}

struct BasicViewModelDelegate_Mock: BasicViewModelDelegate {
    func fetchTitle() async throws -> String {
        "Alpha"
    }

    func fetchSubtitle() async throws -> String {
        "Beta"
    }

    func fetchNextScreenTitle() async throws -> String {
        "Gamma"
    }
}

@MainActor
final class BasicViewModel: ObservableObject {
    let delegate: BasicViewModelDelegate

    @Published private(set) var title: String = ""
    @Published private(set) var subtitle: String = ""
    @Published private(set) var nextTitle: String = ""
    @Published var errorMessage: String?

    init(delegate: BasicViewModelDelegate) {
        self.delegate = delegate
    }

    func onAppear() async {
        do {
            async let title = delegate.fetchTitle()
            async let subtitle = delegate.fetchSubtitle()
            let (t, s) = try await (title, subtitle)
            self.title = t
            self.subtitle = s
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func onNextPressed() async {
        do {
            nextTitle = try await delegate.fetchNextScreenTitle()
        } catch {
            errorMessage = "Could not load next screen: \(error)"
        }
    }
}

struct BasicView: View {
    @StateObject private var viewModel: BasicViewModel

    init(delegate: BasicViewModelDelegate) {
        _viewModel = StateObject(wrappedValue: BasicViewModel(delegate: delegate))
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(viewModel.title)
                .font(.title)
            Text(viewModel.subtitle)
                .foregroundStyle(.secondary)
            if !viewModel.nextTitle.isEmpty {
                Text("Next: \(viewModel.nextTitle)")
            }
            if let errorMessage = viewModel.errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
            Button("Next screen") {
                Task {
                    await viewModel.onNextPressed()
                }
            }
        }
        .task {
            await viewModel.onAppear()
        }
    }
}

#Preview("Mock") {
    BasicView(delegate: BasicViewModelDelegate_Mock())
}

#Preview("Production") {
    BasicView(delegate: BasicViewModelDelegate_Production(service: DataService()))
}
