// Demonstrates: an @Observable model in @State, passed to a child that edits it through @Bindable.
import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Taylor"
    var age = 30

    init() { print("Profile init") }
    deinit { print("Profile deinit") }
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Stepper("Age \(profile.age)", value: $profile.age, in: 0...120)
            Button("Birthday") { profile.age += 1 }
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            Text("\(profile.name), \(profile.age)")
            ProfileEditor(profile: profile)
        }
    }
}

#Preview {
    ProfileScreen()
}
