// Demonstrates: a generic type alias `Completion<T> = (Result<T, ServiceError>) -> Void`, callback-based service methods generic over their payload, `DispatchQueue.main.asyncAfter` delivery, and `[weak self]` captures in an ObservableObject.
import SwiftUI

enum ServiceError: Error, CustomStringConvertible {
    case notFound(id: Int)
    case unauthorized

    var description: String {
        switch self {
        case .notFound(let id): return "item \(id) not found"
        case .unauthorized: return "please sign in"
        }
    }
}

typealias Completion<T> = (Result<T, ServiceError>) -> Void

struct Profile {
    let id: Int
    let handle: String
}

final class ProfileService {
    private let profiles = [1: Profile(id: 1, handle: "@ada"), 2: Profile(id: 2, handle: "@grace")]
    var signedIn = true

    func fetch<T>(after delay: Double, _ make: @escaping () throws(ServiceError) -> T, completion: @escaping Completion<T>) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            do {
                completion(.success(try make()))
            } catch {
                completion(.failure(error))
            }
        }
    }

    func profile(id: Int, completion: @escaping Completion<Profile>) {
        fetch(after: 0.5, { () throws(ServiceError) -> Profile in
            guard self.signedIn else { throw .unauthorized }
            guard let profile = self.profiles[id] else { throw .notFound(id: id) }
            return profile
        }, completion: completion)
    }

    func count(completion: @escaping Completion<Int>) {
        fetch(after: 0.2, { self.profiles.count }, completion: completion)
    }
}

final class ProfileViewModel: ObservableObject {
    @Published var text = "Nothing loaded"
    private let service = ProfileService()

    func load(_ id: Int) {
        text = "Loading \(id)…"
        service.profile(id: id) { [weak self] result in
            switch result {
            case .success(let profile): self?.text = profile.handle
            case .failure(let error): self?.text = "Error: \(error)"
            }
            print(self?.text ?? "gone")
        }
    }

    func signOut() {
        service.signedIn = false
        service.count { result in
            print("profiles known: \((try? result.get()) ?? 0)")
        }
    }
}

struct ProfileLookupView: View {
    @StateObject private var model = ProfileViewModel()

    var body: some View {
        VStack(spacing: 12) {
            Text(model.text)
            Button("Load 1") { model.load(1) }
            Button("Load 7") { model.load(7) }
            Button("Sign out") { model.signOut() }
        }
    }
}

#Preview {
    ProfileLookupView()
}
