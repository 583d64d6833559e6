import VivariumSyntax

/// What the lowering leaves to the general evaluator: it runs there as it always has, over a
/// scope holding the boxes of the locals it names (those locals are boxed for it).
extension BodyCompiler {
    /// `expr`, evaluated the general way.
    func fallback(_ expr: Expr, expected: TypeReference?) -> ExpressionCode {
        let named = generalLocals(freeNames(of: expr))
        let interpreter = self.interpreter
        return { activation in
            try interpreter.evaluate(expr, in: activation.scope(naming: named), expected: expected)
        }
    }

    /// `statement`, run the general way (its own step and safe point included).
    func fallback(_ statement: Statement) -> StatementCode {
        let named = generalLocals(FreeVariables.names(in: statement))
        let interpreter = self.interpreter
        return { activation in
            try interpreter.executeStatement(statement, in: activation.scope(naming: named), builder: nil)
        }
    }

    func freeNames(of expr: Expr) -> [String] {
        FreeVariables.names(in: expr)
    }
}
