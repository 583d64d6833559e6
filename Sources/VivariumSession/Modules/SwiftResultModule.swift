/// The standard library's `Result`, written in Vivarium's Swift subset: `.success` and
/// `.failure`, `get()`, `map`, `mapError`, `flatMap` and `init(catching:)`, as documented
/// (https://developer.apple.com/documentation/swift/result). The playground is dynamically
/// typed, so `Failure` is not checked to be an `Error`. Combine's `Future` loads it too: its
/// promise takes a `Result` (`promise(.success(value))`; see CombineFuture).
extension BundledModule {
    static let swiftResult = BundledModule(
        name: "SwiftResult",
        dependencies: [],
        autoloadNames: ["Result"],
        source: #"""
enum Result<Success, Failure> {
    case success(Success)
    case failure(Failure)

    init(catching body: () throws -> Success) {
        do {
            self = .success(try body())
        } catch {
            self = .failure(error)
        }
    }

    func get() throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return .success(transform(value))
        case .failure(let error): return .failure(error)
        }
    }

    func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
        switch self {
        case .success(let value): return .success(value)
        case .failure(let error): return .failure(transform(error))
        }
    }

    func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
        switch self {
        case .success(let value): return transform(value)
        case .failure(let error): return .failure(error)
        }
    }
}
"""#)
}
