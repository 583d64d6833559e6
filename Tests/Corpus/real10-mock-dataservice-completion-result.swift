// Demonstrates: a "important SwiftUI features" learner's mock service: `protocol DataServiceProtocol { func fetchData(completion: @escaping (Result<[DataModel], Error>) -> Void) }`, `class MockDataService` completing synchronously with `.success`, a `FailingDataService` completing with `.failure(NSError(domain: "", code: 1, userInfo: nil))` after `DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2))`, a view model with `private let service: DataServiceProtocol` and `init(service: DataServiceProtocol = MockDataService())`, `switch result { case .success(let data): … case .failure(let error): … }` inside `[weak self]`, `List(viewModel.data, id: \.title)` over a struct with no `id`, and an alert built from `Binding(get:set:)`.
// Source: learner's app (a learner's collection of "important SwiftUI features", its mock data service example; found through a search for mock services, repository not named in the index) and learner's app (a Portuguese-language MVVM tutorial follower's failing login service; repository alvesluc/Starting-with-SwiftUI-MVVM studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct DataModel {
    let title: String
}

protocol DataServiceProtocol {
    func fetchData(completion: @escaping (Result<[DataModel], Error>) -> Void)
}

class MockDataService: DataServiceProtocol {
    func fetchData(completion: @escaping (Result<[DataModel], Error>) -> Void) {
        let mockData = [
            DataModel(title: "M"),
            DataModel(title: "F"),
            // ... your mock data here
        ]
        completion(.success(mockData))
    }
}

struct FailingDataService: DataServiceProtocol {
    func fetchData(completion: @escaping (Result<[DataModel], Error>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) {
            completion(.failure(NSError(domain: "", code: 1, userInfo: nil)))
        }
    }
}

class ViewModel: ObservableObject {
    @Published var data: [DataModel] = []
    @Published var errorText: String?
    @Published var isLoading = false

    private let service: DataServiceProtocol

    init(service: DataServiceProtocol = MockDataService()) {
        self.service = service
    }

    func fetchData() {
        isLoading = true
        service.fetchData { [weak self] result in
            self?.isLoading = false
            switch result {
            case .success(let data):
                self?.data = data
            case .failure(let error):
                self?.errorText = error.localizedDescription
            }
        }
    }
}

struct MockDataServiceExample: View {
    @StateObject var viewModel: ViewModel

    var body: some View {
        VStack {
            if viewModel.isLoading {
                ProgressView("Loading…")
            }
            List(viewModel.data, id: \.title) { item in
                Text(item.title)
            }
            Button("Load") {
                viewModel.fetchData()
            }
        }
        .alert("Error", isPresented: Binding(
            get: { viewModel.errorText != nil },
            set: { if !$0 { viewModel.errorText = nil } }
        )) {
            Button("OK", role: .cancel) { }
        } message: {
            Text(viewModel.errorText ?? "")
        }
    }
}

struct BothServices: View {
    var body: some View {
        VStack {
            MockDataServiceExample(viewModel: ViewModel())
            MockDataServiceExample(viewModel: ViewModel(service: FailingDataService()))
        }
    }
}

#Preview {
    BothServices()
}
