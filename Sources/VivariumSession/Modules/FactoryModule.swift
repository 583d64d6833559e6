/// Factory (hmlongco/Factory 2.x), written in Vivarium's Swift subset. Follows the
/// documentation (Factory.docc Basics/Scopes.md, Registrations.md): a registration is
/// `self { … }` in a computed property or function of a `Container` extension, resolved by
/// calling the factory (`container.service()`); the default scope is `.unique` (a new
/// instance on every resolution); `.cached` keeps the instance until the cache is reset;
/// `.shared` keeps it only weakly ("shared items exist just as long as someone holds a
/// strong reference to them"); `.singleton` keeps one for the whole app.
/// `Container.shared.manager.reset()` drops registrations and the container's caches;
/// singletons live outside containers and are cleared by `Scope.singleton.reset()`.
/// Judgement call: Factory keys a registration by `#function` (the property or function
/// that registers); here the key is the source location of the `self { … }` closure, which
/// names the same registration site (so `counterViewModel(initialValue:)` shares one cache
/// entry whatever the argument, as in Factory).
extension BundledModule {
    static let factory = BundledModule(
        name: "Factory",
        dependencies: [],
        autoloadNames: [],
        source: #"""
@_vivariumInternal
final class _WeakBox {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

@_vivariumInternal("Scope")
final class Scope {
    static let unique = Scope("unique")
    static let cached = Scope("cached")
    static let shared = Scope("shared")
    static let singleton = Scope("singleton")

    let name: String
    var _cache: [String: Any] = [:]

    init(_ name: String) {
        self.name = name
    }

    func reset() {
        _cache = [:]
    }
}

@_vivariumInternal("ContainerManager")
final class ContainerManager {
    var _registrations: [String: Any] = [:]
    var _cached: [String: Any] = [:]
    var _shared: [String: _WeakBox] = [:]

    init() {}

    func reset() {
        _registrations = [:]
        _cached = [:]
        _shared = [:]
    }

    func reset(scope: Scope) {
        if scope.name == "cached" { _cached = [:] }
        if scope.name == "shared" { _shared = [:] }
        if scope.name == "singleton" { Scope.singleton.reset() }
    }
}

@_vivariumInternal("Container")
class Container {
    static let shared = Container()
    let manager = ContainerManager()

    init() {}

    func callAsFunction(_ factory: @escaping () -> Any) -> Factory {
        Factory(self, key: __Vivarium.closureKey(factory), factory: factory)
    }

    func unique(_ factory: @escaping () -> Any) -> Factory {
        Factory(self, key: __Vivarium.closureKey(factory), factory: factory)
    }

    func cached(_ factory: @escaping () -> Any) -> Factory {
        Factory(self, key: __Vivarium.closureKey(factory), factory: factory).cached
    }

    func shared(_ factory: @escaping () -> Any) -> Factory {
        Factory(self, key: __Vivarium.closureKey(factory), factory: factory).shared
    }

    func singleton(_ factory: @escaping () -> Any) -> Factory {
        Factory(self, key: __Vivarium.closureKey(factory), factory: factory).singleton
    }
}

struct Factory {
    let _container: Container
    let _key: String
    let _factory: () -> Any
    var _scope: String = "unique"

    init(_ container: Container, key: String, factory: @escaping () -> Any) {
        _container = container
        _key = key
        _factory = factory
    }

    func callAsFunction() -> Any {
        resolve()
    }

    func resolve() -> Any {
        let manager = _container.manager
        var make = _factory
        if let registered = manager._registrations[_key] {
            make = registered
        }
        if _scope == "cached" {
            if let cached = manager._cached[_key] { return cached }
            let instance = make()
            manager._cached[_key] = instance
            return instance
        }
        if _scope == "shared" {
            if let box = manager._shared[_key] {
                if let instance = box.object { return instance }
            }
            let instance = make()
            manager._shared[_key] = _WeakBox(instance)
            return instance
        }
        if _scope == "singleton" {
            if let instance = Scope.singleton._cache[_key] { return instance }
            let instance = make()
            Scope.singleton._cache[_key] = instance
            return instance
        }
        return make()
    }

    func scope(_ scope: Scope) -> Factory {
        var copy = self
        copy._scope = scope.name
        return copy
    }

    var unique: Factory { scope(Scope.unique) }
    var cached: Factory { scope(Scope.cached) }
    var shared: Factory { scope(Scope.shared) }
    var singleton: Factory { scope(Scope.singleton) }

    /// Replaces the registration (Factory: `container.service.register { Mock() }`); the
    /// cached instance of the key is dropped.
    @discardableResult
    func register(_ factory: @escaping () -> Any) -> Factory {
        _container.manager._registrations[_key] = factory
        _container.manager._cached[_key] = nil
        _container.manager._shared[_key] = nil
        return self
    }

    /// Drops the registration override and the cached instance of this key.
    func reset() {
        _container.manager._registrations[_key] = nil
        _container.manager._cached[_key] = nil
        _container.manager._shared[_key] = nil
        Scope.singleton._cache[_key] = nil
    }
}
"""#)
}
