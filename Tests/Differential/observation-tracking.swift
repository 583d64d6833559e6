// The Observation framework outside SwiftUI: withObservationTracking calls onChange once, before
// the first change of a property the closure read; @ObservationIgnored and unread properties do not.
import Observation

@Observable
final class Profile {
    var name = "Ada"
    var score = 0
    @ObservationIgnored var cache: [String] = []
    var title: String { "\(name) (\(score))" }
}

let profile = Profile()
func track(_ label: String) {
    withObservationTracking {
        print(label, "reads", profile.title)
    } onChange: {
        print(label, "will change; score is still", profile.score)
    }
}
track("first")
profile.score += 1
profile.score += 1
track("second")
profile.cache.append("x")
print("ignored write made no change call")
profile.name = "Grace"
print(profile.title)
withObservationTracking {
    _ = profile.name
} onChange: {
    print("name changing")
}
profile.score = 10
print("score write did not call the name tracker")
profile.name = "Alan"
