/// Combine's operators that only watch what passes, written in Vivarium's Swift subset and
/// appended to the Combine module's source: `handleEvents(receiveSubscription:receiveOutput:
/// receiveCompletion:receiveCancel:receiveRequest:)` runs each closure given as its event passes
/// and republishes everything unchanged (Apple, "handleEvents(…)": "Performs the specified
/// closures when publisher events occur"). Demand is always unlimited here, so
/// `receiveRequest` is called once, with `.unlimited`, when the subscriber attaches, as a
/// `sink`'s request is.
///
/// `print(_:)` logs each event as Combine's `Publishers.Print` does (Apple, "print(_:to:)":
/// "Prints log messages for all publishing events"), one line each, the prefix and ": " first
/// when the prefix is not empty: `receive subscription: (PublishedSubject)`, `request
/// unlimited`, `receive value: (true)`, `receive finished`, `receive error: (…)`, `receive
/// cancel` — the wording of Combine's output in public examples and of OpenCombine 0.14.0.
/// The subscription is named as Combine names it for the subjects (`PassthroughSubject`,
/// `CurrentValueSubject`, `PublishedSubject` for a `@Published` property's `$x`), `Just`, a
/// sequence (its elements, as an array) and the operators modelled here (`Filter`, `CombineLatest`, …;
/// `map` passes its upstream's subscription on, so it names that). What differs: a range's
/// publisher names its elements as an array (`[6, 7]`, Combine `6...7`), demand is always
/// unlimited (no `request max: (n)` lines), and `print(_:to:)` with a stream is not modelled.
extension BundledModule {
    static let combineSideEffectOperators = #"""

extension Subscribers {
    enum Demand: Equatable {
        case unlimited
        case max(Int)
        static let none = Demand.max(0)
    }
}

extension Publisher {
    func handleEvents(receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
                      receiveCompletion: ((Subscribers.Completion) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
                      receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> _Operator {
        _Operator(self) {
            _HandleEventsLink(downstream: $0, subscription: receiveSubscription, output: receiveOutput,
                              completion: receiveCompletion, cancel: receiveCancel, request: receiveRequest)
        }
    }
}

extension Publisher {
    func print(_ prefix: String = "") -> _Operator {
        _Operator(self) { _PrintLink(downstream: $0, prefix: prefix) }
    }
}

@_vivariumInternal("Publishers.Print")
final class _PrintLink: _Link {
    let prefix: String

    init(downstream: AnyObject, prefix: String) {
        self.prefix = prefix
        super.init(downstream: downstream)
    }

    func log(_ event: String) {
        if prefix.isEmpty {
            print(event)
        } else {
            print(prefix + ": " + event)
        }
    }

    override func _attach(_ subscription: Cancellable) {
        log("receive subscription: (" + _subscriptionName(subscription) + ")")
        super._attach(subscription)
        log("request unlimited")
    }

    override func _receive(_ value: Any) {
        log("receive value: (\(value))")
        super._receive(value)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        switch completion {
        case .finished:
            log("receive finished")
        case .failure(let error):
            log("receive error: (\(error))")
        }
        super._complete(completion)
    }

    override func cancel() {
        if upstream != nil {
            log("receive cancel")
        }
        super.cancel()
    }
}

/// What Combine's `print` calls a subscription (its description).
func _subscriptionName(_ subscription: Any) -> String {
    if let map = subscription as? _MapLink {
        if let upstream = map.upstream {
            return _subscriptionName(upstream)
        }
    }
    if let conduit = subscription as? _Conduit {
        if conduit.parent is _PublishedPublisher {
            return "PublishedSubject"
        }
        if let parent = conduit.parent {
            return __Vivarium.combineName(parent)
        }
    }
    if let sequence = subscription as? _SequenceSubscription {
        return "\(sequence._elements)"
    }
    if let noop = subscription as? _Noop {
        return noop._name
    }
    return __Vivarium.combineName(subscription)
}

@_vivariumInternal("Publishers.HandleEvents")
final class _HandleEventsLink: _Link {
    var onSubscription: ((Any) -> Void)?
    var onOutput: ((Any) -> Void)?
    var onCompletion: ((Subscribers.Completion) -> Void)?
    var onCancel: (() -> Void)?
    var onRequest: ((Subscribers.Demand) -> Void)?

    init(downstream: AnyObject, subscription: ((Any) -> Void)?, output: ((Any) -> Void)?,
         completion: ((Subscribers.Completion) -> Void)?, cancel: (() -> Void)?, request: ((Subscribers.Demand) -> Void)?) {
        self.onSubscription = subscription
        self.onOutput = output
        self.onCompletion = completion
        self.onCancel = cancel
        self.onRequest = request
        super.init(downstream: downstream)
    }

    override func _attach(_ subscription: Cancellable) {
        onSubscription?(subscription)
        super._attach(subscription)
        onRequest?(.unlimited)
    }

    override func _receive(_ value: Any) {
        onOutput?(value)
        super._receive(value)
    }

    override func _complete(_ completion: Subscribers.Completion) {
        onCompletion?(completion)
        release()
        super._complete(completion)
    }

    override func cancel() {
        let handler = onCancel
        release()
        handler?()
        super.cancel()
    }

    private func release() {
        onSubscription = nil
        onOutput = nil
        onCompletion = nil
        onCancel = nil
        onRequest = nil
    }
}
"""#
}
