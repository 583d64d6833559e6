// Demonstrates: debug logging with `#function`, `#line` and `(#file as NSString).lastPathComponent`, a `DispatchGroup` with `enter()`/`leave()` and `notify(queue: .main)` around `DispatchQueue.global().async` work, a `NumberFormatter` with `.decimal` style and `minimumFractionDigits`, `.percent` style, `Locale(identifier:)`, `@discardableResult` func, `String(describing: type(of:))`.
// Source: GitHub app (an indie developer's "utilities" file in a SwiftUI app, with its old-school GCD helpers); written for Vivarium in that style, not copied.
// First paste: failed at load: logging-function-line-dispatchgroup-numberformatter.swift:37:21: error: not supported in the playground: 'DispatchGroup'
import SwiftUI

func log(_ message: String, function: String = #function, line: Int = #line) {
    print("[\(function):\(line)] \(message)")
}

enum Formatters {
    static let decimal: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.minimumFractionDigits = 2
        f.maximumFractionDigits = 2
        f.locale = Locale(identifier: "en_US")
        return f
    }()

    static let percent: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .percent
        f.locale = Locale(identifier: "en_US")
        return f
    }()
}

final class DashboardLoader: ObservableObject {
    @Published var revenue: Double = 0
    @Published var growth: Double = 0
    @Published var status = "idle"

    @discardableResult
    func load() -> Bool {
        log("start")
        status = "loading"
        let group = DispatchGroup()
        var revenue = 0.0
        var growth = 0.0

        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            revenue = 1234567.891
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            growth = 0.127
            group.leave()
        }
        group.notify(queue: .main) { [weak self] in
            self?.revenue = revenue
            self?.growth = growth
            self?.status = "loaded"
            log("done in \(String(describing: type(of: self!)))")
        }
        return true
    }
}

struct DashboardView: View {
    @StateObject private var loader = DashboardLoader()

    var body: some View {
        VStack(spacing: 8) {
            Text(loader.status)
            Text(Formatters.decimal.string(from: NSNumber(value: loader.revenue)) ?? "-")
            Text(Formatters.percent.string(from: loader.growth as NSNumber) ?? "-")
            Button("Load") {
                loader.load()
            }
        }
        .onAppear {
            log("appeared in \((#file as NSString).lastPathComponent)")
        }
    }
}

#Preview {
    DashboardView()
}
