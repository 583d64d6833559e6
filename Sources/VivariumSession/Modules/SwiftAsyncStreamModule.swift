/// The standard library's `AsyncStream` and `AsyncThrowingStream`, written in Vivarium's Swift
/// subset: made with a closure given a continuation (`yield`, `finish`, `finish(throwing:)`),
/// consumed by `for await` / `for try await` (the interpreter asks the stream for `next()`).
/// A task waiting in `next()` suspends (`__Vivarium.parkTask`) until a value or the end comes,
/// and wakes at that virtual time. Cancelling the task that iterates ends the stream: `next()`
/// returns nil, so the `for await` loop ends normally, and `onTermination` is called with
/// `.cancelled`; `finish()` calls it with `.finished` (Apple, "AsyncStream.Continuation
/// .onTermination": "A callback to invoke when canceling iteration of an asynchronous stream";
/// "AsyncStream.Iterator.next()": it returns nil "if the task was cancelled"). It is called once.
/// (https://developer.apple.com/documentation/swift/asyncstream) A stream that no one holds
/// any more (a `for await` that broke out, a stream never iterated) is cancelled too: the
/// continuation holds it weakly.
///
/// A user type conforming to `AsyncSequence` (its `makeAsyncIterator()` and the iterator's
/// `next()`) is iterated by the interpreter; this extension gives it `reduce`, `first(where:)`
/// and `contains(where:)`, and every async sequence the lazy operators `map`, `compactMap`,
/// `filter`, `prefix(_:)`, `prefix(while:)`, `dropFirst(_:)` and `drop(while:)`: each gives a
/// sequence that pulls from its base only when asked for its next element, so `prefix(3)`
/// stops asking after the third (Apple, "AsyncSequence": "Transforming an asynchronous
/// sequence" — the operators "return a new asynchronous sequence").
///
/// `makeStream(of:)` gives the stream and its continuation as a pair (SE-0388).
///
/// `withTaskGroup` / `withThrowingTaskGroup` give the body a group whose `addTask` starts a
/// child task; `for await result in group` yields the children's results in the order they
/// finish, and ends when none is left. Cancelling the task that waits on the group cancels
/// its children (structured concurrency), whose results still arrive. The group's scope waits
/// for the children the body did not await before it returns ("A group waits for all of its
/// child tasks to complete before it returns"); a body that throws cancels them first.
///
/// Judgement calls: the buffer is unbounded (the default `.unbounded` policy); one task
/// iterates a stream at a time, as Swift requires.
extension BundledModule {
    static let swiftAsyncStream = BundledModule(
        name: "SwiftAsyncStream",
        dependencies: [],
        autoloadNames: ["AsyncStream", "AsyncThrowingStream", "withTaskGroup", "withThrowingTaskGroup", "AsyncSequence",
                        "AsyncIteratorProtocol"],
        source: #"""
protocol AsyncIteratorProtocol {}

protocol AsyncSequence {}

extension AsyncSequence {
    func reduce(_ initialResult: Any, _ nextPartialResult: (Any, Any) async throws -> Any) async throws -> Any {
        var result = initialResult
        for try await element in self {
            result = try await nextPartialResult(result, element)
        }
        return result
    }

    func reduce(into initialResult: Any, _ updateAccumulatingResult: (inout Any, Any) async throws -> Void) async throws -> Any {
        var result = initialResult
        for try await element in self {
            try await updateAccumulatingResult(&result, element)
        }
        return result
    }

    func first(where predicate: (Any) async throws -> Bool) async throws -> Any? {
        for try await element in self {
            if try await predicate(element) { return element }
        }
        return nil
    }

    func contains(where predicate: (Any) async throws -> Bool) async throws -> Bool {
        for try await element in self {
            if try await predicate(element) { return true }
        }
        return false
    }

    func contains(_ search: Any) async throws -> Bool {
        for try await element in self {
            if element == search { return true }
        }
        return false
    }

    func allSatisfy(_ predicate: (Any) async throws -> Bool) async throws -> Bool {
        for try await element in self {
            if try await !predicate(element) { return false }
        }
        return true
    }

    func min() async throws -> Any? {
        var smallest: Any? = nil
        for try await element in self {
            if smallest == nil || element < smallest! { smallest = element }
        }
        return smallest
    }

    func max() async throws -> Any? {
        var largest: Any? = nil
        for try await element in self {
            if largest == nil || element > largest! { largest = element }
        }
        return largest
    }

    /// The base's next-element function: its iterator's `next()`, asked lazily.
    func _nextElement() -> () async throws -> Any? {
        var iterator = makeAsyncIterator()
        return { try await iterator.next() }
    }

    func map(_ transform: @escaping (Any) async throws -> Any) -> _AsyncOperatorSequence {
        let base = _nextElement()
        return _AsyncOperatorSequence {
            guard let element = try await base() else { return nil }
            return try await transform(element)
        }
    }

    func compactMap(_ transform: @escaping (Any) async throws -> Any?) -> _AsyncOperatorSequence {
        let base = _nextElement()
        return _AsyncOperatorSequence {
            while let element = try await base() {
                if let mapped = try await transform(element) { return mapped }
            }
            return nil
        }
    }

    func filter(_ isIncluded: @escaping (Any) async throws -> Bool) -> _AsyncOperatorSequence {
        let base = _nextElement()
        return _AsyncOperatorSequence {
            while let element = try await base() {
                if try await isIncluded(element) { return element }
            }
            return nil
        }
    }

    func prefix(_ count: Int) -> _AsyncOperatorSequence {
        let base = _nextElement()
        var remaining = count
        return _AsyncOperatorSequence {
            guard remaining > 0 else { return nil }
            remaining -= 1
            return try await base()
        }
    }

    func prefix(while predicate: @escaping (Any) async throws -> Bool) -> _AsyncOperatorSequence {
        let base = _nextElement()
        var ended = false
        return _AsyncOperatorSequence {
            guard !ended, let element = try await base() else { return nil }
            if try await predicate(element) { return element }
            ended = true
            return nil
        }
    }

    func dropFirst(_ count: Int = 1) -> _AsyncOperatorSequence {
        let base = _nextElement()
        var toDrop = count
        return _AsyncOperatorSequence {
            while toDrop > 0 {
                toDrop -= 1
                if try await base() == nil { return nil }
            }
            return try await base()
        }
    }

    func drop(while predicate: @escaping (Any) async throws -> Bool) -> _AsyncOperatorSequence {
        let base = _nextElement()
        var dropping = true
        return _AsyncOperatorSequence {
            while let element = try await base() {
                if dropping, try await predicate(element) { continue }
                dropping = false
                return element
            }
            return nil
        }
    }
}

/// What an operator on an async sequence gives: a sequence whose `next()` runs the operator.
@_vivariumInternal("AsyncSequence")
class _AsyncOperatorSequence: AsyncSequence {
    let _next: () async throws -> Any?

    init(_ next: @escaping () async throws -> Any?) {
        _next = next
    }

    func makeAsyncIterator() -> _AsyncOperatorSequence { self }

    func next() async throws -> Any? {
        try await _next()
    }
}

enum _AsyncStreamTermination {
    case finished
    case cancelled
}

@_vivariumInternal("AsyncStream.Continuation")
class _AsyncStreamContinuation {
    /// Weak: the stream's storage lives as long as the stream (or an iterator of it) does, and
    /// a stream no one holds any more is cancelled (`deinit`), whatever the continuation's
    /// holders keep doing; what they yield after that is dropped.
    weak var _stream: AsyncStream?

    typealias Termination = _AsyncStreamTermination

    var onTermination: Any? {
        get { _stream?._onTermination }
        set { _stream?._onTermination = newValue }
    }

    init(_stream: AsyncStream) {
        self._stream = _stream
    }

    func yield(_ value: Any) {
        _stream?._push(value)
    }

    func finish() {
        _stream?._end(nil)
    }

    func finish(throwing error: Any) {
        _stream?._end(error)
    }
}

@_vivariumInternal("AsyncStream")
class AsyncStream: AsyncSequence {
    var _buffer: [Any] = []
    var _finished = false
    var _failure: Any? = nil
    var _waiter = 0
    var _onTermination: Any? = nil

    init(_ build: (_AsyncStreamContinuation) -> Void) {
        build(_AsyncStreamContinuation(_stream: self))
    }

    init(_ elementType: Any, _ build: (_AsyncStreamContinuation) -> Void) {
        build(_AsyncStreamContinuation(_stream: self))
    }

    init(_unbuilt: Bool) {}

    /// The last reference to the stream gone (a `for await` that broke out, a stream never
    /// iterated): iteration is cancelled, so `onTermination` runs with `.cancelled` (the
    /// standard library's `AsyncStream` cancels its storage when the stream and its iterators
    /// are released).
    deinit {
        if !_finished {
            _finished = true
            _terminate(.cancelled)
        }
    }

    func makeAsyncIterator() -> AsyncStream { self }

    /// `makeStream(of:)` (SE-0388, iOS 17): a stream and its continuation, to hand to different owners.
    static func makeStream(of elementType: Any = 0, throwing failureType: Any = 0,
                           bufferingPolicy limit: Any = 0) -> (stream: AsyncStream, continuation: _AsyncStreamContinuation) {
        let stream = Self(_unbuilt: true)
        return (stream, _AsyncStreamContinuation(_stream: stream))
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
        _terminate(.finished)
    }

    /// Calls `onTermination` once, and lets it (and what it captured) go.
    func _terminate(_ termination: _AsyncStreamTermination) {
        guard let handler = _onTermination as? (_AsyncStreamTermination) -> Void else { return }
        _onTermination = nil
        handler(termination)
    }

    func next() async throws -> Any? {
        while _buffer.isEmpty && !_finished {
            _waiter = __Vivarium.currentTask()
            do {
                try __Vivarium.parkTask()
            } catch is CancellationError {
                _waiter = 0
                _finished = true
                _buffer = []
                _terminate(.cancelled)
                return nil
            }
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

@_vivariumInternal("TaskGroup")
class TaskGroup: AsyncSequence {
    var _results: [Any] = []
    var _failure: Any? = nil
    var _children: [Task<Any, Error>] = []
    var _pending = 0
    var _waiter = 0

    init() {}

    var isEmpty: Bool { _pending == 0 && _results.isEmpty }

    func addTask(priority: Any? = nil, operation: @escaping () async throws -> Any) {
        _pending += 1
        let child = Task {
            do {
                let value = try await operation()
                self._finishChild(value, nil)
                return value
            } catch {
                self._finishChild(nil, error)
                throw error
            }
        }
        _children.append(child)
    }

    func _finishChild(_ value: Any?, _ error: Any?) {
        _pending -= 1
        if let error {
            if _failure == nil { _failure = error }
        } else {
            _results.append(value)
        }
        __Vivarium.wakeTask(_waiter)
    }

    func cancelAll() {
        for child in _children { child.cancel() }
    }

    func next() async throws -> Any? {
        while _results.isEmpty && _failure == nil && _pending > 0 {
            if Task.isCancelled { cancelAll() }
            _waiter = __Vivarium.currentTask()
            if __Vivarium.parkTaskReportingCancellation() {
                cancelAll()
            }
        }
        _waiter = 0
        if !_results.isEmpty {
            return _results.removeFirst()
        }
        if let failure = _failure {
            _failure = nil
            throw failure
        }
        return nil
    }

    func waitForAll() async throws {
        while try await next() != nil {}
    }

    /// A group is an `AsyncSequence` of its children's results (`group.reduce(0, +)`).
    func makeAsyncIterator() -> TaskGroup { self }

    /// The end of the group's scope: it waits for every child still running, and drops what
    /// they return or throw.
    func _awaitRemaining() async {
        while _pending > 0 {
            if Task.isCancelled { cancelAll() }
            _waiter = __Vivarium.currentTask()
            if __Vivarium.parkTaskReportingCancellation() {
                cancelAll()
            }
        }
        _waiter = 0
    }
}

func withTaskGroup(of childType: Any, returning returnType: Any = 0, body: (TaskGroup) async -> Any) async -> Any {
    let group = TaskGroup()
    let result = await body(group)
    await group._awaitRemaining()
    return result
}

func withThrowingTaskGroup(of childType: Any, returning returnType: Any = 0, body: (TaskGroup) async throws -> Any) async throws -> Any {
    let group = TaskGroup()
    do {
        let result = try await body(group)
        await group._awaitRemaining()
        return result
    } catch {
        // A body that throws leaves its children cancelled, and still waits for them.
        group.cancelAll()
        await group._awaitRemaining()
        throw error
    }
}
"""#)
}
