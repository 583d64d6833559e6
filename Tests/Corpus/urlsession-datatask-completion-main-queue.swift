// Demonstrates: pre-async networking — URLSession.shared.dataTask(with:completionHandler:) with guard let data / error checks, DispatchQueue.main.async to publish, a [weak self] capture, and an isLoading flag.
import SwiftUI

struct Todo: Codable, Identifiable {
    let id: Int
    let title: String
    let completed: Bool
}

class TodoService: ObservableObject {
    @Published var todos = [Todo]()
    @Published var isLoading = false
    @Published var errorMessage: String?

    func fetch() {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos?_limit=10") else { return }
        isLoading = true
        errorMessage = nil
        URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
            DispatchQueue.main.async {
                self?.isLoading = false
                if let error = error {
                    self?.errorMessage = error.localizedDescription
                    print("request failed: \((error as? URLError)?.code == .notConnectedToInternet)")
                    return
                }
                guard let data = data else {
                    self?.errorMessage = "No data"
                    return
                }
                do {
                    self?.todos = try JSONDecoder().decode([Todo].self, from: data)
                } catch {
                    self?.errorMessage = "Decoding failed"
                }
            }
        }.resume()
        print("request started")
    }
}

struct TodoListView: View {
    @ObservedObject var service: TodoService

    var body: some View {
        NavigationView {
            Group {
                if service.isLoading {
                    ProgressView()
                } else if let message = service.errorMessage {
                    VStack {
                        Text(message)
                        Button("Try Again") { service.fetch() }
                    }
                } else {
                    List(service.todos) { todo in
                        Label(todo.title, systemImage: todo.completed ? "checkmark.circle" : "circle")
                    }
                }
            }
            .navigationBarTitle("Todos")
            .onAppear { service.fetch() }
        }
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        TodoListView(service: TodoService())
    }
}
