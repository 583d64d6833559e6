// Demonstrates: a protocol with an associatedtype and a default implementation in a constrained extension, a generic view over it (`struct PagedList<Source: PageSource>: View where Source.Item: Identifiable`), an extension with a where-clause on Array, `some`/`any` in parameters, a generic ObservableObject loader, primary associated types.
// Source: blog companion (a generics-in-SwiftUI article series); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol PageSource {
    associatedtype Item
    var pageSize: Int { get }
    func page(_ index: Int) -> [Item]
}

extension PageSource {
    var pageSize: Int { 3 }
}

extension PageSource where Item == String {
    func describe() -> String { "strings, \(pageSize) a page" }
}

struct NumberSource: PageSource {
    let limit: Int
    func page(_ index: Int) -> [Int] {
        let start = index * pageSize
        guard start < limit else { return [] }
        return Array(start..<min(start + pageSize, limit))
    }
}

struct Planet: Identifiable, Hashable {
    let name: String
    let moons: Int
    var id: String { name }
}

struct PlanetSource: PageSource {
    let pageSize = 2
    private let all = [
        Planet(name: "Mercury", moons: 0), Planet(name: "Venus", moons: 0),
        Planet(name: "Earth", moons: 1), Planet(name: "Mars", moons: 2),
        Planet(name: "Jupiter", moons: 95),
    ]
    func page(_ index: Int) -> [Planet] {
        Array(all.dropFirst(index * pageSize).prefix(pageSize))
    }
}

extension Array where Element: Identifiable {
    func containsID(_ id: Element.ID) -> Bool {
        contains { $0.id == id }
    }
}

extension Collection where Element == Planet {
    var totalMoons: Int { reduce(0) { $0 + $1.moons } }
}

@MainActor
final class PageLoader<Source: PageSource>: ObservableObject {
    @Published private(set) var items: [Source.Item] = []
    @Published private(set) var exhausted = false
    private var nextPage = 0
    let source: Source

    init(source: Source) {
        self.source = source
    }

    func loadMore() {
        let page = source.page(nextPage)
        if page.isEmpty {
            exhausted = true
        } else {
            items.append(contentsOf: page)
            nextPage += 1
        }
        print("loaded page \(nextPage), \(items.count) items, exhausted: \(exhausted)")
    }
}

struct PagedList<Source: PageSource, Row: View>: View where Source.Item: Identifiable {
    @StateObject private var loader: PageLoader<Source>
    let row: (Source.Item) -> Row

    init(source: Source, @ViewBuilder row: @escaping (Source.Item) -> Row) {
        _loader = StateObject(wrappedValue: PageLoader(source: source))
        self.row = row
    }

    var body: some View {
        List {
            ForEach(loader.items) { item in
                row(item)
            }
            if !loader.exhausted {
                Button("Load more") { loader.loadMore() }
            }
        }
        .onAppear { loader.loadMore() }
    }
}

func summary(of source: some PageSource) -> String {
    "first page has \(source.page(0).count) of \(source.pageSize)"
}

func anySummary(_ sources: [any PageSource]) -> [String] {
    sources.map { summary(of: $0) }
}

struct PlanetsScreen: View {
    var body: some View {
        VStack {
            Text(anySummary([NumberSource(limit: 7), PlanetSource()]).joined(separator: "; "))
            Text("Moons in first page: \(PlanetSource().page(0).totalMoons)")
            PagedList(source: PlanetSource()) { planet in
                HStack {
                    Text(planet.name)
                    Spacer()
                    Text("\(planet.moons)")
                }
            }
        }
        .onAppear {
            let planets = PlanetSource().page(1)
            print(planets.containsID("Earth"), planets.containsID("Pluto"))
        }
    }
}

#Preview {
    PlanetsScreen()
}
