import VivariumInterpreter
import VivariumSyntax

/// `TimelineView`: its content runs with the schedule's date, and again each time the virtual
/// clock passes one of the schedule's ticks (`.periodic(from:by:)`, `.everyMinute`,
/// `.animation(minimumInterval:paused:)`, `.explicit(_:)`).
extension ViewGraph {
    /// `TimelineView`'s content: its closure called with the current moment.
    func timelineItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem] {
        guard let closure = value["contentClosure"], case .function = closure else { return [] }
        forgetReads(of: node)
        node.timelineTick = timelineTick(value)
        var date = FrameworkValues.now(interpreter)
        if let entry = phasedEntry(value) {
            // `.periodic(from:by:)`, `.everyMinute`: the context's date is the schedule's entry
            // the moment falls in (Apple, "TimelineView.Context.date": "The date from the
            // schedule that triggered the current view update"; "PeriodicTimelineSchedule.
            // entries(from:mode:)": the first entry is "the beginning of the interval that the
            // start date overlaps"; "EveryMinuteTimelineSchedule.entries(from:mode:)": "it
            // starts at the beginning of the specified minute").
            date = DateValues.date(entry.seconds)
        } else if case .builtin(let schedule)? = value["schedule"], case .array(let dates)? = schedule["dates"], node.timelineTick > 0,
           case .builtin(var entry) = date {
            // `.explicit(dates)`: the context's date is the schedule's entry that triggered the
            // update (Apple, "TimelineView.Context.date"), the last of its dates that has passed.
            entry["seconds"] = dates[Int(node.timelineTick) - 1]
            date = .builtin(entry)
        }
        let context = Value.builtin(BuiltinValue(kind: "TimelineView.Context", fields: ["date": date]))
        // What the content reads is the timeline's own dependency: a change to state only the
        // content reads runs it again (with the same context date), as a body would.
        let content = try readingAsDependency(of: node) { try interpreter.call(closure, arguments: [context], viewBuilder: true, at: .builtin) }
        pendingRelease.append((content, "\(node.path) content"))
        var items: [ContentItem] = []
        try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
        return items
    }

    /// Which tick of its schedule a `TimelineView` is at (`.periodic(from:by:)`, `.everyMinute`;
    /// other schedules tick every second).
    func timelineTick(_ value: BuiltinValue) -> Int64 {
        var interval = 1.0
        if case .builtin(let schedule)? = value["schedule"], case .array(let dates)? = schedule["dates"] {
            // `.explicit(dates)`: the tick is how many of its dates have passed.
            guard case .builtin(let now) = FrameworkValues.now(interpreter), case .double(let seconds)? = now["seconds"] else { return 0 }
            return Int64(dates.filter { if case .double(let date) = $0 { date <= seconds } else { false } }.count)
        }
        if let entry = phasedEntry(value) { return entry.tick }
        if case .builtin(let schedule)? = value["schedule"], case .double(let seconds)? = schedule["interval"], seconds > 0 { interval = seconds }
        // An interval past the clock's range (`by: 1e300`, `.infinity`) never ticks again.
        let nanoseconds = interval * 1e9 < 9.2e18 ? Int64(interval * 1e9) : Int64.max
        return interpreter.now / max(1, nanoseconds)
    }

    /// For a schedule whose entries are `start` + k · `interval` (`.periodic(from:by:)`,
    /// `.everyMinute`): k for the entry the clock is in, and that entry's date.
    private func phasedEntry(_ value: BuiltinValue) -> (tick: Int64, seconds: Double)? {
        guard case .builtin(let schedule)? = value["schedule"], case .double(let start)? = schedule["start"],
              case .double(let interval)? = schedule["interval"], interval > 0, interval.isFinite else { return nil }
        let k = ((DateValues.now(interpreter) - start) / interval).rounded(.down)
        guard k.magnitude < 9e18 else { return nil }
        return (Int64(k), start + k * interval)
    }

    /// After the clock moved: every `TimelineView` whose schedule ticked runs its content again.
    func refreshTimelines() throws {
        let due = allNodes.filter { node in
            guard node.kind == .timelineView, case .builtin(let value) = node.viewValue else { return false }
            return node.timelineTick != timelineTick(value)
        }
        guard !due.isEmpty else { return }
        try transaction {
            for node in due where node.isMounted { try reconcileBuiltin(node) }
        }
    }
}
