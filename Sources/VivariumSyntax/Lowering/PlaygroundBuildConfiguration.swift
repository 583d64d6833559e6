import SwiftIfConfig
import SwiftSyntax

/// The build a pasted file is compiled for when `#if` is evaluated: a debug build for the
/// iOS simulator by Swift 6.3.1 in the Swift 6 language mode, as Xcode's Run on a simulator.
///
/// `canImport` is true for the modules the playground can import (the others' `#else`
/// branch is taken, which is what such a condition is written for).
struct PlaygroundBuildConfiguration: BuildConfiguration {
    /// Module names `canImport(...)` and `import` accept.
    var importableModules: Set<String>

    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }

    func hasFeature(name: String) -> Bool {
        // Swift 6 mode: the upcoming features of Swift 6 are on.
        ["StrictConcurrency", "ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals",
         "DeprecateApplicationMain", "ImportObjcForwardDeclarations", "DisableOutwardActorInference",
         "IsolatedDefaultValues", "GlobalConcurrency", "InferSendableFromCaptures", "RegionBasedIsolation",
         "DynamicActorIsolation", "ImplicitOpenExistentials", "GlobalActorIsolatedTypesUsability"].contains(name)
    }

    func hasAttribute(name: String) -> Bool {
        ["available", "MainActor", "Sendable", "preconcurrency", "discardableResult", "escaping", "autoclosure",
         "propertyWrapper", "resultBuilder", "dynamicMemberLookup", "frozen", "inlinable", "usableFromInline",
         "objc", "main", "unchecked", "retroactive", "backDeployed", "ViewBuilder", "Observable"].contains(name)
    }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let first = importPath.first?.1 else { return false }
        return importableModules.contains(first)
    }

    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    /// `swift(>=6.3)` is true in the Swift 6 mode of a 6.3 compiler (checked with swiftc 6.3.1).
    var languageVersion: VersionTuple { VersionTuple(6, 3) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3, 1) }
}
