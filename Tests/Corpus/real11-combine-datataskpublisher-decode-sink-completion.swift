// Demonstrates: a Combine networking view model: `URLSession.shared.dataTaskPublisher(for: url)` with `.tryMap` checking `(response as? HTTPURLResponse)?.statusCode == 200` and throwing `URLError(.badServerResponse)`, `.decode(type: [Post].self, decoder: JSONDecoder())`, `.receive(on: DispatchQueue.main)`, `.sink(receiveCompletion: { completion in switch completion { case .finished: …; case .failure(let error): … } }, receiveValue: { [weak self] posts in … })`, `.store(in: &cancellables)`, an `isLoading` flag and an error text with a retry button.
// Source: public app code (a Combine course's "download with Combine" view model, found through a search for dataTaskPublisher decode sink); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct Post: Identifiable, Codable {
    let userId: Int
    let id: Int
    let title: String
    let body: String
}

class DownloadWithCombineViewModel: ObservableObject {
    @Published var posts: [Post] = []
    @Published var isLoading = false
    @Published var errorMessage: String? = nil
    var cancellables = Set<AnyCancellable>()

    init() {
        getPosts()
    }

    func getPosts() {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/posts") else { return }
        isLoading = true
        errorMessage = nil

        URLSession.shared.dataTaskPublisher(for: url)
            .subscribe(on: DispatchQueue.global(qos: .background))
            .tryMap(handleOutput)
            .decode(type: [Post].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink { [weak self] completion in
                self?.isLoading = false
                switch completion {
                case .finished:
                    print("finished")
                case .failure(let error):
                    self?.errorMessage = error.localizedDescription
                    print("There was an error. \(error)")
                }
            } receiveValue: { [weak self] returnedPosts in
                self?.posts = returnedPosts
            }
            .store(in: &cancellables)
    }

    func handleOutput(output: URLSession.DataTaskPublisher.Output) throws -> Data {
        guard
            let response = output.response as? HTTPURLResponse,
            response.statusCode >= 200 && response.statusCode < 300 else {
            throw URLError(.badServerResponse)
        }
        return output.data
    }
}

struct DownloadWithCombine: View {
    @StateObject var vm = DownloadWithCombineViewModel()

    var body: some View {
        List {
            if vm.isLoading {
                ProgressView()
            }
            if let message = vm.errorMessage {
                VStack(alignment: .leading) {
                    Text(message)
                        .foregroundColor(.red)
                    Button("Retry") {
                        vm.getPosts()
                    }
                }
            }
            ForEach(vm.posts) { post in
                VStack(alignment: .leading) {
                    Text(post.title)
                        .font(.headline)
                    Text(post.body)
                        .foregroundColor(.gray)
                }
            }
        }
    }
}

struct DownloadWithCombine_Previews: PreviewProvider {
    static var previews: some View {
        DownloadWithCombine()
    }
}
