#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CCoroutine

/// How much of the current thread's native stack is left.
///
/// The step budget and the recursion limit bound user code in its own terms, but a call nested
/// in ten levels of arguments, or a deeply nested value being printed, spends native stack the
/// interpreter cannot count in user calls. Each recursive entry point asks `hasRoom` first and
/// turns a would-be stack overflow into a runtime error that names the line.
enum NativeStack {
    /// Room kept free below the deepest point the interpreter lets itself reach: enough for
    /// one more evaluation step, the error's construction and the unwinding that follows.
    static let reserve = 512 << 10

    /// Whether at least `reserve` bytes remain on the stack running now: the running task's
    /// own stack inside a task (`Coroutine`), else the calling thread's (its lowest address
    /// found once per thread, `vivarium_current_stack_low`: one call per check).
    @inline(__always)
    static func hasRoom() -> Bool {
        let low = UInt(vivarium_current_stack_low())
        guard low != 0 else { return true }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > low && here - low > UInt(reserve)
    }
}
