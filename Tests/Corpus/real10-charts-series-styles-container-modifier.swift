// Demonstrates: a Swift Charts catalogue's pages: data models with `static func mockMonthData()`/`mockYearMonthData()` factories, `Chart(data) { item in LineMark(x: .value("Label", item.label), y: .value("Value", item.value)).lineStyle(by: .value("Series", item.series)).foregroundStyle(by: .value("Series", item.series)) }`, two `Chart`s side by side in one `body` without a stack, `BarMark` coloured by a number and by a label, a `View` extension `mbChartsContainer()` wrapping `.frame(height:)`, `.padding()` and a rounded background, `.chartXAxis { AxisMarks(values: .automatic) { _ in AxisValueLabel() } }`, `.chartLegend(position: .bottom)`, and a `Picker` switching pages.
// Source: GitHub app (a developer's open-source Swift Charts catalogue app, its marks and modifiers sections; repository Sparklydust/mont-blanc studied); written for Vivarium in that style, not copied.
// First paste: failed at mount: real10-charts-series-styles-container-modifier.swift:62:28: error: not supported in the playground: inferring the type of '.value' here (write it as 'Type.value')
import Charts
import SwiftUI

struct ChartDataModel: Identifiable {
    let id = UUID()
    let label: String
    let value: Double

    static func mockMonthData() -> [ChartDataModel] {
        [
            .init(label: "Jan", value: 12),
            .init(label: "Feb", value: 18),
            .init(label: "Mar", value: 9),
            .init(label: "Apr", value: 22),
            .init(label: "May", value: 15),
        ]
    }
}

struct ChartSeriesDataModel: Identifiable {
    let id = UUID()
    let label: String
    let value: Double
    let series: String

    static func mockYearMonthData() -> [ChartSeriesDataModel] {
        let months = ["Jan", "Feb", "Mar", "Apr"]
        var result: [ChartSeriesDataModel] = []
        for (offset, month) in months.enumerated() {
            result.append(.init(label: month, value: Double(10 + offset * 3), series: "2024"))
            result.append(.init(label: month, value: Double(14 + offset * 2), series: "2025"))
        }
        return result
    }
}

extension View {
    func mbChartsContainer() -> some View {
        self
            .frame(height: 220)
            .padding()
            .background(
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.gray.opacity(0.1))
            )
            .padding(.horizontal)
    }
}

struct LineMark_LineStyle_Series: View {
    private let data = ChartSeriesDataModel.mockYearMonthData()

    var body: some View {
        Chart(data) { item in
            LineMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .lineStyle(by: .value("Series", item.series))
            .foregroundStyle(by: .value("Series", item.series))
        }
        .chartLegend(position: .bottom)
        .mbChartsContainer()
    }
}

struct Mark_ForegroundStyle_ByValue: View {
    private let data = ChartDataModel.mockMonthData()

    var body: some View {
        Chart(data) { item in
            BarMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .foregroundStyle(by: .value("Value", item.value))
        }
        .mbChartsContainer()

        Chart(data) { item in
            BarMark(
                x: .value("Label", item.label),
                y: .value("Value", item.value)
            )
            .foregroundStyle(by: .value("Label", item.label))
        }
        .chartXAxis {
            AxisMarks(values: .automatic) { _ in
                AxisValueLabel()
            }
        }
        .mbChartsContainer()
    }
}

enum ChartPage: String, CaseIterable, Identifiable {
    case lines = "Line series"
    case bars = "Bar colours"
    var id: Self { self }
}

struct ChartsCatalog: View {
    @State private var page: ChartPage = .lines

    var body: some View {
        VStack {
            Picker("Page", selection: $page) {
                ForEach(ChartPage.allCases) { page in
                    Text(page.rawValue).tag(page)
                }
            }
            .pickerStyle(.segmented)
            .padding()

            switch page {
            case .lines:
                LineMark_LineStyle_Series()
            case .bars:
                ScrollView {
                    Mark_ForegroundStyle_ByValue()
                }
            }
            Spacer()
        }
    }
}

#Preview {
    ChartsCatalog()
}
