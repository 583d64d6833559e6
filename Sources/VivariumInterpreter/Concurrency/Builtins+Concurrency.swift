import VivariumSyntax

/// `Task`, `DispatchQueue.main`, `Duration` and `DispatchTime`: the concurrency surface user
/// code meets, on the virtual clock.
extension Builtins {
    static let concurrencyTypes: Set<String> = ["Task", "DispatchQueue", "DispatchTime", "Duration", "CancellationError", "ContinuousClock", "SuspendingClock",
                                                "MainActor", "Thread"]

    /// Kinds of builtin values the interpreter itself owns (not the host).
    static let interpreterKinds: Set<String> = ["Task", "DispatchQueue", "DispatchTime", "Duration", "CancellationError",
                                                "ContinuousClock", "ContinuousClock.Instant", "Thread"]

    static func duration(_ nanoseconds: Int64) -> Value {
        .builtin(BuiltinValue(kind: "Duration", fields: ["ns": .int(Int(nanoseconds))]))
    }

    /// A time or an offset in nanoseconds. Saturating: a deadline past the end of the virtual
    /// clock (`.now() + 1e30`) is one that never comes, as a sleep of `UInt64.max` nanoseconds.
    static func nanoseconds(of value: Value) -> Int64? {
        switch value {
        case .builtin(let b) where b.kind == "Duration" || b.kind == "DispatchTime":
            if case .int(let ns)? = b["ns"] { return Int64(ns) }
        case .int(let seconds):
            let (ns, overflow) = Int64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
            return overflow ? (seconds > 0 ? Int64.max : Int64.min) : ns
        case .double(let seconds): return Int64(Checked.clampedInt((seconds * 1e9).rounded()))
        default: break
        }
        return nil
    }

    /// `.seconds(2)`, `.milliseconds(500)`: durations (also as `Duration.seconds(2)`).
    static func durationMember(_ name: String, _ values: [Value], at location: SourceLocation) throws -> Value? {
        let scale: Double
        switch name {
        case "seconds": scale = 1e9
        case "milliseconds": scale = 1e6
        case "microseconds": scale = 1e3
        case "nanoseconds": scale = 1
        default: return nil
        }
        guard values.count == 1, let amount = values[0].asDouble else { return nil }
        return duration(try Checked.nanoseconds(amount, scale: scale, at: location))
    }

    static func callConcurrencyStatic(_ interpreter: Interpreter, typeName: String, name: String, inputs: [ArgumentInput],
                                      at location: SourceLocation) throws -> Value? {
        // `priority: .userInitiated`: a TaskPriority (which the single-threaded playground ignores);
        // `DispatchQueue.global(qos: .utility)`: a quality of service (ignored too).
        let values = try inputs.indices.map { index in
            let input = inputs[index]
            // `Task.sleep(nanoseconds: .oneSecond)`: a `UInt64`, whose static members (the
            // program's own, in an `extension UInt64`) an implicit member names.
            let expected: TypeReference? = input.label == "priority" ? .named("TaskPriority")
                : typeName == "Task" && name == "sleep" && input.label == "nanoseconds" ? .named("UInt64")
                : interpreter.frameworkArgumentType(inputs, index: index, typeName: typeName, member: name)
            return try interpreter.evaluateInput(input, expected: expected)
        }
        let labels = inputs.map(\.label)
        switch (typeName, name) {
        case ("Task", "sleep"):
            guard let first = values.first else { break }
            let nanoseconds: Int64?
            switch labels.first {
            case "nanoseconds": nanoseconds = first.asDouble.map { Int64(Checked.clampedInt($0)) }
            case "for": nanoseconds = Builtins.nanoseconds(of: first)
            case "until": nanoseconds = Builtins.nanoseconds(of: first).map { Checked.saturatingAdd($0, -interpreter.now) }
            default: nanoseconds = nil
            }
            guard let nanoseconds else { break }
            try interpreter.sleep(nanoseconds: nanoseconds, at: location)
            return .void
        case ("Task", "detached"):
            // `Task.detached(priority:) { … }`: a task that inherits no actor; every task of the
            // playground runs on its one thread, so it is scheduled as `Task { … }` is.
            guard let body = values.last, case .function = body else { break }
            let id = interpreter.spawnTask(name: "Task.detached at \(location.line):\(location.column)", body: body, background: true)
            return .builtin(BuiltinValue(kind: "Task", tag: id))
        case ("MainActor", "run"):
            // `await MainActor.run { … }`: the body runs on the main actor, which is where every
            // task of the playground already runs; its result is the call's.
            guard let body = values.last, case .function = body else { break }
            return try interpreter.onMainThread { try interpreter.callValue(body, inputs: [], at: location) }
        case ("Task", "yield"):
            try interpreter.yieldTask(at: location)
            return .void
        case ("Task", "checkCancellation"):
            if interpreter.isCurrentTaskCancelled { throw interpreter.cancellation(at: location) }
            return .void
        case ("Duration", _):
            return try durationMember(name, values, at: location)
        case ("DispatchTime", "now"):
            return .builtin(BuiltinValue(kind: "DispatchTime", fields: ["ns": .int(Int(interpreter.now))]))
        case ("DispatchQueue", "global"):
            return dispatchQueue("global")
        case ("Thread", "sleep"):
            guard let amount = values.first else { break }
            let nanoseconds: Int64? = labels.first == "forTimeInterval" ? amount.asDouble.map { Int64(Checked.clampedInt($0 * 1e9)) }
                : labels.first == "until" ? Builtins.nanoseconds(of: amount).map { Checked.saturatingAdd($0, -interpreter.now) } : nil
            guard let nanoseconds else { break }
            try interpreter.blockThread(nanoseconds: nanoseconds, at: location)
            return .void
        default:
            break
        }
        return nil
    }

    /// A dispatch queue value: `main`, `global`, or a private queue's label.
    static func dispatchQueue(_ label: String) -> Value {
        .builtin(BuiltinValue(kind: "DispatchQueue", fields: ["label": .string(label)]))
    }

    static func isMainQueue(_ queue: BuiltinValue) -> Bool {
        if case .string("main")? = queue["label"] { return true }
        return false
    }

    static func concurrencyStaticMember(_ interpreter: Interpreter, typeName: String, name: String) -> Value? {
        switch (typeName, name) {
        case ("Task", "isCancelled"): return .bool(interpreter.isCurrentTaskCancelled)
        case ("DispatchQueue", "main"): return dispatchQueue("main")
        case ("Thread", "isMainThread"): return .bool(interpreter.isOnMainThread)
        case ("Thread", "current"), ("Thread", "main"):
            return .builtin(BuiltinValue(kind: "Thread", fields: ["isMainThread": .bool(name == "main" || interpreter.isOnMainThread)]))
        case ("Duration", "zero"): return duration(0)
        case ("ContinuousClock", "now"), ("SuspendingClock", "now"):
            // `ContinuousClock.now` (the static reading, as `ContinuousClock().now`).
            return .builtin(BuiltinValue(kind: "ContinuousClock.Instant", fields: ["ns": .int(Int(interpreter.now))]))
        default: return nil
        }
    }

    /// `Task { … }`, `CancellationError()`.
    static func constructConcurrency(_ interpreter: Interpreter, typeName: String, values: [Value], labels: [String?],
                                     at location: SourceLocation) throws -> Value? {
        switch typeName {
        case "Task":
            guard let body = values.last, case .function = body else { return nil }
            let id = interpreter.spawnTask(name: "Task at \(location.line):\(location.column)", body: body)
            return .builtin(BuiltinValue(kind: "Task", tag: id))
        case "CancellationError":
            return .builtin(BuiltinValue(kind: "CancellationError"))
        case "DispatchQueue":
            // `DispatchQueue(label: "com.example.worker", qos: .utility)`: a private queue.
            guard labels.first == "label", case .string(let label)? = values.first else { return nil }
            return dispatchQueue(label == "main" ? "main " : label)
        case "ContinuousClock", "SuspendingClock":
            // The virtual clock: `clock.now` is its reading, instants subtract to a Duration.
            return .builtin(BuiltinValue(kind: "ContinuousClock"))
        default:
            return nil
        }
    }

    /// What a queue runs for `execute:`: the block, or a `DispatchWorkItem`'s `perform()` (the
    /// bundled module's class), which returns at once once the item is cancelled.
    private static func queueBlock(_ interpreter: Interpreter, _ value: Value, at location: SourceLocation) throws -> Value {
        guard case .object = value, interpreter.hasMember("perform", of: value) else { return value }
        return try interpreter.memberValue(of: value, name: "perform", at: location)
    }

    /// Methods and properties of the interpreter's own builtin values.
    static func callConcurrencyMethod(_ interpreter: Interpreter, _ name: String, on value: BuiltinValue, values: [Value],
                                      labels: [String?], at location: SourceLocation) throws -> Value? {
        switch (value.kind, name) {
        case ("Task", "cancel"):
            interpreter.cancelTask(value.tag)
            return .void
        case ("DispatchQueue", "async"):
            // A block on the main queue runs on the main thread; one on a global or private
            // queue runs off it (`Thread.isMainThread` is false there), on the same virtual clock.
            guard let body = try values.last.map({ try queueBlock(interpreter, $0, at: location) }) else { return nil }
            let main = isMainQueue(value)
            interpreter.spawnTask(name: "\(queueName(value)).async at \(location.line):\(location.column)", body: body, background: !main)
            return .void
        case ("DispatchQueue", "sync"):
            // The block runs now, on the calling thread (as GCD runs a `sync` block), and its
            // result is the call's. `DispatchQueue.main.sync` from the main thread deadlocks.
            guard let body = values.last else { return nil }
            if isMainQueue(value), interpreter.isOnMainThread {
                throw RuntimeError.trap("Thread 1: EXC_BREAKPOINT (DispatchQueue.main.sync called on the main thread: deadlock)", at: location)
            }
            return try interpreter.callValue(body, inputs: [], at: location)
        case ("ContinuousClock", "measure"):
            // `clock.measure { … }`: runs the work and gives the virtual time it took (a
            // `Task.sleep` inside advances it; plain work takes no virtual time).
            guard let work = values.last, case .function = work else { return nil }
            let start = interpreter.now
            _ = try interpreter.callValue(work, inputs: [], at: location)
            return duration(Checked.saturatingAdd(interpreter.now, -start))
        case ("DispatchQueue", "asyncAfter"):
            guard let body = try values.last.map({ try queueBlock(interpreter, $0, at: location) }), let deadline = values.first, let time = nanoseconds(of: deadline) else { return nil }
            interpreter.spawnTask(name: "\(queueName(value)).asyncAfter at \(location.line):\(location.column)", body: body,
                                  after: max(0, Checked.saturatingAdd(time, -interpreter.now)), background: !isMainQueue(value))
            return .void
        default:
            return nil
        }
    }

    static func concurrencyProperty(_ interpreter: Interpreter, _ name: String, of value: BuiltinValue) -> Value? {
        switch (value.kind, name) {
        case ("Task", "isCancelled"): return .bool(interpreter.coroutines[value.tag]?.isCancelled ?? false)
        case ("Duration", "components"): return durationComponents(value)
        case ("ContinuousClock", "now"):
            return .builtin(BuiltinValue(kind: "ContinuousClock.Instant", fields: ["ns": .int(Int(interpreter.now))]))
        case ("Thread", "isMainThread"): return value["isMainThread"]
        case ("DispatchQueue", "label"):
            guard case .string(let label)? = value["label"] else { return nil }
            return .string(label == "main" ? "com.apple.main-thread" : label == "global" ? "com.apple.root.default-qos" : label)
        case ("CancellationError", "localizedDescription"):
            return Interpreter.builtinErrorDescription(value.kind).map(Value.string)
        default: return nil
        }
    }

    /// How a queue is named in a task's name: `DispatchQueue.main`, `DispatchQueue.global()`, its label.
    static func queueName(_ queue: BuiltinValue) -> String {
        guard case .string(let label)? = queue["label"] else { return "DispatchQueue" }
        switch label {
        case "main": return "DispatchQueue.main"
        case "global": return "DispatchQueue.global()"
        default: return "DispatchQueue(\"\(label)\")"
        }
    }
}
