/// `import SwiftData`: `@Model` classes kept in memory by a `ModelContainer`, a `ModelContext`
/// (`insert(_:)`, `delete(_:)`, `save()`, `fetch(_:)`, `fetchCount(_:)`), `FetchDescriptor`,
/// `SortDescriptor`, `#Predicate`, `@Query` and the `.modelContainer` modifiers, written in
/// Vivarium's Swift subset. The macros are expanded by the lowering (`Lowerer+SwiftData`,
/// `SwiftDataQueries`). Semantics follow Apple's SwiftData documentation:
/// - "ModelContext.insert(_:)": the context tracks the model (and its related models); until
///   it is deleted the context (here its container's store) keeps it alive. "delete(_:)": the
///   model leaves every fetch at once and the relationships that held it (the default delete
///   rule, `.nullify`); a `@Relationship(deleteRule: .cascade)` deletes its related models too.
///   "Schema.Attribute.Option.unique": inserting a model whose unique attribute matches a
///   stored one updates the stored one (an upsert).
/// - "Query": the view that reads a `@Query` property is updated when a change to the
///   context changes its result (the fetch reads the store, an `@Observable` property).
/// - "ModelConfiguration.isStoredInMemoryOnly": the playground never writes a store to disk;
///   every container is in memory for the graph's life, whatever its configuration.
/// Judgement calls: the container, context and store are plumbing (`@_vivariumInternal`), so
/// replies report the user's models, held by `ModelStore.models`; `.modelContainer(for:)`
/// reuses the live container of the same model types (on a device every such modifier opens
/// the same default store); `save()` changes no data (the store is updated at once, as the
/// main context's autosave does), it clears `hasChanges`.
extension BundledModule {
    static let swiftData = BundledModule(
        name: "SwiftData",
        dependencies: [],
        autoloadNames: [],
        source: swiftDataValues + swiftDataStores)

    /// Identifiers, schemas, predicates, sort and fetch descriptors, configurations.
    static let swiftDataValues = #"""
protocol PersistentModel: AnyObject, Hashable, Identifiable {}

struct PersistentIdentifier: Hashable, CustomStringConvertible {
    let entityName: String
    let _number: Int
    var description: String { "\(entityName)/p\(_number)" }
}

extension PersistentModel {
    var persistentModelID: PersistentIdentifier { _ModelRegistry.identifier(of: self) }
    var id: PersistentIdentifier { persistentModelID }
    var modelContext: ModelContext? { _ModelRegistry.contexts[ObjectIdentifier(self)]?.context }
    var isDeleted: Bool { _ModelRegistry.deleted.contains(ObjectIdentifier(self)) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@_vivariumInternal("ModelRegistry")
final class _ModelRegistry {
    static var contexts: [ObjectIdentifier: _WeakContext] = [:]
    static var deleted: Set<ObjectIdentifier> = []
    static var identifiers: [ObjectIdentifier: PersistentIdentifier] = [:]
    static var counts: [String: Int] = [:]

    static func identifier(of model: AnyObject) -> PersistentIdentifier {
        if let known = identifiers[ObjectIdentifier(model)] { return known }
        let entityName = _typeName(of: model)
        let number = (counts[entityName] ?? 0) + 1
        counts[entityName] = number
        let identifier = PersistentIdentifier(entityName: entityName, _number: number)
        identifiers[ObjectIdentifier(model)] = identifier
        return identifier
    }
}

func _typeName(of value: Any) -> String {
    String(describing: type(of: value))
}

enum _SwiftDataRelationships {
    static func removing<T>(_ model: AnyObject, from list: [T]) -> [T]? {
        guard list.contains(where: { ($0 as AnyObject) === model }) else { return nil }
        return list.filter { ($0 as AnyObject) !== model }
    }

    static func isSame(_ value: Any?, _ model: AnyObject) -> Bool {
        guard let value else { return false }
        return (value as AnyObject) === model
    }
}

struct Schema {
    let _types: [Any]
    init(_ types: [Any], version: Any? = nil) { _types = types }
}

struct Predicate<Input> {
    let _typeName: String?
    let _test: (Input) -> Bool

    init(_type: Any? = nil, _ test: @escaping (Input) -> Bool) {
        if let _type {
            _typeName = String(describing: _type)
        } else {
            _typeName = nil
        }
        _test = test
    }

    func evaluate(_ input: Input) throws -> Bool { _test(input) }
}

struct SortDescriptor<Compared> {
    let _keyPath: Any
    var order: SortOrder

    init(_ keyPath: Any, order: SortOrder = .forward) {
        _keyPath = keyPath
        self.order = order
    }

    init(_ keyPath: Any, comparator: Any, order: SortOrder = .forward) {
        _keyPath = keyPath
        self.order = order
    }
}

struct FetchDescriptor<T> {
    var predicate: Predicate<T>?
    var sortBy: [SortDescriptor<T>]
    var fetchLimit: Int?
    var fetchOffset: Int?
    var includePendingChanges = true
    var propertiesToFetch: [Any] = []
    var relationshipKeyPathsForPrefetching: [Any] = []
    let _typeName: String?

    init(_type: Any? = nil, predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
        if let _type {
            _typeName = String(describing: _type)
        } else {
            _typeName = predicate?._typeName
        }
    }
}

struct ModelConfiguration {
    var name: String
    var isStoredInMemoryOnly: Bool
    var allowsSave: Bool

    init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
         groupContainer: Any? = nil, cloudKitDatabase: Any? = nil) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    init(for types: Any..., isStoredInMemoryOnly: Bool = false) {
        self.name = "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = true
    }
}

"""#
}
