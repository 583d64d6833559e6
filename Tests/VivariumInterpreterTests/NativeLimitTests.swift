import Foundation
import Synchronization
import Testing
@testable import VivariumInterpreter
import VivariumSyntax

/// Limits the step budget and the recursion limit cannot see: native stack and value size.
@Suite struct NativeLimitTests {
    /// A recursion that the native stack ends before the recursion limit does (the limit raised
    /// out of the way, each call waiting inside ten nested arguments), run on a thread with a
    /// 4 MiB stack: an error naming the line, never a crash of the process.
    @Test func deepNativeRecursionIsAnErrorNotACrash() throws {
        let source = """
            func ident(_ x: Int) -> Int { x }
            func deepRec(_ n: Int) -> Int {
                if n == 0 { return 0 }
                return ident(ident(ident(ident(ident(ident(ident(ident(ident(ident(deepRec(n - 1)))))))))))
            }
            print(deepRec(100_000))
            """
        let result = Mutex<RuntimeError?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let run = Run()
            run.interpreter.recursionLimit = 1_000_000
            do {
                try run.load(source)
            } catch let error as RuntimeError {
                result.withLock { $0 = error }
            } catch {}
            done.signal()
        }
        thread.stackSize = 4 << 20
        thread.start()
        done.wait()
        let error = try #require(result.withLock { $0 })
        #expect(error.kind == .recursionLimit)
        #expect(error.message.contains("native stack"))
        #expect(error.location?.line == 4)
    }

    @Test(arguments: [
        ("var s = \"ab\"\nfor _ in 0..<40 { s = s + s }", "a String of more than"),
        ("var s = \"ab\"\nfor _ in 0..<40 { s = \"\\(s)\\(s)\" }", "a String of more than"),
        ("var a = [0]\nfor _ in 0..<40 { a += a }", "an Array of more than"),
        ("var a = [0]\nfor _ in 0..<40 { a.append(contentsOf: a) }", "an Array of more than"),
    ])
    func doublingAValueStopsAtItsSizeLimit(source: String, message: String) throws {
        let error = try #require(runtimeError(of: source))
        #expect(error.kind == .notSupported)
        #expect(error.message.contains(message))
        #expect(error.location?.line == 2)
    }
}
