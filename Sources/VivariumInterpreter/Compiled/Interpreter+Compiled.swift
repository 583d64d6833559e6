import Foundation
import VivariumSyntax

/// Running compiled bodies: which functions compile (`BodyCompiler`), the cache of what they
/// compiled to, and calls into them with the frames, arguments and write-backs of the general
/// `callFunctionReturningSelf`.
extension Interpreter {
    /// Set `VIVARIUM_COMPILE=0` to run every body the general way (to compare the two).
    static let compilesBodies = ProcessInfo.processInfo.environment["VIVARIUM_COMPILE"] != "0"

    /// What a function declared at a place compiles to, for one owner type (nil: it does not).
    struct CompiledKey: Hashable {
        let location: SourceLocation
        let name: String
        let ownerType: String?
    }

    /// Forgets what was compiled once the declarations changed. Each time starts a new epoch,
    /// which only grows (a rollback that restores `registrations` restores no epoch): what a
    /// closure remembers of its compiled body is for one epoch.
    func forgetCompiledBodiesIfStale() {
        guard compiledGeneration != types.registrations else { return }
        compiledFunctions = [:]
        compiledClosures = [:]
        initializerFactsCache = [:]
        availableInitializersCache = [:]
        compiledGeneration = types.registrations
        compiledEpoch += 1
    }

    /// The compiled body of a user function or method, compiled on first call; nil when it runs
    /// the general way. Forgotten whenever declarations change (`TypeRegistry.registrations`).
    func compiledBody(for function: BoundFunction) -> CompiledBody? {
        guard Self.compilesBodies else { return nil }
        forgetCompiledBodiesIfStale()
        let decl = function.declaration
        let key = CompiledKey(location: decl.location, name: decl.name, ownerType: function.ownerType)
        if let known = compiledFunctions[key] { return known }
        let compiled = compilable(function) ? BodyCompiler.compile(
            parameters: decl.parameters, body: decl.body,
            context: .init(ownerType: function.ownerType, hasSelf: function.receiver != nil && !decl.isStatic, returnType: decl.returnType,
                           selfIsMutable: decl.modifiers.contains(.mutating)),
            interpreter: self) : nil
        compiledFunctions[key] = compiled
        return compiled
    }

    /// Whether the compiled call can stand for `callFunctionReturningSelf`: no generic
    /// parameters, result builder or view builder, and parameters bound one argument each
    /// (a default value and `inout` included).
    private func compilable(_ function: BoundFunction) -> Bool {
        let decl = function.declaration
        guard decl.genericParameters.isEmpty, resultBuilder(in: decl.attributes) == nil, !FrameworkLayer.hasBuilderAttribute(decl.attributes),
              function.genericArguments.isEmpty else { return false }
        // A generic type's members see its parameters (`T`), which bind arguments their own way.
        if let owner = function.ownerType, types.type(owner)?.declaration.genericParameters.isEmpty == false { return false }
        return Self.bindsOneForOne(decl.parameters)
    }

    /// Parameters a compiled call binds one argument each (no variadic, autoclosure, attribute
    /// or `Self` in their types).
    static func bindsOneForOne(_ parameters: [Parameter]) -> Bool {
        parameters.allSatisfy { !$0.isVariadic && !$0.isAutoclosure && $0.attributes.isEmpty && !$0.type.namesSelf }
    }

    /// A call whose arguments compiled code evaluated already.
    func invoke(_ function: BoundFunction, values: [Value], labels: [String?], locations: [SourceLocation],
                at location: SourceLocation) throws -> Value {
        let inputs = values.indices.map { ArgumentInput.value(ArgumentValue(label: labels[$0], value: values[$0], location: locations[$0])) }
        return try callFunction(function, arguments: inputs, at: location)
    }

    /// `callFunctionReturningSelf` for a compiled body.
    func callCompiled(_ compiled: CompiledBody, _ function: BoundFunction, arguments: [ArgumentInput],
                      currentSelf: (() throws -> Value)?, writeBackOnThrow: ((Value) throws -> Void)?,
                      at location: SourceLocation) throws -> (result: Value, newSelf: Value?) {
        let decl = function.declaration
        let isMutating = decl.modifiers.contains(.mutating)
        // `self` is seen through the activation (`Activation.environment`).
        let selfBox = function.receiver.map { Box($0, isLet: !isMutating) }
        let owner = function.ownerType.map { "\($0).\(decl.name)" } ?? decl.name
        let staticType = decl.isStatic ? function.ownerType : nil
        var writebacks: [CompiledWriteback] = []
        return try runCompiled(compiled, enclosing: function.scope ?? globals, selfBox: selfBox, returnType: decl.returnType, name: owner,
                               location: location, staticType: staticType, initializing: function.ownerType) { activation in
            writebacks = try bindArguments(decl.parameters, arguments, into: activation, compiled, callee: owner, at: location)
            if isMutating, !arguments.allSatisfy(\.isInert), let currentSelf, let selfBox {
                selfBox.value = try currentSelf()
            }
        } run: { activation in
            let result: Value
            do {
                result = try compiled.run(activation)
            } catch let thrown as ThrownError {
                try performWritebacks(writebacks, from: activation)
                if isMutating, let writeBackOnThrow, let newSelf = selfBox?.value { try writeBackOnThrow(newSelf) }
                throw thrown
            }
            try performWritebacks(writebacks, from: activation)
            return (result, isMutating ? selfBox?.value : nil)
        }
    }

    /// A parameter whose last value goes back to the argument's place after the call.
    struct CompiledWriteback {
        var slot: LocalSlot
        var target: Expr
        var scope: Scope
    }

    /// `bindArguments` into an activation's slots: each argument evaluated with its
    /// parameter's type as context, a default value where none is given.
    /// `mapping`: the arguments' match to the parameters when the caller made it already.
    func bindArguments(_ parameters: [Parameter], _ inputs: [ArgumentInput], into activation: Activation,
                               _ compiled: CompiledBody, callee: String, mapping known: [[Int]]? = nil,
                               at location: SourceLocation) throws -> [CompiledWriteback] {
        guard let mapping = known ?? matchArguments(parameters, inputs) else {
            throw RuntimeError(.trap, "arguments do not match the parameters of '\(callee)'", at: location)
        }
        var writebacks: [CompiledWriteback] = []
        // Swift evaluates the arguments written, in order, and then the default arguments of
        // the parameters left out (`f(b: h())` of `f(a: Int = g(), b: Int)` calls h, then g).
        for index in parameters.indices where mapping[index].isEmpty == false {
            try bindArgument(index)
        }
        for index in parameters.indices where mapping[index].isEmpty {
            try bindArgument(index)
        }
        func bindArgument(_ index: Int) throws {
            let parameter = parameters[index]
            let indices = mapping[index]
            let value: Value
            if indices.isEmpty {
                value = try parameter.defaultValue.map { try evaluate($0, in: globals, expected: parameter.type) } ?? .void
            } else {
                let input = inputs[indices[0]]
                value = try evaluateInput(input, expected: parameter.type)
                if parameter.isInout, case .expression(let argument, let argumentScope) = input, let slot = compiled.parameterSlots[index] {
                    writebacks.append(CompiledWriteback(slot: slot, target: argument.value, scope: argumentScope))
                }
            }
            guard let slot = compiled.parameterSlots[index] else { return }
            activation.bind(value, to: slot, type: parameter.type)
        }
        return writebacks
    }

    func performWritebacks(_ writebacks: [CompiledWriteback], from activation: Activation) throws {
        for writeback in writebacks {
            try assign(activation.read(writeback.slot), to: writeback.target, in: writeback.scope)
        }
    }

    /// `withFrame` for a compiled body: a frame and activation of the body's (`makeFrame`),
    /// `bind` given the activation first (the arguments, as the caller evaluates them), then the
    /// same limits as `withFrame`, the frame pushed while `run` runs; when it ends, a safe point
    /// is due if its locals held anything, and the pair is kept for the next call when nothing
    /// else holds it (`recycle`).
    @inline(__always)
    func runCompiled<T>(_ compiled: CompiledBody, enclosing: Scope, selfBox: Box?, returnType: TypeReference?,
                        name: String, location: SourceLocation, staticType: String?, initializing: String?,
                        bind: (Activation) throws -> Void, run: (Activation) throws -> T) throws -> T {
        // NB: the caller's static type read where its frame lies (`frames.last` is a copy, retained).
        let inherited = frames.withUnsafeBufferPointer { $0.last?.staticType }
        return try runCompiled(compiled, enclosing: enclosing, selfBox: selfBox, returnType: returnType, name: name,
                               location: location, staticType: staticType, initializing: initializing,
                               inheritedStaticType: inherited, bind: bind, run: run)
    }

    /// `runCompiled` called from compiled code, which names the static type of the calling frame
    /// (the innermost: its activation's, see `Activation.frame`), inherited unless the call has
    /// its own.
    /// NB: a call retains nothing of its own: the activation is used where its frame holds it
    /// (`_withUnsafeGuaranteedRef`), and the frame moves into the frame stack and back out of it.
    /// No `defer`s: each is a function of its own, which retains what it uses.
    @inline(__always)
    func runCompiled<T>(_ compiled: CompiledBody, enclosing: Scope, selfBox: Box?, returnType: TypeReference?,
                        name: String, location: SourceLocation, staticType: String?, initializing: String?,
                        inheritedStaticType: String?,
                        bind: (Activation) throws -> Void, run: (Activation) throws -> T) throws -> T {
        let (frame, activation) = compiled.makeFrame(enclosing: enclosing, selfBox: selfBox, returnType: returnType)
        do {
            try activation._withUnsafeGuaranteedRef { try bind($0) }
            try checkCallDepth(name: name, location: location)
        } catch {
            compiled.recycle(frame, activation)
            throw error
        }
        frame.prepare(name: name, location: location, scope: enclosing, staticType: staticType,
                      inheritedStaticType: inheritedStaticType, initializing: initializing)
        frames.append(consume frame)
        let result: T
        do {
            result = try activation._withUnsafeGuaranteedRef { try run($0) }
        } catch {
            let ended = endCompiledFrame(activation)
            compiled.recycle(ended, activation)
            throw error
        }
        let ended = endCompiledFrame(activation)
        compiled.recycle(ended, activation)
        return result
    }

    /// A compiled call's frame ends: popped (and given back), and a safe point due if its
    /// locals or temporaries held anything.
    @inline(__always)
    private func endCompiledFrame(_ activation: Unmanaged<Activation>) -> Frame {
        let frame = frames.removeLast()  // safe: the frame `runCompiled` appended
        activation._withUnsafeGuaranteedRef { activation in
            // NB: a body without `self` whose locals cannot hold a reference (`fib`'s) asks nothing more.
            if (activation.selfBox != nil || !activation.referenceSlots.isEmpty) && activation.holdsReferences(in: heap) {
                heap.needsCollection = true
                activation.rankReleases(in: heap)
            } else if !frame.temporaries.isEmpty {
                heap.needsCollection = true
            }
        }
        if !frame.heldTokens.isEmpty { releaseHeld(in: frame, from: 0) }
        return frame
    }
}

extension Activation {
    /// The call ended: its locals are let go last declared first, as Swift destroys them
    /// (`Heap.releasedValues`).
    func rankReleases(in heap: Heap) {
        for index in referenceSlots.reversed() {
            if !boxes.isEmpty, let box = boxes[index] { heap.rankRelease(of: box.value) } else { heap.rankRelease(of: values[index]) }
        }
    }

    /// Whether `self` or a local still set holds anything a collection could free (what a
    /// function's scope holding references says when its frame ends).
    /// Whether dropping its locals and `self` may free something (`Heap.frameLetsGo(of:)`): a
    /// method of a view model drops `self`, which its holders keep.
    func holdsReferences(in heap: Heap) -> Bool {
        if !selfHoldsNoReferences, let selfBox, heap.frameLetsGo(of: selfBox.value) { return true }
        // A body whose locals cannot hold a reference (`fib`'s): nothing else to look at.
        if referenceSlots.isEmpty { return false }
        // NB: the slots are looked at in place, not copied out one by one (a struct's copy
        // retains its storage: a closure called per element paid that at every call).
        for index in referenceSlots where heap.frameLetsGo(of: values[index]) { return true }
        guard !boxes.isEmpty else { return false }
        for index in referenceSlots {
            if let box = boxes[index], References.mayHoldReferences(box.value) { return true }
        }
        return false
    }
}

extension Interpreter {
    /// What a closure expression compiled to, for one declared result type.
    struct CompiledClosureKey: Hashable {
        let location: SourceLocation
        let resultType: TypeReference?
    }

    /// The compiled body of a closure (nil: it runs the general way): one that is no builder,
    /// whose parameters are plain names. It sees what it captures through its scope.
    func compiledBody(for closure: Closure) -> CompiledBody? {
        guard Self.compilesBodies, !closure.isViewBuilder, closure.resultBuilder == nil else { return nil }
        forgetCompiledBodiesIfStale()
        if let cached = closure.compiled, cached.epoch == compiledEpoch, cached.resultType == closure.resultType {
            return cached.body
        }
        let expr = closure.expression
        let key = CompiledClosureKey(location: expr.location, resultType: closure.resultType)
        if let known = compiledClosures[key] {
            closure.compiled = (compiledEpoch, closure.resultType, known)
            return known
        }
        var compiled: CompiledBody?
        if !expr.parameters.contains(where: { $0.name.hasPrefix("$") }) {
            let parameters = expr.parameters.isEmpty
                ? (0..<max(expr.anonymousParameterCount, 0)).map { Parameter(label: nil, name: "$\($0)", type: .named("_"), location: expr.location) }
                : expr.parameters.map { Parameter(label: nil, name: $0.name, type: $0.type ?? .named("_"), location: expr.location) }
            compiled = BodyCompiler.compile(parameters: parameters, body: expr.body,
                                            context: .init(ownerType: nil, hasSelf: false, returnType: closure.resultType, isClosure: true),
                                            interpreter: self, parametersHaveTypes: false)
            // `{ index, item in … }` given one tuple takes it apart when the counts agree; `$0`,
            // `$1` given one tuple take it apart whatever its count (as `callClosure` does).
            compiled?.tupleSpread = expr.parameters.isEmpty ? (expr.anonymousParameterCount, false) : (expr.parameters.count, true)
        }
        compiledClosures[key] = compiled
        closure.compiled = (compiledEpoch, closure.resultType, compiled)
        return compiled
    }

    /// A closure's parameters bound to `values` in order (`.void` past their end), each a constant.
    @inline(__always)
    private static func bindClosureArguments(_ values: [Value], of compiled: CompiledBody, into activation: Activation) {
        // NB: by the slots' indices (a `LocalSlot` copied out retains what its type holds).
        let unboxed = compiled.unboxedParameterSlots
        for index in unboxed.indices {
            let value = index < values.count ? values[index] : .void
            if unboxed[index] >= 0 {
                activation.values[unboxed[index]] = value
            } else if let slot = compiled.parameterSlots[index] {
                activation.boxes[slot.index] = Box(value, isLet: true)
            }
        }
    }

    /// `callClosure` for a compiled body, arguments bound as it binds them (a tuple given to
    /// several parameters is taken apart; each parameter a constant).
    func callCompiled(_ compiled: CompiledBody, closure: Closure, arguments: [Value], at location: SourceLocation) throws -> Value {
        // NB: what the expression says of its parameters was noted when it compiled (a copy of
        // the `ClosureExpr` per call retains each of its fields).
        let spread = compiled.tupleSpread
        return try runCompiled(compiled, enclosing: closure.scope, selfBox: nil, returnType: closure.resultType, name: closure.label,
                               location: location, staticType: nil, initializing: nil) { activation in
            // NB: the arguments are read where they lie (a copy of the array retains it).
            if spread.parameters > 1, arguments.count == 1, case .tuple(let elements, _) = arguments[0],
               !spread.exactly || elements.count == spread.parameters {
                Self.bindClosureArguments(elements, of: compiled, into: activation)
            } else {
                Self.bindClosureArguments(arguments, of: compiled, into: activation)
            }
        } run: { activation in
            try compiled.run(activation)
        }
    }
}

extension Interpreter {
    /// The compiled body of a computed property's getter (nil: it runs the general way): one
    /// that is no view builder or result builder.
    func compiledGetter(_ getter: [Statement], of property: PropertyDecl, typeName: String) -> CompiledBody? {
        guard Self.compilesBodies, !FrameworkLayer.hasBuilderAttribute(property.attributes), resultBuilder(in: property.attributes) == nil else { return nil }
        forgetCompiledBodiesIfStale()
        let key = CompiledKey(location: property.location, name: "get " + property.name, ownerType: typeName)
        if let known = compiledFunctions[key] { return known }
        let returnType = property.type.flatMap { $0.isOpaqueOrExistential ? nil : $0 }
        let compiled = BodyCompiler.compile(parameters: [], body: getter,
                                            context: .init(ownerType: typeName, hasSelf: true, returnType: returnType),
                                            interpreter: self)
        compiledFunctions[key] = compiled
        return compiled
    }

    /// `runGetter` for a compiled getter.
    func runCompiledGetter(_ compiled: CompiledBody, of property: PropertyDecl, self receiver: Value, typeName: String,
                           name: String) throws -> Value {
        let selfBox = Box(receiver, isLet: true)
        let returnType = property.type.flatMap { $0.isOpaqueOrExistential ? nil : $0 }
        return try runCompiled(compiled, enclosing: globals, selfBox: selfBox, returnType: returnType, name: name,
                               location: property.location, staticType: nil, initializing: typeName) { _ in
        } run: { activation in
            try compiled.run(activation)
        }
    }
}

extension Interpreter {
    /// The compiled body of a class's designated initializer (nil: it runs the general way):
    /// one of a class without generic parameters that cannot fail, whose parameters bind one
    /// argument each.
    func compiledInitializer(_ chosen: AvailableInitializer, of info: TypeInfo) -> CompiledBody? {
        let initializer = chosen.decl
        guard Self.compilesBodies, chosen.isDesignated, !initializer.isFailable, info.declaration.genericParameters.isEmpty,
              Self.bindsOneForOne(initializer.parameters) else { return nil }
        forgetCompiledBodiesIfStale()
        let key = CompiledKey(location: initializer.location, name: "init", ownerType: chosen.owner)
        if let known = compiledFunctions[key] { return known }
        let compiled = BodyCompiler.compile(parameters: initializer.parameters, body: initializer.body,
                                            context: .init(ownerType: chosen.owner, hasSelf: true, returnType: nil),
                                            interpreter: self)
        compiledFunctions[key] = compiled
        return compiled
    }
}
