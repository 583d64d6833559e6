// Demonstrates: ScrollViewReader with proxy.scrollTo(_:anchor:) inside withAnimation, ids on rows, a LazyVStack of sections built from Dictionary(grouping:), a horizontal letter index of buttons.
import SwiftUI

struct AlphabetListView: View {
    let names = ["Abby", "Aaron", "Bella", "Carlos", "Chen", "Dmitri", "Eve", "Farah", "Gus", "Hana"]

    var grouped: [String: [String]] {
        Dictionary(grouping: names) { String($0.prefix(1)) }
    }

    var letters: [String] { grouped.keys.sorted() }

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(letters, id: \.self) { letter in
                            Button(letter) {
                                withAnimation(.easeInOut) {
                                    proxy.scrollTo(letter, anchor: .top)
                                }
                            }
                        }
                    }
                }
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(letters, id: \.self) { letter in
                            Text(letter).font(.title2).bold().id(letter)
                            ForEach(grouped[letter, default: []].sorted(), id: \.self) { name in
                                Text(name).padding(.leading)
                            }
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    AlphabetListView()
}
