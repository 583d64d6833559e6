// Demonstrates: iOS 14-era style constructors (InsetGroupedListStyle(), PlainButtonStyle(), RoundedBorderTextFieldStyle()), NavigationView with navigationBarTitle, UserDefaults read and written in a view model's didSet.
import SwiftUI

final class LaunchCounter: ObservableObject {
    private let defaults = UserDefaults.standard
    @Published var launches: Int {
        didSet { defaults.set(launches, forKey: "launches") }
    }
    @Published var nickname: String {
        didSet { defaults.set(nickname, forKey: "nickname") }
    }

    init() {
        launches = defaults.integer(forKey: "launches")
        nickname = defaults.string(forKey: "nickname") ?? "Guest"
    }
}

struct LaunchView: View {
    @ObservedObject var counter: LaunchCounter

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Stats")) {
                    Text("Launches: \(counter.launches)")
                    Text("Hello, \(counter.nickname)")
                }
                Section {
                    TextField("Nickname", text: $counter.nickname)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                    Button(action: { counter.launches += 1 }) {
                        Text("Launch again")
                    }
                    .buttonStyle(PlainButtonStyle())
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Launches", displayMode: .inline)
        }
    }
}

struct LaunchView_Previews: PreviewProvider {
    static var previews: some View {
        LaunchView(counter: LaunchCounter())
    }
}
