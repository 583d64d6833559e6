/// Combine's operators that only watch what passes, written in Vivarium's Swift subset and
/// appended to the Combine module's source: `handleEvents(receiveSubscription:receiveOutput:
/// receiveCompletion:receiveCancel:receiveRequest:)` runs each closure given as its event passes
/// and republishes everything unchanged (Apple, "handleEvents(…)": "Performs the specified
/// closures when publisher events occur"). Demand is always unlimited here, so
/// `receiveRequest` is called once, with `.unlimited`, when the subscriber attaches, as a
/// `sink`'s request is.
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
