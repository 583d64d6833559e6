extension CheckRun {
    /// `import X` of a module an iOS build cannot find: swiftc's fatal `no such module 'X'`
    /// at the module name. An SDK module the playground does not model is reported as not
    /// supported (with the rest of the file's diagnostics), because the compiler finds it.
    func missingModules() -> [Diagnostic] {
        var missing: [Diagnostic] = []
        for case .import(let path, let location) in program.declarations {
            let module = String(path.prefix { $0 != "." })
            if environment.moduleNames.contains(module) { continue }
            if AppleNames.sdkModules.contains(module) {
                reportDeclaration("not supported in the playground: module '\(module)'", at: location)
                continue
            }
            missing.append(.error("no such module '\(module)'", at: location))
        }
        return Array(missing.prefix(1))
    }
}
