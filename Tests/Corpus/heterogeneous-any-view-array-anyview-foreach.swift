// Demonstrates: a Q&A answer's way to keep heterogeneous views in an array: `[any View]`, `ForEach(views.indices, id: \.self) { AnyView(views[$0]) }`, a `protocol Widget { associatedtype Body: View; @ViewBuilder func makeView() -> Body }` with `any Widget` elements opened by a helper `func render(_ w: some Widget) -> some View`, `AnyView` erasure in a `switch`, `Group` with `if` inside.
// Source: Q&A answer (the answers to "how to store different views in an array in SwiftUI", as pasted together); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol DashboardWidget {
    associatedtype Body: View
    var title: String { get }
    @ViewBuilder func makeView() -> Body
}

struct WeatherWidget: DashboardWidget {
    let title = "Weather"
    var temperature = 21
    func makeView() -> some View {
        Text("\(temperature)°C")
    }
}

struct StepsWidget: DashboardWidget {
    let title = "Steps"
    var steps: Int
    func makeView() -> some View {
        VStack {
            Text("\(steps) steps")
            ProgressView(value: Double(steps), total: 10_000)
        }
    }
}

func render(_ widget: some DashboardWidget) -> some View {
    VStack(alignment: .leading) {
        Text(widget.title).font(.headline)
        widget.makeView()
    }
}

struct DashboardView: View {
    @State private var widgets: [any DashboardWidget] = [WeatherWidget(), StepsWidget(steps: 4_200)]
    @State private var showExtras = false

    private var extras: [any View] {
        [Text("Extra 1"), Image(systemName: "star"), Divider()]
    }

    var body: some View {
        List {
            ForEach(widgets.indices, id: \.self) { index in
                AnyView(render(widgets[index]))
            }
            Toggle("Extras", isOn: $showExtras)
            Group {
                if showExtras {
                    ForEach(0..<extras.count, id: \.self) { i in
                        AnyView(extras[i])
                    }
                }
            }
            Button("More steps") {
                widgets.append(StepsWidget(steps: widgets.count * 1_000))
                print(widgets.map(\.title))
            }
        }
    }
}

#Preview {
    DashboardView()
}
