// Demonstrates: a long settings-like glossary with ScrollViewReader — horizontal chips that call proxy.scrollTo(letter, anchor: .top) inside withAnimation, LazyVStack sections tagged with .id, an "add term" button that scrolls to the new row in onChange(of: terms.count), and .scrollIndicators(.hidden).
import SwiftUI

struct Term: Identifiable, Hashable {
    let id = UUID()
    let word: String
    var letter: String { String(word.prefix(1)).uppercased() }
}

struct GlossaryView: View {
    @State private var terms: [Term] = ["Actor", "Async", "Binding", "Body", "Closure", "Combine", "Environment", "Equatable"].map(Term.init)
    @State private var lastJump = ""

    private var letters: [String] {
        Array(Set(terms.map(\.letter))).sorted()
    }

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(letters, id: \.self) { letter in
                            Button(letter) {
                                lastJump = letter
                                withAnimation {
                                    proxy.scrollTo(letter, anchor: .top)
                                }
                            }
                            .buttonStyle(.bordered)
                        }
                    }
                    .padding(.horizontal)
                }
                .scrollIndicators(.hidden)

                ScrollView {
                    LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                        ForEach(letters, id: \.self) { letter in
                            Section {
                                ForEach(terms.filter { $0.letter == letter }) { term in
                                    Text(term.word)
                                        .padding(.vertical, 4)
                                        .id(term.id)
                                }
                            } header: {
                                Text(letter)
                                    .font(.headline)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                    .background(.background)
                            }
                            .id(letter)
                        }
                    }
                    .padding()
                }

                Button("Add “Zone”") {
                    terms.append(Term(word: "Zone"))
                }
                .padding()
            }
            .onChange(of: terms.count) {
                if let newest = terms.last {
                    proxy.scrollTo(newest.id, anchor: .bottom)
                    print("scrolled to \(newest.word)")
                }
            }
        }
        .onChange(of: lastJump) { _, letter in
            print("jumped to \(letter)")
        }
    }
}

#Preview {
    GlossaryView()
}
