/// The second half of `import SwiftData` (see `SwiftDataModule.swift`): the store, the
/// container and its contexts, `Query`, the `modelContext` environment value and the
/// `.modelContainer` modifiers.
extension BundledModule {
    static let swiftDataStores = #"""
@_vivariumInternal("ModelStore")
@Observable
final class _ModelStore {
    var models: [AnyObject] = []
}

@_vivariumInternal("ModelData")
final class _ModelData {
    var stores: [String: _ModelStore] = [:]

    func store(_ typeName: String) -> _ModelStore {
        if let store = stores[typeName] { return store }
        let store = _ModelStore()
        stores[typeName] = store
        return store
    }
}

@_vivariumInternal
final class _WeakContext {
    weak var context: ModelContext?

    init(_ context: ModelContext) {
        self.context = context
    }
}

@_vivariumInternal
final class _WeakContainer {
    weak var container: ModelContainer?

    init(_ container: ModelContainer) {
        self.container = container
    }
}

@_vivariumInternal("ModelContainer")
final class ModelContainer {
    static var _shared: [String: _WeakContainer] = [:]
    let schema: Schema
    let configurations: [ModelConfiguration]
    let _data = _ModelData()
    var _mainContext: ModelContext?

    init(for types: Any..., configurations: Any...) throws {
        var list: [Any] = []
        for type in types {
            if _typeName(of: type) == "Schema" {
                list += (type as! Schema)._types
            } else if _typeName(of: type).hasPrefix("Array") {
                list += type as! [Any]
            } else {
                list.append(type)
            }
        }
        schema = Schema(list)
        var configs: [ModelConfiguration] = []
        for configuration in configurations {
            if _typeName(of: configuration).hasPrefix("Array") {
                configs += configuration as! [ModelConfiguration]
            } else {
                configs.append(configuration as! ModelConfiguration)
            }
        }
        self.configurations = configs.isEmpty ? [ModelConfiguration()] : configs
    }

    @MainActor var mainContext: ModelContext {
        if let context = _mainContext { return context }
        let context = ModelContext(self)
        _mainContext = context
        return context
    }

    func deleteAllData() {
        for store in _data.stores.values { store.models = [] }
    }
}

@_vivariumInternal("ModelContext")
final class ModelContext {
    weak var _container: ModelContainer?
    let _data: _ModelData?
    var hasChanges = false
    var autosaveEnabled = true

    init(_ container: ModelContainer) {
        _container = container
        _data = container._data
    }

    init(_detached: Bool) {
        _data = nil
    }

    var container: ModelContainer { _container! }

    func insert<T>(_ model: T) {
        let typeName = String(describing: type(of: model))
        guard let data = _data else {
            fatalError("failed to find a currently active container for \(typeName)")
        }
        let store = data.store(typeName)
        if store.models.contains(where: { $0 === model }) { return }
        for existing in store.models where existing._hasSameUniqueValue(as: model) {
            existing._takePersistedValues(from: model)
            hasChanges = true
            return
        }
        store.models.append(model)
        _ModelRegistry.contexts[ObjectIdentifier(model)] = _WeakContext(self)
        _ = _ModelRegistry.identifier(of: model)
        // Apple, "ModelContext.insert(_:)": related models are inserted with the model.
        for related in model._relatedModels {
            if _typeName(of: related).hasPrefix("Array") {
                for other in related as! [Any] { insert(other) }
            } else if !_typeName(of: related).hasPrefix("Optional") {
                insert(related)
            }
        }
        hasChanges = true
    }

    func delete<T>(_ model: T) {
        let typeName = String(describing: type(of: model))
        guard let store = _data?.stores[typeName], store.models.contains(where: { $0 === model }) else { return }
        store.models.removeAll { $0 === model }
        _ModelRegistry.contexts[ObjectIdentifier(model)] = nil
        _ModelRegistry.deleted.insert(ObjectIdentifier(model))
        hasChanges = true
        // Read before the inverses are nullified (which empties a to-many's array).
        let cascaded = model._cascadeRelationships
        for other in _data!.stores.values {
            for holder in other.models { holder._nullifyRelationships(to: model) }
        }
        for related in cascaded {
            if _typeName(of: related).hasPrefix("Array") {
                for other in related as! [Any] { delete(other) }
            } else {
                delete(related)
            }
        }
    }

    func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for model in try fetch(FetchDescriptor(_type: model, predicate: predicate)) { delete(model) }
    }

    func save() throws {
        hasChanges = false
    }

    func rollback() {
        fatalError("not supported in the playground: ModelContext.rollback() (changes are in the store as soon as they are made)")
    }

    func processPendingChanges() {}

    func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        guard let typeName = descriptor._typeName else {
            fatalError("not supported in the playground: a FetchDescriptor whose model type is not written (write FetchDescriptor<Item>(…))")
        }
        guard let store = _data?.store(typeName) else { return [] }
        var result = store.models
        if let predicate = descriptor.predicate {
            result = result.filter { predicate._test($0) }
        }
        if !descriptor.sortBy.isEmpty {
            result = result.sorted(using: descriptor.sortBy.map { KeyPathComparator($0._keyPath, order: $0.order) })
        }
        if let offset = descriptor.fetchOffset { result = Array(result.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { result = Array(result.prefix(limit)) }
        return result
    }

    func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map { _ModelRegistry.identifier(of: $0) }
    }

    func registeredModel<T>(for identifier: PersistentIdentifier) -> T? {
        _data?.stores[identifier.entityName]?.models.first { _ModelRegistry.identifier(of: $0) == identifier } as? T
    }

    func model(for identifier: PersistentIdentifier) -> AnyObject {
        guard let found = _data?.stores[identifier.entityName]?.models.first(where: { _ModelRegistry.identifier(of: $0) == identifier }) else {
            fatalError("no model with the identifier \(identifier) in this context")
        }
        return found
    }
}

struct Query<Element> {
    var _descriptor: FetchDescriptor<Element>

    init(_ descriptor: FetchDescriptor<Element>? = nil, filter: Predicate<Element>? = nil, sort: Any? = nil,
         order: SortOrder = .forward, transaction: Any? = nil, animation: Animation? = nil) {
        var sortBy: [SortDescriptor<Element>] = []
        if let sort {
            let list: [Any] = _typeName(of: sort).hasPrefix("Array") ? sort as! [Any] : [sort]
            for item in list {
                if _typeName(of: item) == "SortDescriptor" {
                    sortBy.append(item as! SortDescriptor<Element>)
                } else {
                    sortBy.append(SortDescriptor(item, order: order))
                }
            }
        }
        _descriptor = descriptor ?? FetchDescriptor(predicate: filter, sortBy: sortBy)
    }

    func _fetch(in context: ModelContext, _type: Any) -> [Element] {
        var descriptor = _descriptor
        if descriptor._typeName == nil {
            descriptor = FetchDescriptor(_type: _type, predicate: descriptor.predicate, sortBy: descriptor.sortBy)
        }
        return (try? context.fetch(descriptor)) ?? []
    }
}

struct _ModelContextKey: EnvironmentKey {
    static let defaultValue = ModelContext(_detached: true)
}

struct _ModelContainerKey: EnvironmentKey {
    static let defaultValue: ModelContainer? = nil
}

extension EnvironmentValues {
    var modelContext: ModelContext {
        get { self[_ModelContextKey.self] }
        set { self[_ModelContextKey.self] = newValue }
    }

    var _modelContainer: ModelContainer? {
        get { self[_ModelContainerKey.self] }
        set { self[_ModelContainerKey.self] = newValue }
    }
}

extension View {
    func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext).environment(\._modelContainer, container)
    }

    func modelContainer(for modelType: Any, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                        isUndoEnabled: Bool = false, onSetup: ((Result<ModelContainer, Error>) -> Void)? = nil) -> some View {
        let types: [Any] = _typeName(of: modelType).hasPrefix("Array") ? modelType as! [Any] : [modelType]
        let key = types.map { String(describing: $0) }.joined(separator: ",") + (inMemory ? " in memory" : "")
        let container: ModelContainer
        if let shared = ModelContainer._shared[key]?.container {
            container = shared
        } else {
            container = try! ModelContainer(for: Schema(types), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
            ModelContainer._shared[key] = _WeakContainer(container)
        }
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        return modelContainer(container)
    }
}

extension _SwiftDataRelationships {
    /// A model put in a relationship of a model that a context holds joins that context (Apple,
    /// "ModelContext": "The context recognizes the hierarchy and automatically handles the
    /// insertion of the related models. The same behavior applies even if the graph contains
    /// both new and existing models": `trip.stops.append(stop)` makes `stop` a model of the
    /// store without `insert`).
    static func insertRelated(_ value: Any, of owner: AnyObject) {
        guard let context = _ModelRegistry.contexts[ObjectIdentifier(owner)]?.context else { return }
        if _typeName(of: value).hasPrefix("Array") {
            for other in value as! [Any] { context.insert(other) }
        } else if _typeName(of: value).hasPrefix("Optional") {
            if let some = value as? AnyObject { context.insert(some) }
        } else {
            context.insert(value)
        }
    }
}
"""#
}
