// Demonstrates: a "clean code" template's profile module: `protocol UserProfileViewModelProtocol: ObservableObject { var user: UserProfileDTO? { get } var error: String? { get } func fetchUserProfile() async }`, a view generic over it (`struct UserProfileView<ViewModel: UserProfileViewModelProtocol>: View { @ObservedObject var viewModel: ViewModel }`), a production view model depending on `UserProfileRepositoryProtocol`, a repository stub, a DTO with `avatarUrl` and `bio`, and a `PreviewProvider` whose extension nests `class UserProfileViewModelMock: UserProfileViewModelProtocol` returned by `static func getViewModel()`.
// Source: GitHub app (a developer's clean-architecture SwiftUI template, its UserProfile module; repository a1pamys/CleanCodeSwiftUI studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct UserProfileDTO: Decodable {
    let login: String
    let avatarUrl: String
    let bio: String?
}

protocol UserProfileRepositoryProtocol {
    func getUserProfile(login: String) async throws -> UserProfileDTO
}

final class UserProfileRepositoryStub: UserProfileRepositoryProtocol {
    func getUserProfile(login: String) async throws -> UserProfileDTO {
        try await Task.sleep(nanoseconds: 100_000_000)
        return UserProfileDTO(login: login, avatarUrl: "https://example.com/\(login).png", bio: nil)
    }
}

protocol UserProfileViewModelProtocol: ObservableObject {
    var user: UserProfileDTO? { get }
    var error: String? { get }
    func fetchUserProfile() async
}

final class UserProfileViewModel: UserProfileViewModelProtocol {
    @Published var user: UserProfileDTO?
    @Published var error: String?

    private let repository: UserProfileRepositoryProtocol
    private let login: String

    init(repository: UserProfileRepositoryProtocol, login: String) {
        self.repository = repository
        self.login = login
    }

    @MainActor
    func fetchUserProfile() async {
        do {
            user = try await repository.getUserProfile(login: login)
            error = nil
        } catch {
            self.error = error.localizedDescription
        }
    }
}

struct UserProfileView<ViewModel: UserProfileViewModelProtocol>: View {
    @ObservedObject var viewModel: ViewModel

    var body: some View {
        VStack(spacing: 8) {
            if let user = viewModel.user {
                Text(user.login)
                    .font(.title)
                Text(user.bio ?? "No bio")
                Text(user.avatarUrl)
                    .font(.caption)
            } else {
                ProgressView()
            }
            if let error = viewModel.error {
                Text(error).foregroundColor(.red)
            }
            Button("Reload") {
                Task { await viewModel.fetchUserProfile() }
            }
        }
        .task {
            await viewModel.fetchUserProfile()
        }
    }
}

struct UserProfileView_Previews: PreviewProvider {
    static var previews: some View {
        UserProfileView(viewModel: UserProfileView_Previews.getViewModel())
    }
}

extension UserProfileView_Previews {
    static func getViewModel() -> UserProfileViewModelMock {
        return UserProfileViewModelMock()
    }

    class UserProfileViewModelMock: UserProfileViewModelProtocol {
        var error: String? = "MockError"

        var user: UserProfileDTO? = .init(
            login: "MockLogin",
            avatarUrl: "MockUrl",
            bio: "MockBio"
        )

        func fetchUserProfile() async {}
    }
}

struct LiveProfile: View {
    @StateObject private var viewModel = UserProfileViewModel(repository: UserProfileRepositoryStub(), login: "octo")

    var body: some View {
        UserProfileView(viewModel: viewModel)
    }
}
