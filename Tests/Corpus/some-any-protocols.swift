// Demonstrates: `some` and `any` — a heterogeneous [any Shape-like protocol] array and functions returning some View.
import SwiftUI

protocol Widget {
    var name: String { get }
    func render() -> String
}

struct Clock: Widget {
    let name = "Clock"
    func render() -> String { "12:00" }
}

struct Weather: Widget {
    let name = "Weather"
    var degrees: Int
    func render() -> String { "\(degrees)°" }
}

struct Dashboard: View {
    @State private var widgets: [any Widget] = [Clock(), Weather(degrees: 18)]

    private func tile(for widget: any Widget) -> some View {
        VStack {
            Text(widget.name).font(.caption)
            Text(widget.render())
        }
        .padding(4)
    }

    var body: some View {
        VStack {
            ForEach(widgets.indices, id: \.self) { index in
                tile(for: widgets[index])
            }
            Button("Add weather") { widgets.append(Weather(degrees: 20 + widgets.count)) }
        }
    }
}

#Preview {
    Dashboard()
}
