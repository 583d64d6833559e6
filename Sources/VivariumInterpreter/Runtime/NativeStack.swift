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
    /// own stack inside a task (`Coroutine`), else the calling thread's.
    static func hasRoom() -> Bool {
        let taskLow = UInt(vivarium_coroutine_current_stack_low())
        guard let low = taskLow != 0 ? taskLow : lowBound() else { return true }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > low && here - low > UInt(reserve)
    }

    /// The lowest address of this thread's stack, cached per thread.
    private static func lowBound() -> UInt? {
        let key = threadKey
        if let cached = pthread_getspecific(key) {
            return UInt(bitPattern: cached)
        }
        var attributes = pthread_attr_t()
        guard getThreadAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        let low = UInt(bitPattern: address)
        // The address itself is the cached value: no allocation to free when the thread ends.
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: low))
        return low
    }

    // NB: glibc declares pthread_getattr_np only under _GNU_SOURCE, which the Glibc module does
    // not define; the symbol itself is always there and takes plain C arguments.
    @_silgen_name("pthread_getattr_np")
    private static func getThreadAttributes(_ thread: pthread_t, _ attributes: UnsafeMutablePointer<pthread_attr_t>) -> Int32

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
