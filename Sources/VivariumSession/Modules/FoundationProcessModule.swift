/// Foundation for what an app asks of its process and its language, in Vivarium's Swift subset:
///
/// - `ProcessInfo.processInfo`: the app's process on the profile's iPhone 15 (6 cores, 6 GB,
///   `operatingSystemVersion` the profile's iOS release); `environment` is empty and
///   `arguments` the executable's path, as for an app launched from the home screen (no Xcode
///   variables such as `XCODE_RUNNING_FOR_PREVIEWS`); `systemUptime` is the virtual clock;
///   `isLowPowerModeEnabled` false, `thermalState` `.nominal` (Apple, "ProcessInfo").
/// - Localization: the app ships no string tables here, so `NSLocalizedString(_:comment:)`
///   returns its key, or `value:` when one is given, as Foundation does for a key it does not
///   find (Apple, "NSLocalizedString"); `String(localized:)` and `LocalizedStringKey` are the
///   interpreter's (the text as written, interpolations filled in).
/// - `Bundle.main.preferredLocalizations`, `Locale.preferredLanguages`: English, the device's
///   language (`\.locale` is en_US).
/// - `NSLog(_:_:)`: "Logs an error message to the Apple System Log facility" (Apple, "NSLog");
///   Xcode's console shows each message in order with `print`, so the output shows it, its
///   format filled in as `String(format:)` fills one. Judgement call, as for `os_log`: the
///   console's prefix (time, process name and id) is left out.
extension BundledModule {
    static let foundationProcess = BundledModule(
        name: "FoundationProcess",
        dependencies: ["FoundationFiles"],
        autoloadNames: ["ProcessInfo", "NSLocalizedString", "OperatingSystemVersion", "NSLog"],
        source: #"""
struct OperatingSystemVersion: Equatable {
    var majorVersion: Int
    var minorVersion: Int
    var patchVersion: Int
}

@_vivariumInternal("ProcessInfo")
final class ProcessInfo {
    enum ThermalState: Int {
        case nominal, fair, serious, critical
    }

    static let processInfo = ProcessInfo()
    static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
    static let powerStateDidChangeNotification = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")

    var environment: [String: String] { [:] }
    var arguments: [String] { ["/private/var/containers/Bundle/Application/Playground.app/Playground"] }
    var processName: String { "Playground" }
    var processIdentifier: Int32 { 1 }
    var hostName: String { "localhost" }
    var globallyUniqueString: String { UUID().uuidString }
    var processorCount: Int { 6 }
    var activeProcessorCount: Int { 6 }
    var physicalMemory: UInt64 { 6_442_450_944 }
    var systemUptime: TimeInterval { __Vivarium.seconds() }
    var isLowPowerModeEnabled: Bool { false }
    var thermalState: ThermalState { .nominal }
    var isiOSAppOnMac: Bool { false }
    var isMacCatalystApp: Bool { false }
    var operatingSystemVersion: OperatingSystemVersion {
        let parts = __Vivarium.systemVersion().split(separator: ".").compactMap { Int($0) }
        return OperatingSystemVersion(majorVersion: parts[0], minorVersion: parts.count > 1 ? parts[1] : 0, patchVersion: 0)
    }
    var operatingSystemVersionString: String { "Version \(__Vivarium.systemVersion())" }

    func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
        let own = operatingSystemVersion
        if own.majorVersion != version.majorVersion { return own.majorVersion > version.majorVersion }
        if own.minorVersion != version.minorVersion { return own.minorVersion > version.minorVersion }
        return own.patchVersion >= version.patchVersion
    }
}

func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                       comment: String) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName)
}

func NSLog(_ format: String, _ args: Any...) {
    print(args.isEmpty ? format : String(format: format, arguments: args))
}
"""#)
}
