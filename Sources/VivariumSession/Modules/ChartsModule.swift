/// `import Charts`: Swift Charts' chart and marks as views, written in Vivarium's Swift subset,
/// so a chart's data flow and its views' lifecycle run as pasted. A `Chart` is a container of
/// its content (its `ForEach`es and marks); a mark (`BarMark`, `LineMark`, `PointMark`,
/// `AreaMark`, `RuleMark`, `RectangleMark`, `SectorMark`) is a leaf holding its plotted values
/// (`.value("Day", entry.day)`). Plotting itself is drawing, which the playground does not
/// model: the axis, scale, legend and style modifiers (`chartXAxis`, `chartYScale`,
/// `foregroundStyle(by:)`, `annotation`, …) are accepted and inert, their closures not built.
/// (Apple, "Swift Charts": "Chart", "BarMark", "PlottableValue.value(_:_:)".) Judgement call:
/// the marks are views written here, so replies list their inits as views'.
extension BundledModule {
    static let charts = BundledModule(
        name: "Charts",
        dependencies: [],
        autoloadNames: ["Chart", "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark",
                        "MarkDimension"],
        source: #"""
struct PlottableValue: CustomStringConvertible {
    let label: String
    let value: Any

    static func value(_ label: String, _ value: Any) -> PlottableValue {
        PlottableValue(label: label, value: value)
    }

    static func value(_ label: String, _ value: Any, unit: Any) -> PlottableValue {
        PlottableValue(label: label, value: value)
    }

    var description: String { "\(label): \(value)" }
}

struct Chart: View {
    let _content: AnyView

    init(@ViewBuilder content: () -> Any) {
        _content = AnyView(content())
    }

    init(_ data: [Any], @ViewBuilder content: (Any) -> Any) {
        _content = AnyView(ForEach(0..<data.count, id: \.self) { index in content(data[index]) })
    }

    init(_ data: [Any], id: Any, @ViewBuilder content: (Any) -> Any) {
        _content = AnyView(ForEach(0..<data.count, id: \.self) { index in content(data[index]) })
    }

    var body: some View {
        _content
    }
}

struct BarMark: View {
    var x: PlottableValue? = nil
    var y: PlottableValue? = nil
    var body: some View { EmptyView() }
    init(x: PlottableValue? = nil, y: PlottableValue? = nil, width: Any? = nil, height: Any? = nil, stacking: Any? = nil) {
        self.x = x
        self.y = y
    }
    init(xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue? = nil, height: Any? = nil) {
        self.x = xStart
        self.y = y
    }
}

struct LineMark: View {
    var x: PlottableValue
    var y: PlottableValue
    var series: PlottableValue? = nil
    var body: some View { EmptyView() }
}

struct PointMark: View {
    var x: PlottableValue
    var y: PlottableValue
    var body: some View { EmptyView() }
}

struct AreaMark: View {
    var x: PlottableValue? = nil
    var y: PlottableValue? = nil
    var body: some View { EmptyView() }
    init(x: PlottableValue? = nil, y: PlottableValue? = nil, stacking: Any? = nil) {
        self.x = x
        self.y = y
    }
    init(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue) {
        self.x = x
        self.y = yEnd
    }
}

struct RuleMark: View {
    var x: PlottableValue? = nil
    var y: PlottableValue? = nil
    var body: some View { EmptyView() }
    init(x: PlottableValue? = nil, y: PlottableValue? = nil, xStart: PlottableValue? = nil, xEnd: PlottableValue? = nil,
         yStart: PlottableValue? = nil, yEnd: PlottableValue? = nil) {
        self.x = x
        self.y = y
    }
}

struct RectangleMark: View {
    var x: PlottableValue? = nil
    var y: PlottableValue? = nil
    var body: some View { EmptyView() }
    init(x: PlottableValue? = nil, y: PlottableValue? = nil, width: Any? = nil, height: Any? = nil) {
        self.x = x
        self.y = y
    }
}

struct SectorMark: View {
    var angle: PlottableValue
    var body: some View { EmptyView() }
    init(angle: PlottableValue, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
         angularInset: Double? = nil) {
        self.angle = angle
    }
}

// A mark's size (Apple, "MarkDimension"): automatic, a fixed length (an integer or floating
// literal), an inset from the plot's edge, or a ratio of the available space.
struct MarkDimension: ExpressibleByIntegerLiteral {
    var kind = "automatic"
    var value = 0.0
    init(kind: String, value: Double) {
        self.kind = kind
        self.value = value
    }
    init(integerLiteral value: Int) {
        self.kind = "fixed"
        self.value = Double(value)
    }
    static let automatic = MarkDimension(kind: "automatic", value: 0)
    static func fixed(_ value: Double) -> MarkDimension { MarkDimension(kind: "fixed", value: value) }
    static func inset(_ value: Double) -> MarkDimension { MarkDimension(kind: "inset", value: value) }
    static func ratio(_ value: Double) -> MarkDimension { MarkDimension(kind: "ratio", value: value) }
}

// Where an annotation may go past the plot (Apple, "AnnotationOverflowResolution").
struct AnnotationOverflowResolution {
    // A strategy for one axis (Apple, "AnnotationOverflowResolution.Strategy"): `.automatic`,
    // `.disabled`, `.fit`, `.fit(to: .chart)`, `.padScale`.
    struct Strategy {
        var kind = "automatic"
        static let automatic = Strategy()
        static let disabled = Strategy(kind: "disabled")
        static let fit = Strategy(kind: "fit")
        static let padScale = Strategy(kind: "padScale")
        static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: "fit:" + boundary.kind) }
    }
    // What an annotation is kept inside (Apple, "AnnotationOverflowResolution.Boundary").
    struct Boundary {
        var kind = "automatic"
        static let automatic = Boundary()
        static let chart = Boundary(kind: "chart")
        static let plot = Boundary(kind: "plot")
    }
    var x: Strategy = .automatic
    var y: Strategy = .automatic
    init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
    static let automatic = AnnotationOverflowResolution()
}

// The values an axis marks (Apple, "AxisMarkValues"), or an array of them: kept, not plotted.
struct AxisMarkValues: ExpressibleByArrayLiteral {
    var values: [Any] = []
    init() {}
    init(arrayLiteral elements: Any...) { values = elements }
    static let automatic = AxisMarkValues()
    static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { AxisMarkValues() }
    static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues() }
}

struct AxisMarks: View {
    var body: some View { EmptyView() }
    init(preset: Any? = nil, position: Any? = nil, values: AxisMarkValues = .automatic) {}
    init(preset: Any? = nil, position: Any? = nil, values: AxisMarkValues = .automatic, @ViewBuilder content: (Any) -> Any) {}
}

struct AxisGridLine: View {
    var body: some View { EmptyView() }
    init(centered: Bool? = nil, stroke: Any? = nil) {}
}

struct AxisTick: View {
    var body: some View { EmptyView() }
    init(centered: Bool? = nil, length: Any? = nil, stroke: Any? = nil) {}
}

struct AxisValueLabel: View {
    var body: some View { EmptyView() }
    init(format: Any? = nil, centered: Bool? = nil, anchor: Any? = nil) {}
    init(_ text: String) {}
}

enum AxisMarkPosition {
    case automatic, leading, trailing, top, bottom
}

/// A mark's symbol (`.symbol(.circle)`): drawing only.
struct BasicChartSymbolShape {
    static let circle = BasicChartSymbolShape()
    static let square = BasicChartSymbolShape()
    static let triangle = BasicChartSymbolShape()
    static let diamond = BasicChartSymbolShape()
    static let pentagon = BasicChartSymbolShape()
    static let plus = BasicChartSymbolShape()
    static let cross = BasicChartSymbolShape()
    static let asterisk = BasicChartSymbolShape()
}

enum InterpolationMethod {
    case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd
}

enum AnnotationPosition {
    case automatic, center, leading, trailing, top, bottom, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
}

extension View {
    func foregroundStyle(by value: PlottableValue) -> some View { self }
    func symbol(by value: PlottableValue) -> some View { self }
    func symbol(_ symbol: BasicChartSymbolShape) -> some View { self }
    func symbol(symbol: () -> Any) -> some View { self }
    func position(by value: PlottableValue, axis: Any? = nil, span: Any? = nil) -> some View { self }
    func lineStyle(_ style: StrokeStyle) -> some View { self }
    func lineStyle(by value: PlottableValue) -> some View { self }
    func symbolSize(by value: PlottableValue) -> some View { self }
    func interpolationMethod(_ method: InterpolationMethod) -> some View { self }
    func symbolSize(_ size: Any) -> some View { self }
    func annotation(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: Double? = nil,
                    overflowResolution: AnnotationOverflowResolution = .automatic, content: () -> Any) -> some View { self }
    func chartXAxis(_ visibility: Visibility) -> some View { self }
    func chartYAxis(_ visibility: Visibility) -> some View { self }
    func chartXAxis(content: () -> Any) -> some View { self }
    func chartYAxis(content: () -> Any) -> some View { self }
    func chartXScale(domain: Any, type: Any? = nil) -> some View { self }
    func chartYScale(domain: Any, type: Any? = nil) -> some View { self }
    func chartLegend(_ visibility: Visibility) -> some View { self }
    func chartLegend(position: Any, alignment: Any? = nil, spacing: Any? = nil) -> some View { self }
    func chartForegroundStyleScale(_ mapping: Any) -> some View { self }
    func chartForegroundStyleScale(domain: Any, range: Any, type: Any? = nil) -> some View { self }
    func chartForegroundStyleScale(range: Any, type: Any? = nil) -> some View { self }
    func chartSymbolScale(_ mapping: Any) -> some View { self }
    func chartXAxisStyle(content: (Any) -> Any) -> some View { self }
    func chartXAxisLabel(_ label: String) -> some View { self }
    func chartYAxisLabel(_ label: String) -> some View { self }
    func chartPlotStyle(content: (Any) -> Any) -> some View { self }
    func chartScrollableAxes(_ axes: Any) -> some View { self }
    func chartXVisibleDomain(length: Any) -> some View { self }
    func chartXSelection(value: Any) -> some View { self }
    func chartAngleSelection(value: Any) -> some View { self }
    func chartOverlay(content: (Any) -> Any) -> some View { self }
    func chartBackground(content: (Any) -> Any) -> some View { self }
}
"""#)
}
