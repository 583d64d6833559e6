// Demonstrates: a generic container struct GridStack<Content: View> whose content is a @ViewBuilder closure taking (row, column), nested ForEach over ranges with id: \.self, and a second generic wrapper with a default-argument init.
import SwiftUI

struct GridStack<Content: View>: View {
    let rows: Int
    let columns: Int
    @ViewBuilder let content: (Int, Int) -> Content

    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { row in
                HStack {
                    ForEach(0..<columns, id: \.self) { column in
                        content(row, column)
                    }
                }
            }
        }
    }
}

struct Titled<Body2: View>: View {
    var title: String
    var subtitle: String?
    let inner: Body2

    init(_ title: String, subtitle: String? = nil, @ViewBuilder inner: () -> Body2) {
        self.title = title
        self.subtitle = subtitle
        self.inner = inner()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            if let subtitle {
                Text(subtitle).font(.caption).foregroundStyle(.secondary)
            }
            inner
        }
    }
}

struct ContentView: View {
    @State private var size = 3
    @State private var highlighted: (Int, Int)? = nil

    var body: some View {
        Titled("Times table", subtitle: "\(size) × \(size)") {
            GridStack(rows: size, columns: size) { row, col in
                let product = (row + 1) * (col + 1)
                if let highlighted, highlighted == (row, col) {
                    Text("[\(product)]")
                } else {
                    Text("\(product)")
                        .frame(width: 36)
                }
            }
            HStack {
                Button("Bigger") {
                    size = min(size + 1, 6)
                }
                Button("Smaller") {
                    size = max(size - 1, 1)
                }
                Button("Highlight corner") {
                    highlighted = (size - 1, size - 1)
                    print("corner is \((size) * (size))")
                }
            }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
