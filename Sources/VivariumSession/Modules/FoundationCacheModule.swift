/// Foundation's `NSCache` (and `NSString`, bridged to String, its usual key type), in Vivarium's
/// Swift subset: a key-value store that keeps strong
/// references to its objects (Apple, "NSCache": "A mutable collection you use to temporarily
/// store transient key-value pairs that are subject to eviction"; unlike a dictionary it does
/// not copy its keys). `setObject(_:forKey:)` (`cost:`), `object(forKey:)` (nil when absent),
/// `removeObject(forKey:)`, `removeAllObjects()`, `name`, `countLimit`, `totalCostLimit`
/// (0: no limit), `evictsObjectsWithDiscardedContent`.
///
/// Eviction: Apple documents the limits as "not a strict limit ... an object in the cache could
/// be evicted instantly, later, or possibly never, depending on the implementation details of
/// the cache". Here a cache over a limit evicts at once, oldest set first (setting a key again
/// makes it the newest) — what iOS's cache is seen to do. There is no memory pressure here, so
/// nothing else is evicted. A delegate (`NSCacheDelegate`) is not modelled: setting one is
/// "not supported".
extension BundledModule {
    static let foundationCache = BundledModule(
        name: "FoundationCache",
        dependencies: [],
        autoloadNames: ["NSCache", "NSCacheDelegate", "NSString"],
        source: #"""
/// Foundation's `NSString`, bridged: a String here (`"key" as NSString`, `NSCache<NSString, …>`).
typealias NSString = String

protocol NSCacheDelegate {}

class NSCache<KeyType, ObjectType>: NSObject {
    private var _objects: [KeyType: ObjectType] = [:]
    private var _costs: [KeyType: Int] = [:]
    /// The keys, oldest set first.
    private var _order: [KeyType] = []
    var name = ""
    var evictsObjectsWithDiscardedContent = true
    var countLimit = 0 {
        didSet { _evict() }
    }
    var totalCostLimit = 0 {
        didSet { _evict() }
    }
    var delegate: AnyObject? {
        get { nil }
        set { __Vivarium.notSupported("NSCache's delegate (NSCacheDelegate)") }
    }

    override init() {
        super.init()
    }

    func object(forKey key: KeyType) -> ObjectType? {
        _objects[key]
    }

    func setObject(_ obj: ObjectType, forKey key: KeyType) {
        setObject(obj, forKey: key, cost: 0)
    }

    func setObject(_ obj: ObjectType, forKey key: KeyType, cost g: Int) {
        if _objects[key] != nil {
            _order.removeAll { $0 == key }
        }
        _objects[key] = obj
        _costs[key] = g
        _order.append(key)
        _evict()
    }

    func removeObject(forKey key: KeyType) {
        if _objects[key] == nil { return }
        _order.removeAll { $0 == key }
        _objects[key] = nil
        _costs[key] = nil
    }

    func removeAllObjects() {
        _order = []
        _objects = [:]
        _costs = [:]
    }

    private func _evict() {
        while !_order.isEmpty && ((countLimit > 0 && _order.count > countLimit) || (totalCostLimit > 0 && _totalCost() > totalCostLimit)) {
            let key = _order.removeFirst()
            _objects[key] = nil
            _costs[key] = nil
        }
    }

    private func _totalCost() -> Int {
        var total = 0
        for key in _order {
            total += _costs[key] ?? 0
        }
        return total
    }
}
"""#)
}
