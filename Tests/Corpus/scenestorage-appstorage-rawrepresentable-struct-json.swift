// Demonstrates: `@AppStorage` of a `Codable` struct through a `RawRepresentable` conformance that encodes to a JSON `String` (`init?(rawValue:)` with `JSONDecoder`, `rawValue` with `JSONEncoder` and `String(decoding:as:)`), `@AppStorage("launchCount") var launchCount = 0`, `@SceneStorage("draft") var draft = ""`, `@AppStorage` with an explicit `store: UserDefaults(suiteName:)`, reading `UserDefaults.standard.integer(forKey:)` alongside.
// Source: blog companion code (a post on "storing custom types in @AppStorage"); written for Vivarium in that style, not copied.
// First paste: failed at mount: scenestorage-appstorage-rawrepresentable-struct-json.swift:30:38: error: not supported in the playground: this initializer of 'UserDefaults'
import SwiftUI

struct ReaderSettings: Codable, Equatable {
    var fontSize: Double = 16
    var serif = false
    var theme = "light"
}

extension ReaderSettings: RawRepresentable {
    init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
              let decoded = try? JSONDecoder().decode(ReaderSettings.self, from: data) else {
            return nil
        }
        self = decoded
    }

    var rawValue: String {
        guard let data = try? JSONEncoder().encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

struct ReaderView: View {
    @AppStorage("readerSettings") private var settings = ReaderSettings()
    @AppStorage("launchCount") private var launchCount = 0
    @AppStorage("group.flag", store: UserDefaults(suiteName: "group.example.reader")) private var shared = false
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        Form {
            Text("Sample text")
                .font(.system(size: settings.fontSize, design: settings.serif ? .serif : .default))
            Stepper("Size \(Int(settings.fontSize))", value: $settings.fontSize, in: 10...30, step: 2)
            Toggle("Serif", isOn: $settings.serif)
            Toggle("Shared flag", isOn: $shared)
            TextField("Draft", text: $draft)
            Text("Launches: \(launchCount)")
            Button("Dark theme") {
                settings.theme = "dark"
                print(UserDefaults.standard.string(forKey: "readerSettings") ?? "nil")
                print(UserDefaults.standard.integer(forKey: "launchCount"))
            }
        }
        .onAppear {
            launchCount += 1
        }
    }
}

#Preview {
    ReaderView()
}
