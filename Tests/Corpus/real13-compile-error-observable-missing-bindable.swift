// Demonstrates: a slip moving from `ObservableObject` to `@Observable`: the editor view keeps `var profile: Profile` (no `@Bindable`, where it used to be `@ObservedObject`) and writes `TextField("Name", text: $profile.name)`, which swiftc refuses as there is no projected value; the rest of the file (an `@Observable` class, `@State` owning it, a preview) is as a person would paste it.
// Source: Swift Forums post (a question on "cannot find '$model' in scope" after migrating to the Observation framework, found through a search for Observable Bindable cannot find in scope TextField binding migration); written for Vivarium in that style, not copied.
// First paste: ran
// expected-error: 19:37: cannot find '$profile' in scope
import SwiftUI
import Observation

@Observable
final class Profile {
    var name = "Taylor"
    var bio = ""
}

struct ProfileEditor: View {
    var profile: Profile

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Text("Hello, \(profile.name)")
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        ProfileEditor(profile: profile)
    }
}

#Preview {
    ProfileScreen()
}
