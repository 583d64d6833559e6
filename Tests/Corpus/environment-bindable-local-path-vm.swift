// Demonstrates: an `@Observable` path model injected with `.environment(PathVM())`, read with `@Environment(PathVM.self)`, and a local `@Bindable var pathVM = pathVM` declared inside `body` to bind `NavigationStack(path:)`; `navigationDestination(for: String.self)`, pushing and popping from a pushed view through the same environment object.
// Source: GitHub sample repository (a developer's small "complex navigation" experiments app, one folder per approach); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@Observable
class PathVM {
    var path: [String] = []

    func popToRoot() {
        path.removeAll()
    }
}

struct ContentView: View {
  @Environment(PathVM.self) private var pathVM

  var body: some View {
    @Bindable var pathVM = pathVM
    NavigationStack(path: $pathVM.path) {
      VStack(spacing: 16) {
        Text("depth \(pathVM.path.count)")
        Button("Push!") {
          pathVM.path.append("welcome")
        }
        Button("Push two") {
          pathVM.path += ["one", "two"]
        }
      }
      .navigationDestination(for: String.self) { selection in
        SubView(value: "\(selection)")
      }
      .navigationTitle("Root")
    }
  }
}

struct SubView: View {
  @Environment(PathVM.self) private var pathVM
  let value: String

  var body: some View {
    VStack {
      Text(value)
        .font(.largeTitle)
      Text("path: \(pathVM.path.joined(separator: " > "))")
      Button("Deeper") {
        pathVM.path.append(value + "+")
      }
      Button("Pop to root") {
        pathVM.popToRoot()
      }
    }
    .navigationTitle(value)
  }
}

#Preview {
  ContentView()
    .environment(PathVM())
}
