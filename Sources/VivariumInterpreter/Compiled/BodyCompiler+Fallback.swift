import Foundation
import VivariumSyntax

/// What the lowering leaves to the general evaluator: it runs there as it always has, over a
/// scope holding the boxes of the locals it names (those locals are boxed for it).
extension BodyCompiler {
    /// `expr`, evaluated the general way.
    func fallback(_ expr: Expr, expected: TypeReference?) -> ExpressionCode {
        if Self.logsCompilation { Self.log("general expression at \(expr.location.description): \(expr.kind.caseName)") }
        let named = generalLocals(freeNames(of: expr))
        let interpreter = self.interpreter
        return { activation in
            interpreter.generalRuns &+= 1
            return try interpreter.evaluate(expr, in: activation.scope(naming: named), expected: expected)
        }
    }

    /// `statement`, run the general way (its own step and safe point included).
    func fallback(_ statement: Statement) -> StatementCode {
        if Self.logsCompilation { Self.log("general statement at \(statement.location.description)") }
        let named = generalLocals(FreeVariables.names(in: statement))
        let interpreter = self.interpreter
        return { activation in
            interpreter.generalRuns &+= 1
            return try interpreter.executeStatement(statement, in: activation.scope(naming: named), builder: nil)
        }
    }

    /// The names whose boxes' notes (`isOptional`, `declaredType`) the general rules read to note
    /// a new boxed local's (`Interpreter.isOptional(_:in:)`, `literalType(of:in:)`): the
    /// identifiers the value may be, not those it only reads through.
    func notedNames(of expr: Expr) -> [String] {
        switch expr.kind {
        case .identifier(let name):
            return [name]
        case .cast(let inner, _, _), .try(let inner, _), .await(let inner):
            return notedNames(of: inner)
        case .member(let base, "first"), .member(let base, "last"):
            return freeNames(of: base)
        case .call(let callee, _):
            if case .member(let base, let name) = callee.kind, name == "map" || name == "flatMap" { return notedNames(of: base) }
            return []
        case .ternary(_, let then, let otherwise):
            return notedNames(of: then) + notedNames(of: otherwise)
        case .binary("??", _, let rhs):
            return notedNames(of: rhs)
        case .tuple(let parts):
            return parts.flatMap { notedNames(of: $0.value) }
        case .array(let elements):
            return elements.flatMap(notedNames(of:))
        default:
            return []
        }
    }

    /// Locals the general rules only look at the values of (no box of theirs is made for it).
    func peekedLocals(_ names: [String], besides named: [(name: String, slot: Int)]) -> [(name: String, slot: Int)] {
        var result: [(String, Int)] = []
        for name in names where !named.contains(where: { $0.name == name }) {
            if let slot = local(name) { result.append((name, slot.index)) }
        }
        return result
    }

    func freeNames(of expr: Expr) -> [String] {
        FreeVariables.names(in: expr)
    }
}

extension BodyCompiler {
    /// A line of `VIVARIUM_COMPILE_LOG`'s log.
    static func log(_ line: String) {
        let data = Data((line + "\n").utf8)
        guard let path = compileLog, path != "1", let file = FileHandle(forWritingAtPath: path) ?? {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)
        }() else {
            FileHandle.standardError.write(data)
            return
        }
        file.seekToEndOfFile()
        file.write(data)
        file.closeFile()
    }
}

extension ExprKind {
    /// The case's name, for logs.
    var caseName: String { String(String(describing: self).prefix(while: { $0 != "(" })) }
}
