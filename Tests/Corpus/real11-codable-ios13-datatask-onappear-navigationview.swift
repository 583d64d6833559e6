// Demonstrates: a 2019–2020 networking tutorial as pasted: `struct Response: Codable { var results: [Result] }` shadowing Swift's `Result`, `@State var results = [Result]()`, `.onAppear(perform: loadData)`, `URLSession.shared.dataTask(with: request) { data, response, error in … }.resume()` decoding with `try? JSONDecoder().decode(Response.self, from: data)` and assigning inside `DispatchQueue.main.async`, `print("Fetch failed: \(error?.localizedDescription ?? "Unknown error")")`, and `NavigationView` with `.navigationBarTitle("iTunes")`.
// Source: learner's app (the iTunes search lesson of a structured course, as many learners' repositories keep it; found through a search for dataTask DispatchQueue.main.async onAppear); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Response: Codable {
    var results: [Result]
}

struct Result: Codable {
    var trackId: Int
    var trackName: String
    var collectionName: String
}

struct ContentView: View {
    @State var results = [Result]()
    @State var status = "Loading…"

    var body: some View {
        NavigationView {
            List {
                Text(status)
                    .foregroundColor(.secondary)
                ForEach(results, id: \.trackId) { item in
                    VStack(alignment: .leading) {
                        Text(item.trackName)
                            .font(.headline)
                        Text(item.collectionName)
                    }
                }
            }
            .navigationBarTitle("iTunes")
            .onAppear(perform: loadData)
        }
    }

    func loadData() {
        guard let url = URL(string: "https://itunes.apple.com/search?term=taylor+swift&entity=song") else {
            print("Invalid URL")
            return
        }
        let request = URLRequest(url: url)

        URLSession.shared.dataTask(with: request) { data, response, error in
            if let data = data {
                if let decodedResponse = try? JSONDecoder().decode(Response.self, from: data) {
                    DispatchQueue.main.async {
                        self.results = decodedResponse.results
                        self.status = "\(decodedResponse.results.count) songs"
                    }
                    return
                }
            }
            DispatchQueue.main.async {
                self.status = "Fetch failed"
            }
            print("Fetch failed: \(error?.localizedDescription ?? "Unknown error")")
        }.resume()
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
