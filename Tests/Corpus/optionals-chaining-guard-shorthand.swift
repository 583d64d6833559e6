// Demonstrates: optional handling idioms in a profile screen — if let shorthand, guard let with early return, optional chaining through nested structs, map/flatMap on optionals, and switching on an optional.
import SwiftUI

struct Address {
    var city: String
    var postcode: String?
}

struct Profile {
    var name: String
    var nickname: String?
    var address: Address?
    var age: Int?
}

struct ProfileSummary: View {
    @State private var profile: Profile? = nil

    private var greeting: String {
        guard let profile else { return "Nobody signed in" }
        if let nickname = profile.nickname, !nickname.isEmpty {
            return "Hi, \(nickname)"
        }
        return "Hello, \(profile.name)"
    }

    private var location: String {
        profile?.address?.postcode.map { "Postcode \($0)" } ?? profile?.address?.city ?? "Unknown location"
    }

    private var ageGroup: String {
        switch profile?.age {
        case .none: return "Age not set"
        case .some(let age) where age < 18: return "Under 18"
        case .some(let age): return "\(age / 10 * 10)s"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(greeting)
            Text(location)
            Text(ageGroup)
            Text("Initial: \(profile?.name.first.map(String.init) ?? "-")")
            Button("Sign in Ada") {
                profile = Profile(name: "Ada", nickname: nil, address: Address(city: "London", postcode: nil), age: 36)
            }
            Button("Add nickname") { profile?.nickname = "Countess" }
            Button("Add postcode") { profile?.address?.postcode = "W1" }
            Button("Sign out") { profile = nil }
        }
    }
}

#Preview {
    ProfileSummary()
}
