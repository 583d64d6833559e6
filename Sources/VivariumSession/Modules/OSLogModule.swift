/// Unified logging (`import os`, `import OSLog`), written in Vivarium's Swift subset:
/// `Logger(subsystem:category:)` and its level methods, and the older `os_log`. Xcode's
/// debug console shows each message as it is logged, in order with `print` (Apple, "Logger":
/// "Logs a message"; "Generating log messages from your code"), so the playground's output
/// shows the message. With a debugger attached a `privacy: .private` value is shown, not
/// redacted, so an interpolation's `privacy:` (and `align:`) keeps the value as written.
///
/// Judgement calls: the console's metadata (time, subsystem, category, level) is left out,
/// as Xcode 15's console shows it only on request; `os_log`'s format takes `%@`, `%d`,
/// `%{public}@` and the other specifiers `String(format:)` knows, `{public}`/`{private}` removed.
extension BundledModule {
    static let osLog = BundledModule(
        name: "os",
        dependencies: [],
        autoloadNames: ["os_log"],
        source: #"""
enum OSLogType {
    case `default`, info, debug, error, fault
}

struct OSLog {
    static let `default` = OSLog(subsystem: "", category: "")
    static let disabled = OSLog(subsystem: "", category: "")
    let subsystem: String
    let category: String

    init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
}

struct Logger {
    let subsystem: String
    let category: String

    init() {
        self.subsystem = ""
        self.category = ""
    }

    init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    init(_ log: OSLog) {
        self.subsystem = log.subsystem
        self.category = log.category
    }

    func log(_ message: String) { print(message) }
    func log(level: OSLogType, _ message: String) { print(message) }
    func trace(_ message: String) { print(message) }
    func debug(_ message: String) { print(message) }
    func info(_ message: String) { print(message) }
    func notice(_ message: String) { print(message) }
    func warning(_ message: String) { print(message) }
    func error(_ message: String) { print(message) }
    func critical(_ message: String) { print(message) }
    func fault(_ message: String) { print(message) }
}

func os_log(_ message: String, log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {
    let format = message.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    print(args.isEmpty ? format : String(format: format, arguments: args))
}

func os_log(_ type: OSLogType, log: OSLog = .default, _ message: String, _ args: Any...) {
    let format = message.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
    print(args.isEmpty ? format : String(format: format, arguments: args))
}
"""#)

    /// `import OSLog` (iOS 14+) brings in the same names as `import os`.
    static let osLogFramework = BundledModule(name: "OSLog", dependencies: ["os"], autoloadNames: [], source: "")
}
