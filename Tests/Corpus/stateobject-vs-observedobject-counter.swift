// Demonstrates: @StateObject keeps its model across parent updates, @ObservedObject created inline resets.
//
//  CounterComparison.swift
//  LifecycleLab
//

import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
    let name: String

    init(name: String) {
        self.name = name
        print("CounterModel(\(name)) init")
    }

    deinit {
        print("CounterModel(\(name)) deinit")
    }

    func increment() { count += 1 }
}

struct StateObjectCounter: View {
    @StateObject private var model = CounterModel(name: "state")

    var body: some View {
        HStack {
            Text("StateObject: \(model.count)")
            Button("Increment StateObject") { model.increment() }
        }
    }
}

struct ObservedObjectCounter: View {
    @ObservedObject var model = CounterModel(name: "observed")

    var body: some View {
        HStack {
            Text("ObservedObject: \(model.count)")
            Button("Increment ObservedObject") { model.increment() }
        }
    }
}

struct ContentView: View {
    @State private var parentTicks = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Parent updated \(parentTicks) times")
            Button {
                parentTicks += 1
            } label: {
                Text("Update parent")
            }
            StateObjectCounter()
            ObservedObjectCounter()
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
