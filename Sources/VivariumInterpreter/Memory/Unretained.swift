/// A reference that keeps its target alive no more than `weak` does, without what `weak` costs
/// the target: the first weak reference to an object gives it a side table, and from then on
/// every retain and release of it takes Swift's slow path. The interpreter, its type registry
/// and its reference counts are retained at nearly every step, so what refers back to them
/// without owning them holds this link instead; the target clears it as it goes (`deinit`),
/// after which it reads nil, as a weak reference would.
final class Unretained<Target: AnyObject> {
    // Safe: the target sets it to nil in its `deinit`, before its memory is freed; no read
    // can see it after that (the engine is one thread).
    private(set) unowned(unsafe) var target: Target?

    init() {}

    func bind(_ target: Target) { self.target = target }
    func clear() { target = nil }
}
