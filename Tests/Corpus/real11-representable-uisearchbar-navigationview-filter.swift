// Demonstrates: an iOS 13 search bar before `.searchable`: `struct SearchBar: UIViewRepresentable` with `@Binding var text`, a `Coordinator: NSObject, UISearchBarDelegate` whose `searchBar(_:textDidChange:)` writes the binding, `UIViewRepresentableContext<SearchBar>` spelled out, `searchBarStyle = .minimal`; a `NavigationView` list of countries filtered with `self.searchText.isEmpty ? true : $0.localizedCaseInsensitiveContains(self.searchText)`, `.navigationBarTitle(Text("Countries"))`.
// Source: public app code (the 2019 "SearchBar in SwiftUI" representable copied into many learners' list apps); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct SearchBar: UIViewRepresentable {

    @Binding var text: String

    class Coordinator: NSObject, UISearchBarDelegate {

        @Binding var text: String

        init(text: Binding<String>) {
            _text = text
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            text = searchText
        }
    }

    func makeCoordinator() -> SearchBar.Coordinator {
        return Coordinator(text: $text)
    }

    func makeUIView(context: UIViewRepresentableContext<SearchBar>) -> UISearchBar {
        let searchBar = UISearchBar(frame: .zero)
        searchBar.delegate = context.coordinator
        searchBar.searchBarStyle = .minimal
        searchBar.placeholder = "Search"
        return searchBar
    }

    func updateUIView(_ uiView: UISearchBar, context: UIViewRepresentableContext<SearchBar>) {
        uiView.text = text
    }
}

struct ContentView: View {
    let countries = ["Argentina", "Brazil", "Canada", "Denmark", "Egypt", "France", "Germany"]
    @State private var searchText : String = ""

    var body: some View {
        NavigationView {
            VStack {
                SearchBar(text: $searchText)
                List {
                    ForEach(self.countries.filter {
                        self.searchText.isEmpty ? true : $0.localizedCaseInsensitiveContains(self.searchText)
                    }, id: \.self) { country in
                        Text(country)
                    }
                }
            }
            .navigationBarTitle(Text("Countries"))
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
