// Demonstrates: onLongPressGesture(minimumDuration:), a LongPressGesture with @GestureState and .updating, simultaneousGesture, and withAnimation's completion (iOS 17).
import SwiftUI

struct HoldToConfirmButton: View {
    @GestureState private var isPressing = false
    @State private var confirmed = false
    @State private var taps = 0
    @State private var scale: CGFloat = 1

    var body: some View {
        VStack(spacing: 16) {
            Circle()
                .fill(isPressing ? Color.orange : (confirmed ? Color.green : Color.gray))
                .frame(width: 80, height: 80)
                .scaleEffect(scale)
                .gesture(
                    LongPressGesture(minimumDuration: 1)
                        .updating($isPressing) { currentState, gestureState, _ in
                            gestureState = currentState
                        }
                        .onEnded { _ in
                            confirmed = true
                            print("confirmed by hold")
                        }
                )
                .simultaneousGesture(
                    TapGesture().onEnded {
                        taps += 1
                    }
                )
            Text(confirmed ? "Confirmed" : "Hold to confirm")
            Text("Taps: \(taps)")
                .onLongPressGesture(minimumDuration: 0.5) {
                    taps = 0
                }
            Button("Pulse") {
                withAnimation(.spring(duration: 0.3)) {
                    scale = 1.2
                } completion: {
                    print("pulse finished")
                    scale = 1
                }
            }
            Button("Reset") {
                confirmed = false
            }
        }
    }
}

#Preview {
    HoldToConfirmButton()
}
