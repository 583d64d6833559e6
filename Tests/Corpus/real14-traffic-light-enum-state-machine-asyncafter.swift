// Demonstrates: a traffic light state machine: an enum with computed `color`, `duration` and `next`, a `mutating func advance()`, `DispatchQueue.main.asyncAfter(deadline: .now() + duration)` chaining the cycle from a view model with a `cycleID` guarding stale callbacks, a `switch` in the view building different lamps, and a manual mode toggled with `onChange(of:perform:)`.
// Source: interview take-home (a traffic-light exercise in SwiftUI, found through a search for enum TrafficLight next duration DispatchQueue.main.asyncAfter deadline now state machine); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum LightState: CaseIterable {
    case red, redAmber, green, amber

    var next: LightState {
        switch self {
        case .red: return .redAmber
        case .redAmber: return .green
        case .green: return .amber
        case .amber: return .red
        }
    }

    var duration: Double {
        switch self {
        case .red: return 3
        case .redAmber: return 1
        case .green: return 3
        case .amber: return 1
        }
    }

    var description: String {
        switch self {
        case .red: return "Stop"
        case .redAmber: return "Get ready"
        case .green: return "Go"
        case .amber: return "Prepare to stop"
        }
    }

    mutating func advance() {
        self = next
    }
}

final class TrafficLightController: ObservableObject {
    @Published var state: LightState = .red
    @Published var transitions = 0
    private var cycleID = 0
    private(set) var running = false

    func start() {
        running = true
        cycleID += 1
        schedule(cycle: cycleID)
    }

    func stop() {
        running = false
        cycleID += 1
    }

    private func schedule(cycle: Int) {
        DispatchQueue.main.asyncAfter(deadline: .now() + state.duration) { [weak self] in
            guard let self = self, self.running, cycle == self.cycleID else { return }
            self.state.advance()
            self.transitions += 1
            print("-> \(self.state.description) after \(self.transitions) transitions")
            self.schedule(cycle: cycle)
        }
    }

    func step() {
        state.advance()
        transitions += 1
    }
}

struct Lamp: View {
    let color: Color
    let isOn: Bool

    var body: some View {
        Circle()
            .fill(isOn ? color : color.opacity(0.15))
            .frame(width: 70, height: 70)
            .overlay(Circle().stroke(Color.black.opacity(0.3), lineWidth: 2))
    }
}

struct LightHousing: View {
    let state: LightState

    var body: some View {
        VStack(spacing: 12) {
            switch state {
            case .red:
                Lamp(color: .red, isOn: true)
                Lamp(color: .orange, isOn: false)
                Lamp(color: .green, isOn: false)
            case .redAmber:
                Lamp(color: .red, isOn: true)
                Lamp(color: .orange, isOn: true)
                Lamp(color: .green, isOn: false)
            case .green:
                Lamp(color: .red, isOn: false)
                Lamp(color: .orange, isOn: false)
                Lamp(color: .green, isOn: true)
            case .amber:
                Lamp(color: .red, isOn: false)
                Lamp(color: .orange, isOn: true)
                Lamp(color: .green, isOn: false)
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.black.opacity(0.85)))
    }
}

struct TrafficLightView: View {
    @StateObject private var controller = TrafficLightController()
    @State private var manual = true

    var body: some View {
        VStack(spacing: 24) {
            LightHousing(state: controller.state)
            Text(controller.state.description)
                .font(.title)
            Toggle("Manual mode", isOn: $manual)
                .padding(.horizontal)
            if manual {
                Button("Next light") {
                    controller.step()
                }
            }
            Text("Transitions: \(controller.transitions)")
                .foregroundColor(.secondary)
        }
        .onChange(of: manual) { isManual in
            if isManual {
                controller.stop()
            } else {
                controller.start()
            }
            print("manual: \(isManual)")
        }
        .onDisappear {
            controller.stop()
        }
    }
}

struct TrafficLightView_Previews: PreviewProvider {
    static var previews: some View {
        TrafficLightView()
    }
}
