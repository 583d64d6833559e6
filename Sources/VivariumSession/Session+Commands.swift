import Foundation
import VivariumGraph
import VivariumInterpreter
import VivariumSyntax
import VivariumWire

extension Session {
    /// Runs one trimmed input against the current engine.
    func run(_ line: String, original: String) throws -> Reply {
        guard let (command, argument) = Command.parse(line) else {
            return try addSwift(line, original: original, file: "<input-\(commandNumber)>")
        }
        let graph = engine.graph
        if command.runsCode, !engine.stale.isEmpty {
            // A mounted view whose declaration no longer checks (its body or an action uses one).
            let mounted = Set(graph.allNodes.map(\.typeName))
            if let stale = engine.stale.first(where: { !$0.names.isDisjoint(with: mounted) }) {
                throw DiagnosticsError(stale.diagnostics)
            }
        }
        if command.runsCode, !engine.deferred.isEmpty {
            let diagnostics = engine.deferred.flatMap { SessionChecker.recheck($0, programs: engine.programs) }
            if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
            engine.deferred = []
        }
        switch command {
        case .help:
            if !argument.isEmpty {
                guard let topic = Command(rawValue: argument) else { throw CommandError("no command named '\(argument)'") }
                return Reply(command: original, message: topic.help)
            }
            return Reply(command: original, message: Command.helpText)
        case .tree:
            return Reply(command: original, tree: tree(), message: graph.root == nil ? "nothing is mounted" : nil)
        case .objects:
            switch argument {
            case "": return Reply(command: original, message: graph.objectsDescription())
            case "--json": return Reply(command: original, message: try Listing.json(ObjectsListing(objects: graph.liveObjects())))
            default: throw CommandError("usage: \(command.usage)")
            }
        case .timeline:
            return try timeline(argument, original: original)
        case .explain:
            guard !argument.isEmpty else { throw CommandError("usage: \(command.usage)") }
            return Reply(command: original, message: try explain(argument))
        case .previews:
            return Reply(command: original, message: previewsListing())
        case .inspect:
            return Reply(command: original, message: graph.inspect(try graph.resolve(argument)))
        case .compare:
            // The shell runs it (on private graphs of the daemon); a graph cannot replay itself.
            throw CommandError("'compare' runs in the viv shell (viv, viv attach NAME; not with --json), which replays this graph's history "
                               + "under each profile; for a session file use: viv run --profiles LIST FILE")
        case .unwatch:
            throw CommandError("'unwatch' runs in the viv shell, which watches the files loaded with 'load --watch FILE'")
        case .reset:
            reset()
            return Reply(command: original, message: "empty program and graph")
        case .load:
            guard !argument.isEmpty else { throw CommandError("usage: \(command.usage)") }
            if argument == "--watch" || argument.hasPrefix("--watch ") {
                // The shell watches the file and sends `load FILE` on each save.
                throw CommandError("'load --watch' runs in the viv shell (viv, viv attach NAME, viv --watch FILE), "
                                   + "which loads the file again on each save; here: load FILE")
            }
            if argument.hasSuffix(".viv") {
                throw CommandError("'\(argument)' is a session file, not Swift: run it with `viv run \(argument)` "
                                   + "(or `viv --preload \(argument)` to open the shell after it)")
            }
            // A rollback replays the text this command read, never the file as it is now.
            let text = try loadedTexts[commandNumber] ?? Self.readSwiftFile(argument, relativeTo: baseDirectory)
            loadedTexts[commandNumber] = text
            return try addSwift(text, original: original, file: argument, fromFile: true)
        case .mount:
            guard graph.root != nil else {
                try mountRoot(argument)
                return assembleReply(original)
            }
            // As Xcode Previews replace the preview on screen: the old root unmounts (its
            // onDisappear actions and deinits are in this reply) and the new one mounts. What
            // to mount is parsed and checked first, so a typo unmounts nothing.
            let replaced = graph.root?.typeName ?? "view"
            let target = try mountTarget(argument, checked: true)
            try graph.unmount()
            engine.mountArgument = nil
            try mountRoot(argument, target: target)
            var reply = assembleReply(original)
            reply.message = "replaced the mounted \(replaced) (it was unmounted first, as Previews replace a preview)"
            return reply
        case .unmount:
            try graph.unmount()
            engine.mountArgument = nil
        case .profile:
            if argument.isEmpty {
                return Reply(command: original, message: "profile \(graph.profile.name)")
            }
            guard let profile = Profile.named(argument) else {
                throw CommandError("no profile '\(argument)'; one of: \(Profile.all.map(\.name).joined(separator: ", "))")
            }
            graph.profile = profile
            return Reply(command: original, tree: tree(), message: "profile \(profile.name)")
        case .dismiss:
            try graph.dismissTopmost()
        case .back:
            try graph.back()
        case .refresh:
            try graph.refresh(try graph.resolve(argument))
        case .delete:
            try graph.delete(try graph.resolve(argument))
        case .move:
            // `move PATH to OFFSET`: the last ` to ` separates the path from the offset.
            guard let separator = argument.range(of: " to ", options: .backwards),
                  let offset = Int(argument[separator.upperBound...].trimmingCharacters(in: .whitespaces)) else {
                throw CommandError("usage: \(command.usage)")
            }
            let path = argument[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
            try graph.move(try graph.resolve(path), toOffset: offset)
        case .press:
            try graph.press(try graph.resolve(argument))
        case .drag:
            // `drag PATH by DX,DY`: the last ` by ` separates the path from the distance.
            guard let separator = argument.range(of: " by ", options: .backwards) else { throw CommandError("usage: \(command.usage)") }
            let distance = argument[separator.upperBound...].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard distance.count == 2, let dx = distance[0], let dy = distance[1] else { throw CommandError("usage: \(command.usage)") }
            try graph.drag(try graph.resolve(argument[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)), by: dx, dy)
        case .phase:
            guard let phase = ScenePhase(rawValue: argument) else { throw CommandError("usage: \(command.usage)") }
            try graph.setScenePhase(phase)
        case .swipe, .menu:
            // `swipe PATH ["LABEL"]`, `menu PATH "LABEL"`: the label is the quoted text at the end.
            var path = argument
            var label: String?
            if argument.hasSuffix("\""), let open = argument.dropLast().lastIndex(of: "\"") {
                label = String(argument[argument.index(after: open)..<argument.index(before: argument.endIndex)])
                path = argument[..<open].trimmingCharacters(in: .whitespaces)
            }
            guard !path.isEmpty, command == .swipe || label != nil else { throw CommandError("usage: \(command.usage)") }
            let node = try graph.resolve(path)
            if command == .swipe { try graph.swipe(node, label: label) } else { try graph.contextMenu(node, label: label ?? "") }
        case .scroll:
            // `scroll PATH to WHERE`: the last ` to ` separates the path from the target.
            guard let separator = argument.range(of: " to ", options: .backwards),
                  let target = ScrollTarget(String(argument[separator.upperBound...])) else {
                throw CommandError("usage: \(command.usage)")
            }
            let path = argument[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
            try graph.scroll(try graph.resolve(path), to: target)
        case .advance:
            guard let nanoseconds = DurationText.parse(argument) else {
                throw CommandError("usage: \(command.usage)")
            }
            try withActivity("advance \(argument)") { try graph.advance(by: nanoseconds) }
            var reply = assembleReply(original)
            reply.message = "time is \(DurationText.format(engine.interpreter.now))"
            return reply
        case .settle:
            var result: (wakeUps: Int, stillScheduled: [(name: String, time: Int64)]) = (0, [])
            try withActivity("settle") { result = try graph.settleTasks() }
            var reply = assembleReply(original)
            var message = "time is \(DurationText.format(engine.interpreter.now)) after \(result.wakeUps) wake-up\(result.wakeUps == 1 ? "" : "s")"
            if !result.stillScheduled.isEmpty {
                let names = result.stillScheduled.prefix(3).map { "\($0.name) at \(DurationText.format($0.time))" }.joined(separator: ", ")
                message += "; still scheduled: \(names) (a task that never ends?)"
            }
            reply.message = message
            return reply
        case .remove:
            try graph.remove(try graph.resolve(argument))
        case .reeval:
            try graph.reevaluate(try graph.resolve(argument))
        case .tap:
            // `tap --count 2 PATH`: taps in quick succession, for `.onTapGesture(count: 2)`.
            var argument = Substring(argument)
            var taps = 1
            if argument.hasPrefix("--count ") {
                let rest = argument.dropFirst("--count ".count).drop { $0 == " " }
                let number = rest.prefix { $0.isNumber }
                guard let count = Int(number), count >= 1 else { throw CommandError("usage: \(command.usage)") }
                taps = count
                argument = rest.dropFirst(number.count).drop { $0 == " " }
            }
            // `tap --decrement PATH`: a Stepper's minus button (a plain tap is its plus).
            if argument.hasPrefix("--decrement ") {
                argument = argument.dropFirst("--decrement ".count).drop { $0 == " " }
                guard !argument.isEmpty, taps == 1 else { throw CommandError("usage: \(command.usage)") }
                try graph.stepDown(try typeTarget(String(argument)))
            } else {
                guard !argument.isEmpty else { throw CommandError("usage: \(command.usage)") }
                if let target = try tapTarget(String(argument)) { try graph.tap(target, taps: taps) }
            }
        case .type:
            // The text is the last quoted string; before it, a path or a quoted label.
            guard argument.hasSuffix("\""), let open = argument.dropLast().lastIndex(of: "\"") else {
                throw CommandError("usage: \(command.usage)")
            }
            let target = argument[..<open].trimmingCharacters(in: .whitespaces)
            let text = String(argument[argument.index(after: open)..<argument.index(before: argument.endIndex)])
            guard !target.isEmpty else { throw CommandError("usage: \(command.usage)") }
            try graph.type(try typeTarget(target), text: text)
        case .submit:
            guard !argument.isEmpty else { throw CommandError("usage: \(command.usage)") }
            try graph.submit(try typeTarget(argument))
        case .set:
            guard let equals = argument.firstIndex(of: "=") else { throw CommandError("usage: \(command.usage)") }
            let target = argument[..<equals].trimmingCharacters(in: .whitespaces)
            guard let dot = target.lastIndex(of: ".") else { throw CommandError("usage: \(command.usage)") }
            let node = try graph.resolve(String(target[..<dot]))
            let property = String(target[target.index(after: dot)...])
            // The property's type is the value's context, as in an assignment in Swift:
            // `set Meter.level = 20` of a `Double` stores 20.0, not an Int.
            let expected = engine.interpreter.types.type(node.typeName)?.storedProperty(property).flatMap(engine.interpreter.declaredType(of:))
            let value = try engine.interpreter.evaluateTopLevel(try expression(String(argument[argument.index(after: equals)...])), expected: expected)
            if case .named("Int", _)? = expected, case .double = value {
                throw CommandError("cannot assign value of type 'Double' to type 'Int'")
            }
            try graph.setState(node, property: property, to: value)
        case .swap:
            guard let equals = argument.firstIndex(of: "=") else { throw CommandError("usage: \(command.usage)") }
            let parts = argument[..<equals].split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2 else { throw CommandError("usage: \(command.usage)") }
            let node = try graph.resolve(String(parts[0]))
            let source = String(argument[argument.index(after: equals)...])
            let expr = try expression(source)
            try withActivity("swap \(node.path)") {
                try graph.swap(node, argument: String(parts[1])) { isAutoclosure in
                    isAutoclosure ? engine.interpreter.autoclosure(expr) : try engine.interpreter.evaluateTopLevel(expr)
                }
            }
        case .call:
            let expr = try expression(argument)
            var result = Value.void
            let reconcilesBefore = graph.reconcileCount
            do {
                try withActivity("call") {
                    try graph.transaction {
                        result = try engine.interpreter.printable(engine.interpreter.evaluateTopLevel(expr), at: expr.location)
                    }
                }
            } catch let error as RuntimeError where error.kind == .unresolved && error.location?.file == expr.location.file {
                // A name the expression itself uses that means nothing: swiftc would not compile
                // it, so the command fails as a compile error, where the name is.
                throw DiagnosticsError([.error(error.message, at: error.location ?? expr.location)])
            }
            var reply = assembleReply(original)
            // A call that ran no body, and ran no content closure of a builtin view again (a
            // DisclosureGroup's, a TimelineView's, a pushed destination's), left the tree as it
            // was: the reply does not repeat it.
            if reply.bodies.isEmpty, reply.inits.isEmpty, graph.reconcileCount == reconcilesBefore { reply.tree = nil }
            if case .void = result {} else { reply.message = graph.display(result) }
            return reply
        }
        return assembleReply(original)
    }

    private func tapTarget(_ argument: String) throws -> Node? {
        let graph = engine.graph
        if argument.hasPrefix("\""), argument.hasSuffix("\""), argument.count >= 2 {
            let label = String(argument.dropFirst().dropLast())
            var matches = graph.buttons(labelled: label)
            // The same label behind a sheet and in it, or on two stacked screens: the one in
            // front takes the tap.
            let inFront = matches.filter { graph.isInFront($0) }
            if matches.count > 1, !inFront.isEmpty { matches = inFront }
            if matches.isEmpty, let (tabView, index) = graph.tabs(labelled: label).first {
                try graph.selectTab(tabView, index)
                return nil
            }
            // A row of a `List(selection:)` by its text, a picker's option by its label.
            if matches.isEmpty {
                let rows = graph.selectableRows(labelled: label)
                if !rows.isEmpty { return try unique(rows, label: label, noun: ("row", "rows"), verb: "tap one") }
                let pickers = graph.pickers(offering: label)
                if !pickers.isEmpty {
                    try graph.type(try unique(pickers, label: label, noun: ("picker", "pickers"), verb: "choose with 'type'"), text: label)
                    return nil
                }
                // A text inside a view with `.onTapGesture`: that view's gesture.
                var gestures = graph.gestureViews(showing: label)
                let gesturesInFront = gestures.filter { graph.isInFront($0) }
                if gestures.count > 1, !gesturesInFront.isEmpty { gestures = gesturesInFront }
                if !gestures.isEmpty { return try unique(gestures, label: label, noun: ("view", "views"), verb: "tap one") }
            }
            if matches.isEmpty, let hint = graph.hiddenActionHint(labelled: label) {
                throw CommandError("no button labelled \"\(label)\" is shown; \(hint)", code: "command")
            }
            if matches.isEmpty {
                var seen: Set<String> = []
                let existing = labels().filter { seen.insert($0).inserted }
                let list = graph.root == nil ? "nothing is mounted" : existing.isEmpty ? "the mounted graph has none"
                    : "labels that exist: " + existing.prefix(12).joined(separator: ", ") + (existing.count > 12 ? ", …" : "")
                throw CommandError("no button labelled \"\(label)\"; \(list)", code: "command")
            }
            return try unique(matches, label: label, noun: ("button", "buttons"), verb: "tap one")
        }
        return try graph.resolve(argument)
    }

    /// `type "Search" "xy"` names the control by its label; `type TextField "xy"` by path.
    private func typeTarget(_ target: String) throws -> Node {
        let graph = engine.graph
        guard target.hasPrefix("\""), target.hasSuffix("\""), target.count >= 2 else { return try graph.resolve(target) }
        let label = String(target.dropFirst().dropLast())
        var matches = graph.valueControls(labelled: label)
        // The same label behind a sheet and in it: the one in front takes the text.
        let inFront = matches.filter { !graph.isBehindPresentation($0) }
        if matches.count > 1, !inFront.isEmpty { matches = inFront }
        return try unique(matches, label: label,
                          noun: ("text field, picker or stepper", "controls"), verb: "type into one")
    }

    /// The one node a label names, or an error listing the candidates by path.
    private func unique(_ matches: [Node], label: String, noun: (one: String, many: String), verb: String) throws -> Node {
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty { throw CommandError("no \(noun.one) labelled \"\(label)\"", code: "command") }
        let paths = matches.map { "  \($0.path)  (@\($0.handle))" }.joined(separator: "\n")
        throw CommandError("\(matches.count) \(noun.many) are labelled \"\(label)\"; \(verb) by path:\n\(paths)", code: "command")
    }

    /// What `mount ARGUMENT` evaluates: a preview's, a bare `mount`'s or an `App`'s content
    /// (`isPreview`), else the argument as a Swift expression, parsed and checked.
    private func mountTarget(_ argument: String, checked: Bool = false) throws -> (expr: Expr, isPreview: Bool) {
        if let previewExpr = try mountExpression(argument) { return (previewExpr, true) }
        return (try expression(argument, checked: checked), false)
    }

    /// Mounts the view `argument` evaluates to as the root.
    private func mountRoot(_ argument: String, target: (expr: Expr, isPreview: Bool)? = nil) throws {
        let (expr, isPreview) = try target ?? mountTarget(argument, checked: true)
        try withActivity("mount") {
            var value = try engine.interpreter.evaluateTopLevel(expr)
            // A preview of several views mounts as one Group.
            if isPreview { value = try groupingSeveralViews(value) }
            try engine.graph.mount(value, at: expr.location)
        }
        engine.mountArgument = argument
    }

    private func withActivity(_ holder: String, _ body: () throws -> Void) throws {
        let saved = engine.interpreter.activity
        engine.interpreter.activity = CreationContext(holder: holder)
        defer { engine.interpreter.activity = saved }
        try body()
    }

    /// Swift declarations and statements typed at the prompt or loaded from a file.
    private func addSwift(_ text: String, original: String, file: String, fromFile: Bool = false) throws -> Reply {
        let source = SourceFile(name: file, text: text)
        engine.setSource(source, named: file)
        var lowered = try SessionChecker.lower(source, stop: phaseStop())
        inputDeclarations = FailedDeclarations.declared(by: lowered.program)
        if lowered.hasErrors {
            // NB: a loaded file that does not parse as Swift (nothing of it lowered) is quoted
            // no further than its first error: `load` is not a way to read files.
            let unparsed = fromFile && lowered.program.declarations.isEmpty
            throw DiagnosticsError(unparsed ? Array(lowered.diagnostics.filter { $0.severity == .error }.prefix(1)) : lowered.diagnostics)
        }
        // NB: the names of the program are looked up once, again only if SwiftData expanded it.
        let programs = engine.declaringPrograms + [lowered.program]
        let isDeclared = { (name: String) in programs.contains { Redeclaration.declaresType(name, $0) } }
        var modules = BundledModule.needed(by: lowered.program, loaded: engine.loadedModules, isDeclared: isDeclared)
        if engine.loadedModules.contains("SwiftData") || modules.contains(where: { $0.name == "SwiftData" }) {
            lowered.program = SwiftDataQueries.expand(lowered.program)
            modules = BundledModule.needed(by: lowered.program, loaded: engine.loadedModules, isDeclared: isDeclared)
        } else {
            let unknown = SwiftDataQueries.unknownAttributes(in: lowered.program)
            if !unknown.isEmpty { throw DiagnosticsError(unknown) }
        }
        // Modules first: a wrapper a bundled module declares (`@ScaledMetric`) expands as a user one.
        try load(modules)
        let wrappers = engine.declaredWrappers
            .merging(UserPropertyWrappers.declared(in: [lowered.program])) { _, new in new }
        lowered.program = UserPropertyWrappers.expand(lowered.program, wrappers: wrappers)
        let unavailable = SessionChecker.availability(lowered.program, profile: engine.graph.profile)
        if !unavailable.isEmpty { throw DiagnosticsError(unavailable) }
        let uses = NameUses()
        let resolution = ResolvedMembers()
        let checked = try SessionChecker.check(lowered.program, source: source, tokens: lowered.tokens,
                                                 previous: engine.declaringPrograms, imported: engine.programs, symbols: engine.symbols,
                                                 uses: uses, resolution: resolution, stop: phaseStop())
        let errors = checked.filter { $0.severity == .error }
        let refusals = failedDeclarations.refusals(of: lowered.program, errors: errors, declaredBefore: engine.programs)
        if !refusals.isEmpty { throw DiagnosticsError(refusals + errors.filter { !refusals.contains($0) }) }
        let forward = SessionChecker.forwardReferences(errors)
        // A session is one growing file: a declaration may name a type declared in a later
        // input. It is accepted, and checked again before any code runs.
        let deferrable = !errors.isEmpty && forward.count == errors.count && lowered.program.declarations.allSatisfy {
            switch $0 { case .statement, .variable: return false; default: return true }
        }
        if !errors.isEmpty && !deferrable { throw DiagnosticsError(checked) }
        let redeclared = Redeclaration.typeNames(in: lowered.program, declaredBefore: engine.programs)
        let replacedFunctions = Redeclaration.functionKeys(in: lowered.program, declaredBefore: engine.programs)
        let replacedFunctionNames = Set(lowered.program.declarations.compactMap { declaration -> String? in
            if case .function(let decl) = declaration, replacedFunctions.contains(decl.redeclarationKey) { return decl.name }
            return nil
        })
        try refuseStaleUses(uses, replacing: redeclared.union(replacedFunctionNames))
        let warnings = (lowered.diagnostics + checked).filter { $0.severity == .warning }
        let rebuild = Redeclaration.mountedUses(of: redeclared, in: engine.graph, heap: engine.interpreter.heap)
        // A mounted view's new code runs now (the rebuild below): the names it has not seen
        // declared are what swiftc reports, at load, not a failure of the rebuild.
        if deferrable, !rebuild.isEmpty, engine.mountArgument != nil { throw DiagnosticsError(checked) }
        let replacesPreviews = replacesPreviews(lowered.program)
        engine.loads += 1
        engine.interpreter.adopt(resolution, for: source.name)
        try withActivity("top level") {
            try engine.graph.transaction { try engine.interpreter.load(lowered.program) }
        }
        engine.accept(lowered.program)
        if !redeclared.isEmpty || !replacedFunctions.isEmpty {
            engine.stale = StaleDeclarations.find(in: engine.declaringPrograms, sources: engine.sources)
        }
        if deferrable { engine.deferred.append(DeferredCheck(program: lowered.program, source: source)) }
        engine.deferred.removeAll { SessionChecker.recheck($0, programs: engine.programs).isEmpty }
        // Code a mounted view runs changed: rebuild the graph from its mount with the new code,
        // as Xcode Previews rebuild a preview after an edit (state starts over).
        var rebuiltWith: String?
        if !rebuild.isEmpty, let argument = engine.mountArgument {
            try engine.graph.unmount()
            try mountRoot(argument)
            rebuiltWith = argument
        }
        var reply = assembleReply(original)
        if reply.bodies.isEmpty { reply.tree = nil }
        reply.warnings.insert(contentsOf: warnings.map { $0.rendered(in: source) }, at: 0)
        if deferrable {
            let distinct = Array(Set(forward)).sorted()
            let names = distinct.map { "'\($0)'" }.joined(separator: ", ")
            let one = distinct.count == 1
            reply.warnings.append("\(names) \(one ? "is" : "are") not declared yet: declare \(one ? "it" : "them") before running this code")
        }
        var summary = Self.summary(of: lowered.program, redeclared: redeclared, replacedFunctions: replacedFunctions,
                                   replacesPreviews: replacesPreviews)
        if let rebuiltWith {
            summary += Redeclaration.rebuildNote(uses: rebuild, mountArgument: rebuiltWith)
        }
        if !summary.isEmpty { reply.message = summary }
        return reply
    }

    /// Refuses an input that uses a declaration of an earlier input that no longer checks
    /// (`StaleDeclarations`), with that declaration's errors; the types the input declares
    /// again (`replacing`) are its own.
    private func refuseStaleUses(_ uses: NameUses, replacing redeclared: Set<String> = []) throws {
        guard !engine.stale.isEmpty else { return }
        let stale = engine.stale.filter { $0.names.isDisjoint(with: redeclared) }
        if let used = StaleDeclarations.used(uses, among: stale) { throw DiagnosticsError(used.diagnostics) }
    }

    /// Loads the bundled modules `BundledModule.needed` listed for a program (dependencies first).
    private func load(_ modules: [BundledModule]) throws {
        for module in modules {
            engine.setSource(module.sourceFile, named: module.sourceFile.name)
            let lowered = module.lowered
            if lowered.hasErrors { throw DiagnosticsError(lowered.diagnostics) }
            engine.loads += 1
            try engine.interpreter.load(lowered.program)
            engine.accept(lowered.program)
            engine.loadedModules.insert(module.name)
        }
    }

    static func summary(of program: Program, redeclared: Set<String> = [], replacedFunctions: Set<String> = [],
                        replacesPreviews: Bool = false) -> String {
        var names: [String] = []
        var replaced: [String] = []
        for declaration in program.declarations {
            switch declaration {
            case .type(let decl) where redeclared.contains(decl.name): replaced.append("\(decl.kind.rawValue) \(decl.name)")
            case .type(let decl): names.append("\(decl.kind.rawValue) \(decl.name)")
            case .extension(let decl): names.append("extension \(decl.extendedType)")
            case .function(let decl) where Preview.isPreviewFunction(decl):
                let name = Preview.all(in: Program(file: program.file, declarations: [declaration])).first?.name
                let title = name.map { "#Preview \"\($0)\"" } ?? "#Preview"
                if replacesPreviews { replaced.append(title) } else { names.append(title) }
            case .function(let decl) where replacedFunctions.contains(decl.redeclarationKey): replaced.append(Self.addedName(of: decl))
            case .function(let decl): names.append(Self.addedName(of: decl))
            case .variable(let decl): names.append("\(decl.isLet ? "let" : "var") \(decl.name)")
            case .typealias(let decl): names.append("typealias \(decl.name)")
            case .import, .statement: break
            }
        }
        let parts = (replaced.isEmpty ? [] : ["replaced " + replaced.joined(separator: ", ")])
            + (names.isEmpty ? [] : ["added " + names.joined(separator: ", ")])
        return parts.joined(separator: "; ")
    }

    /// Parses one Swift expression, with `Type#n` object names usable in it.
    /// `checked`: the compiler's errors (`cannot find 'X' in scope`) are found before it runs.
    private func expression(_ text: String, checked: Bool = false) throws -> Expr {
        let substituted = try substituteObjectNames(text)
        let file = "<input-\(commandNumber)>"
        let source = SourceFile(name: file, text: substituted)
        engine.setSource(source, named: file)
        let lowered = SessionChecker.lower(source)
        if lowered.hasErrors { throw DiagnosticsError(lowered.diagnostics) }
        if checked {
            let uses = NameUses()
            let resolution = ResolvedMembers()
            let diagnostics = try SessionChecker.check(lowered.program, source: source, tokens: lowered.tokens,
                                                       previous: engine.declaringPrograms, symbols: engine.symbols,
                                                       uses: uses, resolution: resolution, stop: phaseStop())
            if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
            try refuseStaleUses(uses)
            engine.interpreter.adopt(resolution, for: source.name)
        }
        guard lowered.program.declarations.count == 1, case .statement(let statement) = lowered.program.declarations[0],
              case .expression(let expr) = statement.kind else {
            throw CommandError("expected one Swift expression, got '\(text.trimmingCharacters(in: .whitespaces))'")
        }
        return expr
    }

    private func evaluate(_ text: String) throws -> Value {
        try engine.interpreter.evaluateTopLevel(try expression(text))
    }

    /// Replaces `ViewModel#1` by a session variable bound to that object. A name outside a
    /// string literal that names no live object is an error listing the live ones of its type.
    private func substituteObjectNames(_ text: String) throws -> String {
        let heap = engine.interpreter.heap
        var result = ""
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"", index == text.startIndex || text[text.index(before: index)] != "\\" { inString.toggle() }
            if character.isUppercase, index == text.startIndex || !(text[text.index(before: index)].isLetter || text[text.index(before: index)].isNumber || text[text.index(before: index)] == "_") {
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                if end < text.endIndex, text[end] == "#" {
                    var digitsEnd = text.index(after: end)
                    while digitsEnd < text.endIndex, text[digitsEnd].isNumber { digitsEnd = text.index(after: digitsEnd) }
                    let typeName = String(text[index..<end])
                    if let serial = Int(text[text.index(after: end)..<digitsEnd]),
                       let object = heap.objects.values.first(where: { $0.typeName == typeName && $0.serial == serial }) {
                        let name = "__object_\(object.id)"
                        engine.interpreter.globals.declare(name, Box(.weakObject(object.id), isLet: true, isWeak: true))
                        result += name
                        index = digitsEnd
                        continue
                    }
                    if !inString, digitsEnd > text.index(after: end) {
                        throw CommandError(missingObject(String(text[index..<digitsEnd]), type: typeName), code: "no-such-object")
                    }
                }
                result += text[index..<end]
                index = end
                continue
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }

    /// Why `Type#n` names nothing: freed, or never made; then the live objects of that type
    /// (or, with none, of every type), as `objects` lists them.
    func missingObject(_ name: String, type: String) -> String {
        let heap = engine.interpreter.heap
        let live = heap.objects.values.filter { !$0.isInternal }.map(\.name)
        let freed = heap.freedObjects.contains { $0.name == name && !$0.isInternal }
        let head = freed ? "\(name) was freed" : "no object \(name)"
        let sameType = live.filter { $0.hasPrefix(type + "#") }
        if !sameType.isEmpty { return head + "; live \(type) objects: " + Self.list(sameType) }
        if live.isEmpty { return head + "; no object is alive" }
        return head + "; no \(type) is alive; live objects: " + Self.list(live)
    }

    /// At most twelve names, then how many more.
    static func list(_ names: [String]) -> String {
        names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", and \(names.count - 12) more" : "")
    }
}

extension Session {
    /// `func greet`, or `prefix func √` for an operator function kept as `prefix√`.
    static func addedName(of decl: FunctionDecl) -> String {
        for fixity in ["prefix", "postfix"] where decl.name.hasPrefix(fixity) {
            let op = decl.name.dropFirst(fixity.count)
            if let first = op.unicodeScalars.first, !first.properties.isAlphabetic, first.properties.numericType == nil, first != "_" {
                return "\(fixity) func \(op)"
            }
        }
        return "func \(decl.name)"
    }
}
