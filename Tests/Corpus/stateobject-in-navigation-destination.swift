// Demonstrates: a pushed destination's @StateObject is created when pushed and freed when popped.
import SwiftUI

final class DetailViewModel: ObservableObject {
    @Published var loaded = false
    let topic: String

    init(topic: String) {
        self.topic = topic
        print("DetailViewModel(\(topic)) init")
    }

    deinit { print("DetailViewModel(\(topic)) deinit") }

    func load() {
        loaded = true
    }
}

struct TopicDetail: View {
    @StateObject private var viewModel: DetailViewModel

    init(topic: String) {
        _viewModel = StateObject(wrappedValue: DetailViewModel(topic: topic))
    }

    var body: some View {
        VStack {
            Text(viewModel.loaded ? "Loaded \(viewModel.topic)" : "Loading \(viewModel.topic)")
        }
        .onAppear { viewModel.load() }
    }
}

struct TopicsView: View {
    let topics = ["Swift", "SwiftUI"]

    var body: some View {
        NavigationStack {
            List(topics, id: \.self) { topic in
                NavigationLink(topic) {
                    TopicDetail(topic: topic)
                }
            }
            .navigationTitle("Topics")
        }
    }
}

#Preview {
    TopicsView()
}
