import Foundation
import Synchronization
import Testing
@testable import VivariumInterpreter
import VivariumSyntax

/// Limits the step budget and the recursion limit cannot see: native stack and value size.
@Suite struct NativeLimitTests {
    /// A recursion that spends far more native stack per user call than a plain one, run on a
    /// thread with a 4 MiB stack: an error naming the line, never a crash of the process.
    @Test func deepNativeRecursionIsAnErrorNotACrash() throws {
        let source = """
            func ident(_ x: Int) -> Int { x }
            func deepRec(_ n: Int) -> Int {
                if n == 0 { return 0 }
                return ident(ident(ident(ident(ident(ident(ident(ident(ident(ident(deepRec(n - 1)))))))))))
            }
            print(deepRec(190))
            """
        let result = Mutex<RuntimeError?>(nil)
        // NB: a stack of our own, exactly 4 MiB: asked for by size, glibc may hand the thread a
        // cached stack up to four times larger that an earlier test's thread left, with room
        // enough for the whole recursion.
        try onThread(stackBytes: 4 << 20) { result.withLock { $0 = runtimeError(of: source) } }
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

/// Runs `body` on a new thread whose stack is `stackBytes` of memory mapped here, and waits.
private func onThread(stackBytes: Int, _ body: @escaping @Sendable () -> Void) throws {
    guard let stack = mmap(nil, stackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
          stack != MAP_FAILED else { throw POSIXError(.ENOMEM) }
    defer { munmap(stack, stackBytes) }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstack(&attributes, stack, stackBytes)
    final class Body { let run: @Sendable () -> Void; init(_ run: @escaping @Sendable () -> Void) { self.run = run } }
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    guard pthread_create(&thread, &attributes, { raw in
        Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
    }, context) == 0 else { throw POSIXError(.EAGAIN) }
    pthread_join(thread, nil)
}
