// Demonstrates: an App watching @Environment(\.scenePhase) on its WindowGroup and in its content, logging each phase.
//
//  PhaseLoggerApp.swift
//  PhaseLogger
//

import SwiftUI

@main
struct PhaseLoggerApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            PhaseView()
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active: print("app: active")
            case .inactive: print("app: inactive")
            case .background: print("app: background")
            @unknown default: print("app: unknown phase")
            }
        }
    }
}

struct PhaseView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var activations = 0

    var body: some View {
        VStack {
            Text("Activations: \(activations)")
            Text(scenePhase == .active ? "In the foreground" : "Not active")
            Button("Reset count") { activations = 0 }
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase == .active { activations += 1 }
        }
        .onAppear { print("PhaseView appeared") }
    }
}
