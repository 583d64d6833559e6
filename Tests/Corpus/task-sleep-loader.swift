// Demonstrates: .task loading with Task.sleep and a phase enum; the task is cancelled when the view goes.
import SwiftUI

enum Phase: Equatable {
    case loading
    case loaded(String)
}

struct LoaderView: View {
    @State private var phase: Phase = .loading

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ProgressView("Loading…")
            case .loaded(let text):
                Text(text)
            }
        }
        .task {
            print("task started")
            do {
                try await Task.sleep(nanoseconds: 2_000_000_000)
                phase = .loaded("Done after 2 s")
                print("task finished")
            } catch {
                print("task cancelled")
            }
        }
    }
}

struct ContentView: View {
    @State private var showLoader = true

    var body: some View {
        VStack {
            if showLoader {
                LoaderView()
            }
            Button(showLoader ? "Hide loader" : "Show loader") { showLoader.toggle() }
        }
    }
}

#Preview {
    ContentView()
}
