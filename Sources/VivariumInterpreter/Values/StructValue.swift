import OrderedCollections

/// An instance of a user `struct`: its type's name and its stored properties' values, behind
/// one reference that copy-on-write checks for uniqueness. A `Value` holds it in one word, and a
/// struct changed where it lies (`inbox.items.append(m)`, `rows[i].done.toggle()`) changes in
/// place when nothing else shares it, as a Swift struct in a variable does. (An `indirect`
/// payload cannot change in place: each change took the struct out of its box, retaining each
/// of its fields, freed the box and allocated another.)
///
/// Reads are the storage's; every write goes through a `_modify` that copies the storage first
/// when another value shares it.
public struct StructValue {
    @usableFromInline
    final class Storage {
        @usableFromInline var typeName: String
        @usableFromInline var fields: OrderedDictionary<String, Value>
        @usableFromInline var initArguments: [ArgumentValue]?
        @usableFromInline var genericArguments: [String: String]
        @usableFromInline var hashedProperties: [String]?

        @usableFromInline
        init(typeName: String, fields: OrderedDictionary<String, Value>, initArguments: [ArgumentValue]?,
             genericArguments: [String: String], hashedProperties: [String]?) {
            self.typeName = typeName
            self.fields = fields
            self.initArguments = initArguments
            self.genericArguments = genericArguments
            self.hashedProperties = hashedProperties
        }

        @usableFromInline
        func copy() -> Storage {
            Storage(typeName: typeName, fields: fields, initArguments: initArguments, genericArguments: genericArguments,
                    hashedProperties: hashedProperties)
        }
    }

    @usableFromInline var storage: Storage

    public init(typeName: String, fields: OrderedDictionary<String, Value> = [:]) {
        storage = Storage(typeName: typeName, fields: fields, initArguments: nil, genericArguments: [:], hashedProperties: nil)
    }

    /// Makes the storage this value's own before a write.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    @inlinable
    public var typeName: String {
        get { storage.typeName }
        _modify { makeUnique(); yield &storage.typeName }
    }

    /// The stored properties' values, in declaration order.
    @inlinable
    public var fields: OrderedDictionary<String, Value> {
        get { storage.fields }
        _modify { makeUnique(); yield &storage.fields }
    }

    /// For view values: the arguments the initializer was called with (objects held weakly),
    /// so `swap` can call it again with one argument replaced. Not part of equality.
    @inlinable
    public var initArguments: [ArgumentValue]? {
        get { storage.initArguments }
        _modify { makeUnique(); yield &storage.initArguments }
    }

    /// What the type's generic parameters stand for in this instance (`T` → `Int` for a
    /// `Box<Int>`): written, inferred from the initializer's arguments, or from the context.
    @inlinable
    public var genericArguments: [String: String] {
        get { storage.genericArguments }
        _modify { makeUnique(); yield &storage.genericArguments }
    }

    /// The properties its type's own `hash(into:)` combines (`TypeInfo.hashedProperties`):
    /// what tells it apart as a Set member or dictionary key. Nil: all of its properties.
    @inlinable
    public var hashedProperties: [String]? {
        get { storage.hashedProperties }
        _modify { makeUnique(); yield &storage.hashedProperties }
    }
}
