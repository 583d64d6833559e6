// Demonstrates: the popular Bundle extension that decodes a bundled JSON file — Bundle.main.url(forResource:withExtension:), a typed error when the resource is missing, and the view showing the app's own fallback.
import SwiftUI

enum BundleError: Error, CustomStringConvertible {
    case missing(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .missing(let name): return "\(name) is not in the bundle"
        case .unreadable(let name): return "\(name) could not be read"
        }
    }
}

extension Bundle {
    func decode<T: Decodable>(_ type: T.Type, from file: String) throws -> T {
        guard let url = self.url(forResource: file, withExtension: nil) else {
            throw BundleError.missing(file)
        }
        guard let data = try? Data(contentsOf: url) else {
            throw BundleError.unreadable(file)
        }
        return try JSONDecoder().decode(T.self, from: data)
    }
}

struct Astronaut: Codable, Identifiable {
    let id: String
    let name: String
}

struct CrewView: View {
    let crew: [Astronaut]
    let problem: String?

    init() {
        do {
            crew = try Bundle.main.decode([Astronaut].self, from: "astronauts.json")
            problem = nil
        } catch {
            crew = [Astronaut(id: "armstrong", name: "Neil Armstrong")]
            problem = "\(error)"
        }
        print("crew: \(crew.map(\.name)), problem: \(problem ?? "none")")
    }

    var body: some View {
        List {
            if let problem {
                Label(problem, systemImage: "exclamationmark.triangle")
            }
            ForEach(crew) { astronaut in
                Text(astronaut.name)
            }
            Text(Bundle.main.path(forResource: "missions", ofType: "json") ?? "missions.json missing too")
        }
    }
}

#Preview {
    CrewView()
}
