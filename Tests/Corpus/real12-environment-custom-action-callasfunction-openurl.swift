// Demonstrates: actions passed down the environment like SwiftUI's own: `struct ShowToastAction { typealias Action = (String) -> Void; let action: Action; func callAsFunction(_ message: String) { action(message) } }` behind an `EnvironmentKey` with a no-op default, read as `@Environment(\.showToast) private var showToast` and called `showToast("Copied")`, plus `.environment(\.openURL, OpenURLAction { url in … return .handled })` intercepting a `Link` and `openURL(url)` in a button.
// Source: blog companion code (a post on custom environment actions with callAsFunction, modelled on DismissAction and OpenURLAction; found through a search for callAsFunction EnvironmentKey action OpenURLAction handled); written for Vivarium in that style, not copied.
// First paste: failed at mount: arguments do not match the parameters of 'ShowToastAction.init'
import SwiftUI

struct ShowToastAction {
    typealias Action = (String) -> Void
    let action: Action

    func callAsFunction(_ message: String) {
        action(message)
    }
}

struct ShowToastKey: EnvironmentKey {
    static let defaultValue = ShowToastAction { _ in }
}

extension EnvironmentValues {
    var showToast: ShowToastAction {
        get { self[ShowToastKey.self] }
        set { self[ShowToastKey.self] = newValue }
    }
}

struct ShareRow: View {
    @Environment(\.showToast) private var showToast
    @Environment(\.openURL) private var openURL
    let url: URL

    var body: some View {
        HStack {
            Link("Open", destination: url)
            Button("Copy") {
                showToast("Copied \(url.host ?? "")")
            }
            Button("Visit") {
                openURL(url)
            }
        }
    }
}

struct RootView: View {
    @State private var message: String?
    @State private var visited: [String] = []

    var body: some View {
        VStack {
            ShareRow(url: URL(string: "https://www.swift.org/documentation")!)
            if let message {
                Text(message).font(.caption)
            }
            Text("Visited: \(visited.count)")
        }
        .environment(\.showToast, ShowToastAction { text in
            message = text
        })
        .environment(\.openURL, OpenURLAction { url in
            visited.append(url.absoluteString)
            return .handled
        })
    }
}

#Preview {
    RootView()
}
