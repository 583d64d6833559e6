// Demonstrates: a Pokédex-style list decoded from a JSON string literal with nested arrays (`types: [String]`) and `convertFromSnakeCase`, `AsyncImage(url:)` with a `phase` switch (`.empty`, `.success`, `.failure`, `@unknown default`), a type enum with colours built from the raw string (`PokemonType(rawValue:) ?? .normal`), a horizontal filter `ScrollView` of capsules, `.searchable`, `String(format: "#%03d")`, and a detail sheet with `sheet(item:)`.
// Source: learner's app (a Pokédex app built while learning, found through a search for Pokedex SwiftUI AsyncImage phase success failure JSON types convertFromSnakeCase String format #%03d); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum PokemonType: String, CaseIterable {
    case grass, fire, water, electric, normal, poison

    var color: Color {
        switch self {
        case .grass: return .green
        case .fire: return .red
        case .water: return .blue
        case .electric: return .yellow
        case .poison: return .purple
        case .normal: return .gray
        }
    }
}

struct Pokemon: Decodable, Identifiable {
    let id: Int
    let name: String
    let types: [String]
    let baseExperience: Int
    let imageUrl: String

    var primaryType: PokemonType {
        PokemonType(rawValue: types.first ?? "") ?? .normal
    }

    var number: String {
        String(format: "#%03d", id)
    }
}

let pokedexJSON = """
[
  {"id": 1, "name": "bulbasaur", "types": ["grass", "poison"], "base_experience": 64, "image_url": "https://example.com/1.png"},
  {"id": 4, "name": "charmander", "types": ["fire"], "base_experience": 62, "image_url": "https://example.com/4.png"},
  {"id": 7, "name": "squirtle", "types": ["water"], "base_experience": 63, "image_url": "https://example.com/7.png"},
  {"id": 25, "name": "pikachu", "types": ["electric"], "base_experience": 112, "image_url": "https://example.com/25.png"}
]
"""

final class PokedexViewModel: ObservableObject {
    @Published var pokemon: [Pokemon] = []
    @Published var filter: PokemonType?
    @Published var search = ""

    init() {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        pokemon = (try? decoder.decode([Pokemon].self, from: Data(pokedexJSON.utf8))) ?? []
        print("decoded \(pokemon.count): \(pokemon.map(\.number).joined(separator: " "))")
    }

    var visible: [Pokemon] {
        pokemon.filter { p in
            (filter == nil || p.types.contains(filter!.rawValue)) &&
            (search.isEmpty || p.name.localizedCaseInsensitiveContains(search))
        }
    }
}

struct PokemonImage: View {
    let url: String

    var body: some View {
        AsyncImage(url: URL(string: url)) { phase in
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                image.resizable().scaledToFit()
            case .failure:
                Image(systemName: "questionmark.circle")
                    .foregroundColor(.gray)
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: 50, height: 50)
    }
}

struct TypeCapsule: View {
    let type: PokemonType
    let selected: Bool

    var body: some View {
        Text(type.rawValue.capitalized)
            .font(.caption.bold())
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(type.color.opacity(selected ? 1 : 0.3)))
            .foregroundColor(selected ? .white : .primary)
    }
}

struct PokemonDetail: View {
    let pokemon: Pokemon

    var body: some View {
        VStack(spacing: 12) {
            PokemonImage(url: pokemon.imageUrl)
            Text(pokemon.name.capitalized)
                .font(.largeTitle)
            Text(pokemon.number)
            HStack {
                ForEach(pokemon.types, id: \.self) { t in
                    TypeCapsule(type: PokemonType(rawValue: t) ?? .normal, selected: true)
                }
            }
            Text("Base XP \(pokemon.baseExperience)")
        }
    }
}

struct PokedexView: View {
    @StateObject private var viewModel = PokedexViewModel()
    @State private var selected: Pokemon?

    var body: some View {
        NavigationView {
            VStack {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(PokemonType.allCases, id: \.self) { type in
                            Button {
                                viewModel.filter = viewModel.filter == type ? nil : type
                            } label: {
                                TypeCapsule(type: type, selected: viewModel.filter == type)
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                List(viewModel.visible) { p in
                    Button {
                        selected = p
                    } label: {
                        HStack {
                            PokemonImage(url: p.imageUrl)
                            Text(p.number).foregroundColor(.secondary)
                            Text(p.name.capitalized)
                        }
                    }
                }
            }
            .searchable(text: $viewModel.search)
            .navigationTitle("Pokédex")
            .sheet(item: $selected) { p in
                PokemonDetail(pokemon: p)
            }
        }
    }
}

struct PokedexView_Previews: PreviewProvider {
    static var previews: some View {
        PokedexView()
    }
}
