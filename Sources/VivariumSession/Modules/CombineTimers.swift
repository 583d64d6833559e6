/// Combine's schedulers and timers, written in Vivarium's Swift subset and appended to the
/// Combine module's source (`CombineModule.swift`): `RunLoop.main` and `ImmediateScheduler`
/// on the virtual clock, `Timer` (scheduled timers with a block or a target and selector) and
/// `Timer.publish(every:on:in:)` with `autoconnect()`.
extension BundledModule {
    static let combineTimers = #"""

// MARK: Schedulers and timers

@_vivariumInternal("RunLoop")
final class RunLoop: Scheduler {
    static let main = RunLoop()
    static let current = RunLoop.main

    enum Mode {
        case `default`
        case common
        case tracking
        case eventTracking
        case modalPanel
    }

    /// `RunLoop`'s scheduler options: it has none (Apple, "RunLoop.SchedulerOptions").
    struct SchedulerOptions {}

    /// `RunLoop.main.add(timer, forMode: .common)`: schedules a timer made with
    /// `Timer(timeInterval:repeats:block:)`; one already scheduled (`scheduledTimer`) is only
    /// added to another mode, and fires as before (once per interval, not once per mode).
    func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if !timer._isScheduled { timer._arm() }
    }
}

struct ImmediateScheduler: Scheduler {
    static let shared = ImmediateScheduler()
}

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: the main run loop holds a
/// scheduled timer, and the timer its block, until `invalidate()` (Apple, "Timer": "Once
/// scheduled on a run loop, the timer fires at the specified interval until it is
/// invalidated"); here the pending fire on the virtual clock is what holds it, so a block that
/// captures `self` strongly keeps `self` alive for as long as the timer runs, as on a device.
@_vivariumInternal("Timer")
final class Timer {
    let timeInterval: Double
    private let repeats: Bool
    private var block: (Timer) -> Void
    private(set) var isValid = true
    var _isScheduled = false
    var userInfo: Any? = nil
    var tolerance: Double = 0

    init(timeInterval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.timeInterval = timeInterval
        self.repeats = repeats
        self.block = block
    }

    static func publish(every interval: Duration, tolerance: Duration? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> _TimerPublisher {
        _TimerPublisher(interval: __Vivarium.nanoseconds(interval))
    }

    static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer._arm()
        return timer
    }

    /// Target–action: the timer keeps `target` (strongly, as Foundation's does) until it is
    /// invalidated, and calls its `@objc` method `selector` with the timer at each fire.
    static func scheduledTimer(timeInterval interval: Double, target: AnyObject, selector: String, userInfo: Any?,
                               repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer._arm()
        return timer
    }

    convenience init(timeInterval: Double, target: AnyObject, selector: String, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in
            _ = __Vivarium.perform(target, selector, timer)
        }
        self.userInfo = userInfo
    }

    func _arm() {
        _isScheduled = true
        // A non-positive interval fires after 0.1 ms, as Foundation's minimum.
        let nanoseconds = max(Int(timeInterval * 1_000_000_000), 100_000)
        _schedule(RunLoop.main, after: nanoseconds) {
            guard self.isValid else { return }
            if !self.repeats { self.isValid = false }
            self.block(self)
            if self.repeats && self.isValid { self._arm() }
        }
    }

    func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { isValid = false }
    }

    func invalidate() {
        isValid = false
        // The run loop lets go of the timer, and the timer of its block (and a target's object).
        block = { _ in }
    }
}

/// `Timer.publish(every:on:in:)`: a connectable publisher of the `Date` of each fire, on the
/// virtual clock.
@_vivariumInternal("Timer.TimerPublisher")
final class _TimerPublisher: _SubjectBase {
    let interval: Int
    var generation = 0
    var isConnected = false

    init(interval: Int) {
        self.interval = interval
    }

    func _subscribe(_ downstream: AnyObject) {
        _attachDownstream(downstream)
    }

    func connect() -> Cancellable {
        if !isConnected {
            isConnected = true
            generation += 1
            _tick(generation)
        }
        return _TimerConnection(timer: self)
    }

    func _tick(_ index: Int) {
        _schedule(RunLoop.main, after: interval) {
            if self.isConnected && self.generation == index {
                self._deliver(__Vivarium.date())
                self._tick(index)
            }
        }
    }

    func _disconnect() {
        isConnected = false
    }

    func autoconnect() -> _Autoconnect {
        _Autoconnect(timer: self)
    }
}

@_vivariumInternal("Cancellable")
final class _TimerConnection: Cancellable {
    weak var timer: _TimerPublisher?

    init(timer: _TimerPublisher) {
        self.timer = timer
    }

    func cancel() {
        timer?._disconnect()
    }
}

/// `autoconnect()`: connects on the first subscriber and disconnects when the last cancels.
/// `upstream` is the timer publisher (Apple, "Publishers.Autoconnect.upstream"), so
/// `timer.upstream.connect().cancel()` stops the timer (its `connect()` hands back the running
/// connection, and cancelling it disconnects every subscriber).
@_vivariumInternal("Publishers.Autoconnect")
final class _Autoconnect: Publisher {
    let upstream: _TimerPublisher
    var subscribers = 0

    init(timer: _TimerPublisher) {
        self.upstream = timer
    }

    func _subscribe(_ downstream: AnyObject) {
        let link = _AutoconnectLink(downstream: downstream, owner: self)
        upstream._subscribe(link)
        subscribers += 1
        if subscribers == 1 {
            upstream.connect()
        }
    }

    func _release() {
        subscribers -= 1
        if subscribers == 0 {
            upstream._disconnect()
        }
    }
}

@_vivariumInternal("Publishers.Autoconnect")
final class _AutoconnectLink: _Link {
    let owner: _Autoconnect

    init(downstream: AnyObject, owner: _Autoconnect) {
        self.owner = owner
        super.init(downstream: downstream)
    }

    override func cancel() {
        if upstream != nil {
            owner._release()
        }
        super.cancel()
    }
}
"""#
}
