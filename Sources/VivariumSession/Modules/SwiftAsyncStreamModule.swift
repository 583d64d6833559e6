/// The standard library's `AsyncStream` and `AsyncThrowingStream`, written in Vivarium's Swift
/// subset: made with a closure given a continuation (`yield`, `finish`, `finish(throwing:)`),
/// consumed by `for await` / `for try await` (the interpreter asks the stream for `next()`).
/// A task waiting in `next()` suspends (`__Vivarium.parkTask`) until a value or the end comes,
/// and wakes at that virtual time; cancelling it throws `CancellationError` there
/// (https://developer.apple.com/documentation/swift/asyncstream).
///
/// Judgement calls: the buffer is unbounded (the default `.unbounded` policy); one task
/// iterates a stream at a time, as Swift requires; `onTermination` is kept, not called.
extension BundledModule {
    static let swiftAsyncStream = BundledModule(
        name: "SwiftAsyncStream",
        dependencies: [],
        autoloadNames: ["AsyncStream", "AsyncThrowingStream"],
        source: #"""
@_vivariumInternal("AsyncStream.Continuation")
class _AsyncStreamContinuation {
    let _stream: AsyncStream
    var onTermination: Any? = nil

    init(_stream: AsyncStream) {
        self._stream = _stream
    }

    func yield(_ value: Any) {
        _stream._push(value)
    }

    func finish() {
        _stream._end(nil)
    }

    func finish(throwing error: Any) {
        _stream._end(error)
    }
}

@_vivariumInternal("AsyncStream")
class AsyncStream {
    var _buffer: [Any] = []
    var _finished = false
    var _failure: Any? = nil
    var _waiter = 0

    init(_ build: (_AsyncStreamContinuation) -> Void) {
        build(_AsyncStreamContinuation(_stream: self))
    }

    init(_ elementType: Any, _ build: (_AsyncStreamContinuation) -> Void) {
        build(_AsyncStreamContinuation(_stream: self))
    }

    func _push(_ value: Any) {
        guard !_finished else { return }
        _buffer.append(value)
        __Vivarium.wakeTask(_waiter)
    }

    func _end(_ error: Any?) {
        guard !_finished else { return }
        _finished = true
        _failure = error
        __Vivarium.wakeTask(_waiter)
    }

    func next() async throws -> Any? {
        while _buffer.isEmpty && !_finished {
            _waiter = __Vivarium.currentTask()
            try __Vivarium.parkTask()
        }
        _waiter = 0
        if !_buffer.isEmpty {
            return _buffer.removeFirst()
        }
        if let failure = _failure {
            _failure = nil
            throw failure
        }
        return nil
    }
}

@_vivariumInternal("AsyncThrowingStream")
class AsyncThrowingStream: AsyncStream {}
"""#)
}
