// Demonstrates: a completion-handler service (Result callback on DispatchQueue.main.asyncAfter) bridged to async/await with withCheckedThrowingContinuation.
import SwiftUI

struct Profile {
    let name: String
    let followers: Int
}

enum ProfileError: Error {
    case notFound
}

final class LegacyProfileService {
    typealias Completion = (Result<Profile, Error>) -> Void

    func fetchProfile(id: Int, completion: @escaping Completion) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            if id == 42 {
                completion(.success(Profile(name: "Ada", followers: 1_815)))
            } else {
                completion(.failure(ProfileError.notFound))
            }
        }
    }

    func profile(id: Int) async throws -> Profile {
        try await withCheckedThrowingContinuation { continuation in
            fetchProfile(id: id) { result in
                continuation.resume(with: result)
            }
        }
    }
}

struct ProfileScreen: View {
    private let service = LegacyProfileService()
    @State private var profile: Profile?
    @State private var errorText: String?
    @State private var profileID = 42

    var body: some View {
        VStack(spacing: 8) {
            if let profile {
                Text(profile.name).font(.title)
                Text("\(profile.followers) followers")
            } else if let errorText {
                Text(errorText).foregroundStyle(.red)
            } else {
                ProgressView("Loading…")
            }
            Button("Load missing profile") { profileID = 7 }
        }
        .task(id: profileID) {
            profile = nil
            errorText = nil
            do {
                profile = try await service.profile(id: profileID)
                print("loaded \(profile?.name ?? "-")")
            } catch {
                errorText = "Could not load profile \(profileID): \(error)"
                print(errorText!)
            }
        }
    }
}

#Preview {
    ProfileScreen()
}
