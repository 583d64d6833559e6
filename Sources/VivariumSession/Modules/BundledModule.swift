import VivariumSyntax

/// A module shipped with Vivarium and written in its own Swift subset (`import Factory`,
/// `import UIKit`, `import Combine`). Its source is loaded into a session like user code,
/// before the first program that imports it (or, for `autoloadNames`, uses one of them).
struct BundledModule {
    /// The module name as imported.
    var name: String
    /// Modules it needs loaded first.
    var dependencies: [String]
    /// Names that load the module without an explicit import (SwiftUI re-exports Combine,
    /// so `AnyCancellable` works in a SwiftUI file); empty for import-only modules.
    var autoloadNames: Set<String>
    /// The module's Swift source.
    var source: String

    /// Every bundled module, by name.
    static let all: [String: BundledModule] = {
        var modules: [String: BundledModule] = [:]
        for module in registered { modules[module.name] = module }
        return modules
    }()

    /// The module's source as a file (its name is how diagnostics and traces cite it).
    var sourceFile: SourceFile { SourceFile(name: "<module \(name)>", text: source) }

    /// The module lowered: once per process, shared by every session (lowering is pure, and
    /// the program model is a value).
    var lowered: LoweringResult { Self.loweredModules[name] ?? SessionChecker.lower(sourceFile) }

    /// NB: without the token table, which holds the parsed tree until first used and is never
    /// used for a module (its program is loaded as lowered, not checked).
    private static let loweredModules: [String: LoweringResult] = all.mapValues {
        var lowered = SessionChecker.lower($0.sourceFile)
        lowered.tokens = nil
        return lowered
    }

    /// The list modules add themselves to (one file per module in this folder).
    static var registered: [BundledModule] { [uiKit, uiKitServices, uiKitControls, combine, factory, foundationErrors, foundationFormatters, foundationCalendar, foundationJSON, foundationNetwork, foundationURL, foundationFiles, osLog, osLogFramework, mapKit, coreLocation, avFoundation, avKit, uniformTypeIdentifiers, coreTransferable, foundationMeasurement, navigationPath, observation, swiftResult, swiftAsyncStream, swiftContinuation, swiftOptionSet, foundationAttributedString, photosUI, charts, foundationPredicate, foundationNotifications, userNotifications, swiftData, swiftUIScaledMetric, foundationScanner, uiKitColor, uiKitPaths, uiKitAppIcons, uiKitMotionEvents, swiftUIDropDelegate, foundationLocalizedResource, foundationProcess, webKit, safariServices, messageUI, dispatchGroup, dispatchWorkItem, swiftRandom, swiftSIMD, foundationUndo, foundationRegularExpression, foundationCache, swiftUIImageRenderer, combineFuture, swiftUIScrollPosition, swiftUIGlassEffectContainer, mapKitView, localAuthentication] }

    /// The modules that load on first use of each name (made once: every input asks, and
    /// names only the few it uses).
    private static let autoloadedBy: [String: [String]] = {
        var modules: [String: [String]] = [:]
        for module in all.values {
            for name in module.autoloadNames { modules[name, default: []].append(module.name) }
        }
        return modules
    }()

    /// The modules `program` needs that are not loaded yet, dependencies first. A name the
    /// user declared (`isDeclared`: `final class Timer`) is theirs, as in Swift a module's type of
    /// that name is shadowed by it: it loads nothing (loaded, the module's `Timer` would replace it).
    static func needed(by program: Program, loaded: Set<String>,
                       isDeclared: (String) -> Bool = { _ in false }) -> [BundledModule] {
        var wanted: [String] = []
        for declaration in program.declarations {
            if case .import(let module, _) = declaration, all[module] != nil { wanted.append(module) }
        }
        var autoloaded: Set<String> = []
        for name in ProgramNames.identifiers(in: program) {
            guard let modules = autoloadedBy[name], !modules.allSatisfy(loaded.contains), !isDeclared(name) else { continue }
            for module in modules where !loaded.contains(module) { autoloaded.insert(module) }
        }
        wanted += autoloaded.sorted()
        var result: [BundledModule] = []
        var seen = loaded
        func add(_ name: String) {
            guard !seen.contains(name), let module = all[name] else { return }
            seen.insert(name)
            for dependency in module.dependencies { add(dependency) }
            result.append(module)
        }
        for name in wanted { add(name) }
        return result
    }
}
