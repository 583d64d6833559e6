#if canImport(Glibc)
import Glibc
#endif
import CEngineLimits

/// A detached POSIX thread with a stack of a given size, whose creation can fail with a reason.
///
/// NB: not Foundation's `Thread`: when `pthread_create` fails (the address space is used up, a
/// thread limit), `Thread.start()` goes on as if it had started, and work queued for it waits
/// forever. Here the failure is an error the caller reports.
enum NativeThread {
    struct StartError: Error, CustomStringConvertible {
        var name: String
        var stackSize: Int
        var errno: Int32
        var description: String {
            "cannot start thread \(name) (\(stackSize >> 20) MiB of stack): \(String(cString: strerror(errno)))"
        }
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread named `name` (its first 15 bytes) with a stack of
    /// `stackSize` bytes.
    static func start(name: String, stackSize: Int, _ body: @escaping @Sendable () -> Void) throws(StartError) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Body {
            _ = vivarium_name_thread(name)
            body()
        }).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw StartError(name: name, stackSize: stackSize, errno: status)
        }
    }
}
