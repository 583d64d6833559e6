import VivariumInterpreter
import VivariumSyntax

/// The load-time checking pass, with the names the runtime supports.
enum SessionChecker {
    static func check(_ program: Program, previous: [Program], interpreter: Interpreter) -> [Diagnostic] {
        []
    }
}
