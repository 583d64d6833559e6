// Demonstrates: a menu bar utility: `MenuBarExtra("Focus", systemImage: "timer") { TimerMenu() }` with `.menuBarExtraStyle(.window)`, an `ObservableObject` pomodoro with a `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` read through `.onReceive`, `Text(timeString)` built with `String(format: "%02d:%02d", …)`, start/pause/reset buttons, and `NSApplication.shared.terminate(nil)` behind a Quit button.
// Source: learner's app (a menu bar pomodoro timer from a macOS tutorial series, found through a search for MenuBarExtra menuBarExtraStyle window timer); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find 'NSApplication' in scope
import SwiftUI

final class Pomodoro: ObservableObject {
    @Published var remaining = 25 * 60
    @Published var isRunning = false

    var timeString: String {
        String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }

    func tick() {
        guard isRunning, remaining > 0 else { return }
        remaining -= 1
        if remaining == 0 {
            isRunning = false
            print("Break time!")
        }
    }

    func reset() {
        isRunning = false
        remaining = 25 * 60
    }
}

@main
struct FocusBarApp: App {
    @StateObject private var pomodoro = Pomodoro()

    var body: some Scene {
        MenuBarExtra("Focus", systemImage: "timer") {
            TimerMenu()
                .environmentObject(pomodoro)
        }
        .menuBarExtraStyle(.window)
    }
}

struct TimerMenu: View {
    @EnvironmentObject var pomodoro: Pomodoro
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Text(pomodoro.timeString)
                .font(.system(size: 36, weight: .semibold, design: .monospaced))
            HStack {
                Button(pomodoro.isRunning ? "Pause" : "Start") {
                    pomodoro.isRunning.toggle()
                }
                Button("Reset") { pomodoro.reset() }
            }
            Divider()
            Button("Quit") {
                NSApplication.shared.terminate(nil)
            }
            .keyboardShortcut("q")
        }
        .padding()
        .frame(width: 220)
        .onReceive(timer) { _ in
            pomodoro.tick()
        }
    }
}
