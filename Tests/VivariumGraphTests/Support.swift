import Testing
@testable import VivariumGraph
import VivariumInterpreter
import VivariumSyntax

/// What one graph command recorded, read as a user reads a reply.
struct Record {
    let entries: [LogEntry]
    let heap: Heap

    /// Node paths whose body ran, in order.
    var bodies: [String] {
        entries.compactMap { if case .host(.body, _, let path, _) = $0 { path } else { nil } }
    }
    /// Short names (`Row[3]`) whose body ran, in order.
    var bodyNames: [String] {
        entries.compactMap { if case .host(.body, let text, _, _) = $0 { text } else { nil } }
    }
    /// Why each body ran, by path.
    var bodyReasons: [String: String] {
        var reasons: [String: String] = [:]
        for case .host(.body, _, let path?, let reason) in entries { reasons[path] = reason ?? "" }
        return reasons
    }
    var output: [String] { entries.compactMap { if case .print(let text) = $0 { text } else { nil } } }
    var warnings: [String] { entries.compactMap { if case .warning(let text) = $0 { text } else { nil } } }
    var inits: [String] { entries.compactMap { if case .viewInit(let type) = $0 { type } else { nil } } }
    var created: [String] { entries.compactMap { if case .created(let id) = $0 { heap.name(of: id) } else { nil } } }
    var freed: [String] { entries.compactMap { if case .freed(let id) = $0 { heap.name(of: id) } else { nil } } }
    /// `appear X`, `disappear X` and printed lines, in order.
    var lifecycle: [String] {
        entries.compactMap { entry in
            switch entry {
            case .host(.appear, let text, _, _): "appear \(text)"
            case .host(.disappear, let text, _, _): "disappear \(text)"
            case .print(let text): text
            default: nil
            }
        }
    }
}

/// A view graph with a program loaded, driven as the session drives it.
final class Harness {
    let interpreter = Interpreter()
    let graph: ViewGraph
    private var inputs = 0

    init(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        graph = ViewGraph(interpreter: interpreter)
        let lowered = Frontend.lower(SourceFile(name: "test.swift", text: source))
        #expect(!lowered.hasErrors, "\(lowered.diagnostics)", sourceLocation: sourceLocation)
        try graph.transaction { try interpreter.load(lowered.program) }
        _ = interpreter.log.drain()
    }

    private func expression(_ text: String) throws -> Expr {
        inputs += 1
        let lowered = Frontend.lower(SourceFile(name: "<input-\(inputs)>", text: text))
        guard case .statement(let statement)? = lowered.program.declarations.first,
              case .expression(let expr) = statement.kind else {
            throw GraphError("not an expression: \(text) \(lowered.diagnostics)")
        }
        return expr
    }

    /// Runs one command and returns its record.
    func command(_ body: () throws -> Void) throws -> Record {
        _ = interpreter.log.drain()
        interpreter.beginCommand()
        try body()
        return Record(entries: interpreter.log.drain(), heap: interpreter.heap)
    }

    @discardableResult
    func mount(_ text: String) throws -> Record {
        let expr = try expression(text)
        return try command { try graph.mount(try interpreter.evaluateTopLevel(expr)) }
    }

    @discardableResult
    func reeval(_ path: String) throws -> Record {
        try command { try graph.reevaluate(try graph.resolve(path)) }
    }

    @discardableResult
    func tap(_ path: String) throws -> Record {
        try command { try graph.tap(try graph.resolve(path)) }
    }

    /// Taps the only button labelled `label`.
    @discardableResult
    func tap(label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Record {
        let buttons = graph.buttons(labelled: label)
        try #require(buttons.count == 1, "buttons labelled \(label): \(buttons.map(\.path))", sourceLocation: sourceLocation)
        return try command { try graph.tap(buttons[0]) }
    }

    @discardableResult
    func remove(_ path: String) throws -> Record {
        try command { try graph.remove(try graph.resolve(path)) }
    }

    @discardableResult
    func call(_ text: String) throws -> Record {
        let expr = try expression(text)
        return try command { try graph.transaction { _ = try interpreter.evaluateTopLevel(expr) } }
    }

    @discardableResult
    func swap(_ path: String, _ label: String, _ text: String) throws -> Record {
        let expr = try expression(text)
        return try command {
            try graph.swap(try graph.resolve(path), argument: label) { isAutoclosure in
                isAutoclosure ? interpreter.autoclosure(expr) : try interpreter.evaluateTopLevel(expr)
            }
        }
    }

    /// The storage lines (`@State count = 1`) of the node at `path`.
    func storage(_ path: String) throws -> [String] {
        graph.storageLines(of: try graph.resolve(path))
    }

    /// The label of the `Text` at `path`.
    func text(_ path: String) throws -> String? {
        graph.label(of: try graph.resolve(path))
    }

    /// Every node path, parents first.
    var paths: [String] { graph.allNodes.map(\.path) }

    /// Names of live objects.
    var live: [String] { interpreter.heap.objects.values.map(\.name) }
}
