/// A top-level variable whose initial value names the variable itself, with no type written
/// (`let progress = progress > 1 ? 1 : progress`): swiftc cannot infer its type and says
/// `circular reference` at the `let`, with a note at the name (swiftc 6.3.1, top-level code);
/// nothing else of the declaration. The interpreter found no such variable when the line ran.
extension CheckRun {
    func checkGlobalInitializer(_ variable: PropertyDecl, _ context: Context) {
        guard variable.type == nil, variable.getter == nil, variable.initializer != nil, variable.wrapper == nil,
              initializingGlobal == nil else {
            checkPropertyBodies(variable, context, isValueType: false)
            return
        }
        let groupsBefore = bodyGroups.count
        let errorsBefore = bodyErrorCount
        initializingGlobal = (variable.name, false)
        checkPropertyBodies(variable, context, isValueType: false)
        let namesItself = initializingGlobal?.namesItself == true
        initializingGlobal = nil
        // An earlier input's variable of that name is the one named (the new one replaces it).
        guard namesItself, !declaredEarlier(variable.name) else { return }
        bodyGroups.removeSubrange(groupsBefore...)
        bodyErrorCount = errorsBefore
        let keyword = tokens?.token(variable.isLet ? "let" : "var", from: variable.location) ?? variable.location
        report("circular reference", at: keyword, notes: [("through reference here", variable.nameLocation)])
    }

    private func declaredEarlier(_ name: String) -> Bool {
        previous.contains { program in
            program.declarations.contains { if case .variable(let variable) = $0 { variable.name == name } else { false } }
        }
    }
}
