extension CheckRun {
    /// `import X` of a module an iOS build cannot find: swiftc's fatal `no such module 'X'`
    /// at the module name. An SDK module the playground does not model is imported as the
    /// compiler imports it, and nothing more: a file that imports it without using it runs
    /// (what it uses of it is `not supported in the playground`, see `Checker.unmodelledUses`).
    func missingModules() -> [Diagnostic] {
        var missing: [Diagnostic] = []
        for case .import(let path, let location) in program.declarations {
            let module = String(path.prefix { $0 != "." })
            if environment.moduleNames.contains(module) || AppleNames.sdkModules.contains(module) { continue }
            missing.append(.error("no such module '\(module)'", at: location))
        }
        return Array(missing.prefix(1))
    }
}
