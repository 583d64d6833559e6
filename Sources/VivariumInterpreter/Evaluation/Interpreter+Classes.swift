import OrderedCollections
import VivariumSyntax

extension Interpreter {
    // MARK: Classes

    /// `Model(service: Service())`: as Swift does, the arguments are evaluated first (those
    /// written, then the defaults of those left out), then the object is allocated, then its
    /// initializer runs; a class's stored properties take their default values as its
    /// designated initializer begins (a subclass's before its body, a superclass's when
    /// `super.init` is called; a convenience initializer's code before `self.init` comes first).
    /// `choice`: the initializer the arguments choose, when the call site found it already.
    func constructObject(_ info: TypeInfo, inputs: [ArgumentInput], generics: [String: String] = [:],
                         choice known: InitializerChoice? = nil, at location: SourceLocation) throws -> Value {
        let choice = try known ?? chooseInitializer(info.name, inputs, at: location)
        var made: HeapObject?
        defer {
            if let made {
                heap.needsCollection = true
                pendingDefaults[made.id] = nil
            }
        }
        func allocate() throws -> ObjectID {
            let collectionWasDue = heap.needsCollection
            let object = heap.allocate(typeName: info.name, creationContext: activity)
            made = object
            // The new object is held by its initializer's `self` until it returns: the safe point
            // its allocation calls for is the caller's, after the initializer, not one at the end
            // of the initializer's first statement (a collection that would find it alive).
            heap.needsCollection = collectionWasDue
            object.genericArguments = info.superclass == nil ? generics : inheritedGenericArguments(info.name).merging(generics) { $1 }
            object.provenance = provenanceOfNewObject
            if info.isInternal {
                object.isInternal = true
                if let label = info.internalLabel { object.internalLabel = label }
            } else {
                log.append(.created(object.id))
            }
            pin(.object(object.id))
            pendingDefaults[object.id] = (choice.chain, generics)
            return object.id
        }
        let failed = try runInitializer(allocating: allocate, className: info.name, inputs: inputs, choice: choice, at: location)
        guard let object = made else { return .nil }
        // A class no designated initializer of which ran (one the playground does not model):
        // its defaults all the same.
        if let last = pendingDefaults[object.id]?.classes.last { try initializePendingDefaults(of: object.id, through: last) }
        if !info.declaration.genericParameters.isEmpty {
            object.genericArguments = completeGenericArguments(of: info, fields: object.fields, known: object.genericArguments)
        }
        if failed, !hasEveryStoredProperty(object) { object.skipsDeinit = true }
        return failed ? .nil : .object(object.id)
    }

    /// Whether each stored property of `object`'s class chain has a value (an optional `var`
    /// with none is nil, as Swift initializes it).
    private func hasEveryStoredProperty(_ object: HeapObject) -> Bool {
        for info in types.classChain(object.typeName) {
            for property in info.storedProperties where !property.isStatic && property.getter == nil {
                if object.fields[property.name] != nil || property.modifiers.contains(.lazy) { continue }
                if !property.isLet, property.type?.isOptional == true { continue }
                return false
            }
        }
        return true
    }

    /// What the generic parameters of `className`'s superclasses stand for, as its chain writes
    /// them (`class IntBox: Box<Int>` makes `Box`'s `T` `Int` in every `IntBox`).
    func inheritedGenericArguments(_ className: String) -> [String: String] {
        var result: [String: String] = [:]
        for info in types.classChain(className) where !info.superclassGenerics.isEmpty {
            guard let superclass = info.superclass, let parameters = types.type(superclass)?.declaration.genericParameters,
                  parameters.count == info.superclassGenerics.count else { continue }
            for (parameter, argument) in zip(parameters, info.superclassGenerics) where result[parameter] == nil {
                // `class Sub<U>: Box<U>`: `T` is what `U` is, settled by a subclass (`Sub<Int>`) or
                // by the instance's own arguments; left open otherwise.
                if case .named(let open, generics: []) = argument, info.declaration.genericParameters.contains(open) {
                    if let bound = result[open] { result[parameter] = bound }
                    continue
                }
                result[parameter] = argument.description
            }
        }
        return result
    }

    /// An initializer a class has: declared (in the class or an extension) or inherited.
    struct AvailableInitializer {
        var decl: InitializerDecl
        /// The class that declares it (whose `super` its body uses).
        var owner: String
        var isDesignated: Bool
    }

    /// `init(nibName:bundle:)`: an initializer's name as the compiler prints it.
    static func signature(_ initializer: InitializerDecl) -> String {
        "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The initializers of `className`, with Swift's automatic initializer inheritance (The
    /// Swift Programming Language, "Initialization"): a subclass that defines no designated
    /// initializer inherits all of its superclass's; one that implements all of them (as
    /// designated or convenience initializers) inherits its convenience initializers. A root
    /// class without designated initializers has the implicit `init()`.
    func availableInitializers(_ className: String) -> [AvailableInitializer] {
        // Derived from the declarations only (a construction in a loop asks at every object):
        // kept until declarations change, with the compiled bodies.
        forgetCompiledBodiesIfStale()
        if let known = availableInitializersCache[className] { return known }
        let result = uncachedAvailableInitializers(className)
        availableInitializersCache[className] = result
        return result
    }

    private func uncachedAvailableInitializers(_ className: String) -> [AvailableInitializer] {
        guard let info = types.type(className) else { return [] }
        var result = info.initializers.map {
            AvailableInitializer(decl: $0, owner: info.name, isDesignated: !$0.modifiers.contains(.convenience))
        }
        let ownDesignated = result.contains { $0.isDesignated }
        guard let superclass = info.superclass, types.type(superclass) != nil else {
            if !ownDesignated {
                let implicit = InitializerDecl(parameters: [], body: [], location: info.declaration.location)
                result.append(AvailableInitializer(decl: implicit, owner: info.name, isDesignated: true))
            }
            return result
        }
        let inherited = availableInitializers(superclass)
        let own = Set(result.map { Self.signature($0.decl) })
        let coversDesignated = inherited.filter(\.isDesignated).allSatisfy { own.contains(Self.signature($0.decl)) }
        for entry in inherited where !own.contains(Self.signature(entry.decl)) {
            if !ownDesignated || (coversDesignated && !entry.isDesignated) { result.append(entry) }
        }
        return result
    }

    /// Whether initializers and their calls of `className` are listed in the reply (classes
    /// derived from the UIKit module's `NSObject`, whose initialization order seed 004 is about).
    func logsInitializers(_ className: String) -> Bool {
        className != "NSObject" && types.classChain(className).contains { $0.name == "NSObject" }
    }

    /// Runs the initializer of `className` that matches `inputs` on an allocated object,
    /// inheriting initializers as Swift does. Returns true when a failable initializer failed.
    @discardableResult
    func runInitializer(objectID: ObjectID, className: String, inputs: [ArgumentInput], at location: SourceLocation) throws -> Bool {
        try runInitializer(allocating: { objectID }, className: className, inputs: inputs, at: location)
    }

    /// `runInitializer` for the object `allocate` makes once the arguments are bound (a
    /// construction), or has made (a superclass's initializer: it returns the object's id).
    private func runInitializer(allocating allocate: () throws -> ObjectID, className: String, inputs: [ArgumentInput],
                                choice known: InitializerChoice? = nil, at location: SourceLocation) throws -> Bool {
        guard types.type(className) != nil else { _ = try allocate(); return false } // a builtin superclass
        let choice = try known ?? chooseInitializer(className, inputs, at: location)
        let chosen = choice.chosen
        let initializer = chosen.decl
        let mapping = choice.mapping
        guard let info = types.type(chosen.owner) else { return false }
        let facts = choice.facts
        let name = facts.name
        if facts.isQuiet { quietInitializers += 1 }
        defer { if facts.isQuiet { quietInitializers -= 1 } }
        // `self` is the object once the arguments are bound and it is allocated.
        let selfBox = Box(.nil, isLet: true)
        var objectID = 0
        if let compiled = choice.compiled {
            try runCompiled(compiled, enclosing: globals, selfBox: selfBox, returnType: nil, name: name, location: location,
                            staticType: nil, initializing: chosen.owner) { _ in
            } run: { activation in
                let writebacks = try bindArguments(initializer.parameters, inputs, into: activation, compiled,
                                                   callee: facts.callee, mapping: mapping, at: location)
                if facts.isLogged, quietInitializers == 0 { log.append(.host(kind: .initializer, text: name, path: nil, reason: nil)) }
                objectID = try allocate()
                selfBox.value = .object(objectID)
                if chosen.isDesignated { try initializePendingDefaults(of: objectID, through: chosen.owner) }
                _ = try compiled.run(activation)
                try performWritebacks(writebacks, from: activation)
                if !facts.callsSuperInit, let superclass = info.superclass, types.type(superclass) != nil {
                    try runInitializer(objectID: objectID, className: superclass, inputs: [], at: location)
                }
            }
            return false
        }
        let scope = Scope(parent: globals)
        scope.declare("self", selfBox)
        var failed = false
        try withFrame(name: name, location: location, scope: scope, initializing: chosen.owner) {
            let writebacks = try bindArguments(initializer.parameters, inputs, into: scope, callee: facts.callee, at: location)
            if facts.isLogged, quietInitializers == 0 { log.append(.host(kind: .initializer, text: name, path: nil, reason: nil)) }
            objectID = try allocate()
            selfBox.value = .object(objectID)
            if chosen.isDesignated { try initializePendingDefaults(of: objectID, through: chosen.owner) }
            if !info.declaration.genericParameters.isEmpty, let object = heap.object(objectID) {
                object.genericArguments = inferGenericArguments(of: info, parameters: initializer.parameters, in: scope,
                                                                known: object.genericArguments)
            }
            let flow = try execute(initializer.body, in: scope, builder: nil)
            if case .returned(.nil) = flow, initializer.isFailable { failed = true }
            try performWritebacks(writebacks, from: scope)
            if !failed, !facts.callsSuperInit, chosen.isDesignated, let superclass = info.superclass,
               types.type(superclass) != nil {
                try runInitializer(objectID: objectID, className: superclass, inputs: [], at: location)
            }
        }
        return failed
    }

    /// A designated initializer of `owner` begins on the object `id` being constructed: the
    /// stored properties of each class from the object's own down to `owner` that have not
    /// taken their default values take them now, subclass first (an inherited designated
    /// initializer initializes the subclass's too).
    func initializePendingDefaults(of id: ObjectID, through owner: String) throws {
        guard var pending = pendingDefaults[id], let stop = pending.classes.firstIndex(of: owner),
              let object = heap.object(id) else { return }
        let due = Array(pending.classes[...stop])
        pending.classes.removeFirst(stop + 1)
        pendingDefaults[id] = pending
        for name in due {
            guard let classInfo = types.type(name) else { continue }
            // Not `&object.fields`: a default value's initializer runs code whose safe points
            // read every object's fields (an exclusivity violation); each default is committed
            // as soon as it exists, so a collection sees it held.
            var fields = object.fields
            try initializeDefaults(classInfo, into: &fields, owner: id, generics: pending.generics, commit: { object.fields = $0 })
            object.fields = fields
        }
    }

    static func containsSuperInit(_ body: [Statement]) -> Bool {
        FreeVariables.containsCall(body, where: { callee in
            if case .member(let base, "init") = callee.kind, case .superValue = base.kind { return true }
            return false
        })
    }

    /// Runs the `deinit` bodies of an object's class chain, subclass first.
    /// Runs the `deinit`s of `object`'s class chain; returns whether any ran.
    @discardableResult
    func runDeinit(_ object: HeapObject) throws -> Bool {
        guard !object.skipsDeinit else { return false }
        var ran = false
        for info in types.classChain(object.typeName) {
            guard let deinitializer = info.deinitializer else { continue }
            ran = true
            let scope = Scope(parent: globals)
            scope.declare("self", Box(.object(object.id), isLet: true))
            try withFrame(name: "\(info.name).deinit", location: deinitializer.location, scope: scope, initializing: info.name) {
                _ = try execute(deinitializer.body, in: scope, builder: nil)
            }
        }
        return ran
    }
}

/// What running an initializer needs from its declaration, worked out once per declaration
/// (until declarations change): a class construction in a loop asks at every object.
struct InitializerFacts {
    /// `Account.init(balance:)`: its frame's name and its line in the reply when logged.
    let name: String
    /// `Account.init`: what an error binding its arguments names.
    let callee: String
    /// Whether its calls are listed in the reply (`logsInitializers`).
    let isLogged: Bool
    /// Whether its body calls `super.init` (otherwise Swift calls the superclass's implicitly).
    let callsSuperInit: Bool
    /// A bundled module's private initializer (its first label begins with `_`): it and the
    /// initializers it chains to are not listed (`Interpreter.quietInitializers`).
    var isQuiet = false
}

extension Interpreter {
    func initializerFacts(_ chosen: AvailableInitializer) -> InitializerFacts {
        forgetCompiledBodiesIfStale()
        let key = CompiledKey(location: chosen.decl.location, name: "init", ownerType: chosen.owner)
        if let known = initializerFactsCache[key] { return known }
        let facts = InitializerFacts(name: "\(chosen.owner).\(Self.signature(chosen.decl))", callee: "\(chosen.owner).init", isLogged: logsInitializers(chosen.owner),
                                     callsSuperInit: Self.containsSuperInit(chosen.decl.body),
                                     isQuiet: chosen.decl.parameters.first?.label?.hasPrefix("_") == true && chosen.decl.location.file.hasPrefix("<module "))
        initializerFactsCache[key] = facts
        return facts
    }

    /// The initializer of `className` that `inputs` choose by their labels (`matchArguments`),
    /// with what running it needs; an error naming the class when none does.
    func chooseInitializer(_ className: String, _ inputs: [ArgumentInput], at location: SourceLocation) throws -> InitializerChoice {
        initializerChoicesMade += 1
        let available = availableInitializers(className)
        // NB: by index: an `AvailableInitializer` holds a whole declaration, and a copy of each
        // candidate retains and releases every part of it.
        for index in available.indices {
            guard let mapping = matchArguments(available[index].decl.parameters, inputs) else { continue }
            let chosen = available[index]
            let compiled = types.type(chosen.owner).flatMap { compiledInitializer(chosen, of: $0) }
            return InitializerChoice(chosen: chosen, mapping: mapping, facts: initializerFacts(chosen), compiled: compiled,
                                     chain: types.classChain(className).map(\.name), generation: types.registrations)
        }
        if !inputs.isEmpty, available.allSatisfy({ $0.decl.parameters.isEmpty }) {
            throw RuntimeError(.trap, "'\(className)' has no initializer taking arguments", at: location)
        }
        throw RuntimeError(.trap, "no initializer of '\(className)' matches the arguments", at: location)
    }
}

/// The initializer a construction's arguments choose and what running it needs: found at each
/// construction the general way, and once per call site in compiled code (`classConstruction`),
/// whose labels are written in the source, for as long as no declaration is registered.
final class InitializerChoice {
    let chosen: Interpreter.AvailableInitializer
    /// Each parameter's arguments (`matchArguments`).
    let mapping: [[Int]]
    let facts: InitializerFacts
    /// Its body compiled (`compiledInitializer`), or nil: it runs the general way.
    let compiled: CompiledBody?
    /// The constructed class's chain, subclass first: whose defaults are pending at allocation.
    let chain: [String]
    /// `TypeRegistry.registrations` when it was found.
    let generation: Int

    init(chosen: Interpreter.AvailableInitializer, mapping: [[Int]], facts: InitializerFacts, compiled: CompiledBody?,
         chain: [String], generation: Int) {
        self.chosen = chosen
        self.mapping = mapping
        self.facts = facts
        self.compiled = compiled
        self.chain = chain
        self.generation = generation
    }
}
