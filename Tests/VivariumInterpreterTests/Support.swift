import Testing
@testable import VivariumInterpreter
import VivariumSwiftUIValues
import VivariumSyntax

/// An interpreter with no view graph attached, running top-level Swift, with SwiftUI's values
/// installed (`Color.red`, `Font.title`), as the view graph installs them.
final class Run {
    let interpreter = Interpreter()
    /// Every log entry recorded so far, in order.
    private(set) var entries: [LogEntry] = []

    init(stepBudget: Int? = nil) {
        SwiftUIFramework.install()
        if let stepBudget { interpreter.stepBudget = stepBudget }
    }

    /// Lowers and loads `source` (declarations and top-level statements) as `test.swift`.
    @discardableResult
    func load(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [LogEntry] {
        let lowered = Frontend.lower(SourceFile(name: "test.swift", text: source))
        #expect(!lowered.hasErrors, "\(lowered.diagnostics)", sourceLocation: sourceLocation)
        interpreter.beginCommand()
        defer { entries += interpreter.log.drain() }
        try interpreter.load(lowered.program)
        return interpreter.log.entries
    }

    /// What the program printed, in order.
    var output: [String] {
        entries.compactMap { if case .print(let text) = $0 { text } else { nil } }
    }

    /// Prints, `freed X#n` and `leaked X#n` lines, in the order they happened.
    var timeline: [String] {
        entries.compactMap { entry in
            switch entry {
            case .print(let text): text
            case .freed(let id): "freed \(interpreter.heap.name(of: id))"
            case .leaked(let id): "leaked \(interpreter.heap.name(of: id))"
            case .created(let id): "created \(interpreter.heap.name(of: id))"
            default: nil
            }
        }
    }

    /// Names of the live objects.
    var live: [String] { interpreter.heap.objects.values.map(\.name) }
}

/// Runs `source` and returns what it printed.
func output(of source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String] {
    let run = Run()
    try run.load(source, sourceLocation: sourceLocation)
    return run.output
}

/// Runs `source`, expecting a runtime error, and returns it.
func runtimeError(of source: String, stepBudget: Int? = nil,
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RuntimeError? {
    let run = Run(stepBudget: stepBudget)
    do {
        try run.load(source, sourceLocation: sourceLocation)
        Issue.record("expected a runtime error", sourceLocation: sourceLocation)
        return nil
    } catch let error as RuntimeError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
