// Demonstrates: an enum with associated values using synthesized Codable (Swift 5.5), encoded to JSON and decoded back, shown in a list.
import SwiftUI

enum Drawing: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case label(String)
}

struct Canvas: Codable {
    var title: String
    var items: [Drawing]
}

struct DrawingListView: View {
    @State private var canvas = Canvas(title: "Sketch", items: [.circle(radius: 2), .rectangle(width: 3, height: 4)])
    @State private var json = ""

    private func describe(_ drawing: Drawing) -> String {
        switch drawing {
        case .circle(let radius):
            return "Circle r=\(radius)"
        case let .rectangle(width, height):
            return "Rect \(width)x\(height)"
        case .label(let text):
            return "Label \(text)"
        }
    }

    var body: some View {
        List {
            ForEach(canvas.items.indices, id: \.self) { index in
                Text(describe(canvas.items[index]))
            }
            Button("Add label") {
                canvas.items.append(.label("Hi"))
            }
            Button("Export") {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                if let data = try? encoder.encode(canvas) {
                    json = String(decoding: data, as: UTF8.self)
                    print(json)
                }
            }
            Button("Round trip") {
                do {
                    let data = try JSONEncoder().encode(canvas)
                    let decoded = try JSONDecoder().decode(Canvas.self, from: data)
                    print(decoded.items == canvas.items, decoded.items.count)
                } catch {
                    print("failed: \(error)")
                }
            }
            Text(json)
        }
    }
}

#Preview {
    DrawingListView()
}
