import VivariumSyntax

/// `Task`, `DispatchQueue.main`, `Duration` and `DispatchTime`: the concurrency surface user
/// code meets, on the virtual clock.
extension Builtins {
    static let concurrencyTypes: Set<String> = ["Task", "DispatchQueue", "DispatchTime", "Duration", "CancellationError", "ContinuousClock", "SuspendingClock",
                                                "MainActor"]

    /// Kinds of builtin values the interpreter itself owns (not the host).
    static let interpreterKinds: Set<String> = ["Task", "DispatchQueue", "DispatchTime", "Duration", "CancellationError",
                                                "ContinuousClock", "ContinuousClock.Instant"]

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
        // `priority: .userInitiated`: a TaskPriority (which the single-threaded playground ignores).
        let values = try inputs.map { try interpreter.evaluateInput($0, expected: $0.label == "priority" ? .named("TaskPriority") : nil) }
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
            let id = interpreter.spawnTask(name: "Task.detached at \(location.line):\(location.column)", body: body)
            return .builtin(BuiltinValue(kind: "Task", tag: id))
        case ("MainActor", "run"):
            // `await MainActor.run { … }`: the body runs on the main actor, which is where every
            // task of the playground already runs; its result is the call's.
            guard let body = values.last, case .function = body else { break }
            return try interpreter.callValue(body, inputs: [], at: location)
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
        default:
            break
        }
        return nil
    }

    static func concurrencyStaticMember(_ interpreter: Interpreter, typeName: String, name: String) -> Value? {
        switch (typeName, name) {
        case ("Task", "isCancelled"): return .bool(interpreter.isCurrentTaskCancelled)
        case ("DispatchQueue", "main"): return .builtin(BuiltinValue(kind: "DispatchQueue", fields: ["label": .string("main")]))
        case ("Duration", "zero"): return duration(0)
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
        case "ContinuousClock", "SuspendingClock":
            // The virtual clock: `clock.now` is its reading, instants subtract to a Duration.
            return .builtin(BuiltinValue(kind: "ContinuousClock"))
        default:
            return nil
        }
    }

    /// Methods and properties of the interpreter's own builtin values.
    static func callConcurrencyMethod(_ interpreter: Interpreter, _ name: String, on value: BuiltinValue, values: [Value],
                                      labels: [String?], at location: SourceLocation) throws -> Value? {
        switch (value.kind, name) {
        case ("Task", "cancel"):
            interpreter.cancelTask(value.tag)
            return .void
        case ("DispatchQueue", "async"):
            guard let body = values.last else { return nil }
            interpreter.spawnTask(name: "DispatchQueue.main.async at \(location.line):\(location.column)", body: body)
            return .void
        case ("ContinuousClock", "measure"):
            // `clock.measure { … }`: runs the work and gives the virtual time it took (a
            // `Task.sleep` inside advances it; plain work takes no virtual time).
            guard let work = values.last, case .function = work else { return nil }
            let start = interpreter.now
            _ = try interpreter.callValue(work, inputs: [], at: location)
            return duration(Checked.saturatingAdd(interpreter.now, -start))
        case ("DispatchQueue", "asyncAfter"):
            guard let body = values.last, let deadline = values.first, let time = nanoseconds(of: deadline) else { return nil }
            interpreter.spawnTask(name: "DispatchQueue.main.asyncAfter at \(location.line):\(location.column)", body: body,
                                  after: max(0, Checked.saturatingAdd(time, -interpreter.now)))
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
        default: return nil
        }
    }
}
