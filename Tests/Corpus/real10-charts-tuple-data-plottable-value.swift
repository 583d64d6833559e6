// Demonstrates: a visual reference book's first chart pages beside a conference session's "top sales" snippet: `BarMark(x: PlottableValue.value("Label 1", "Day 1"))` with the type written out, `.dynamicTypeSize(.xxLarge)`, marks listed one by one in `Chart { }`, a `let data = [(name: "Cachapa", sales: 916), …]` array of labelled tuples charted with `Chart(data, id: \.name) { element in BarMark(x: .value("Sales", element.sales), y: .value("Name", element.name)) }`, `.accessibilityLabel`/`.accessibilityValue` on a mark, `RuleMark(x: .value("Average", average))` with `.lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))` and an `.annotation(position: .top, alignment: .leading)`, and a toggle between the pages.
// Source: book sample project (a visual SwiftUI charts reference book's chapter-opening examples) and conference session companion (a "raise the bar" charts session's snippet, as a notes repository retypes it); found through a search for BarMark, repositories not named in the index; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Charts // You need to import the Charts framework (separate from SwiftUI)

struct Chart_Basics: View {
    var body: some View {
        Chart {
            BarMark(x: PlottableValue.value("Label 1", "Day 1"))
            BarMark(x: PlottableValue.value("Label 2", "Day 2"))
        }
        .padding()
        .dynamicTypeSize(.xxLarge)
    }
}

struct Chart_Values: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Label 1", "Day 1"),
                    y: .value("Value", 75))
            BarMark(x: .value("Label 2", "Day 2"),
                    y: .value("Value", 25))
        }
        .dynamicTypeSize(.xxLarge)
    }
}

struct TopStyleChart: View {
    let data = [
        (name: "Cachapa", sales: 916),
        (name: "Injera", sales: 850),
        (name: "Crêpe", sales: 802),
        (name: "Jian Bing", sales: 753),
        (name: "Dosa", sales: 654),
        (name: "American", sales: 618),
    ]

    var average: Double {
        Double(data.map(\.sales).reduce(0, +)) / Double(data.count)
    }

    var body: some View {
        Chart(data, id: \.name) { element in
            BarMark(
                x: .value("Sales", element.sales),
                y: .value("Name", element.name)
            )
            .accessibilityLabel(element.name)
            .accessibilityValue("\(element.sales) sold")

            RuleMark(x: .value("Average", average))
                .lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Average: \(average, format: .number.precision(.fractionLength(0)))")
                        .font(.caption)
                }
        }
    }
}

struct ChartPages: View {
    @State private var showTopStyles = false

    var body: some View {
        VStack {
            Toggle("Top styles", isOn: $showTopStyles)
                .padding()
            if showTopStyles {
                TopStyleChart()
            } else {
                Chart_Basics()
                Chart_Values()
            }
        }
    }
}

struct Chart_Intro_Previews: PreviewProvider {
    static var previews: some View {
        ChartPages()
    }
}
