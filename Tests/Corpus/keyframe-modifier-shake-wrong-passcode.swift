// Demonstrates: a passcode screen that shakes on a wrong code with the .keyframeAnimator(initialValue:trigger:content:keyframes:) modifier, dots bouncing with .phaseAnimator([false, true], trigger:), SecureField with .onSubmit, and an attempts counter.
import SwiftUI

struct PasscodeView: View {
    @State private var code = ""
    @State private var attempts = 0
    @State private var unlocked = false
    private let correct = "2468"

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: unlocked ? "lock.open.fill" : "lock.fill")
                .font(.largeTitle)
                .phaseAnimator([false, true], trigger: unlocked) { content, phase in
                    content.scaleEffect(phase ? 1.2 : 1)
                }

            HStack(spacing: 12) {
                ForEach(0..<4, id: \.self) { index in
                    Circle()
                        .fill(index < code.count ? Color.primary : Color.clear)
                        .overlay(Circle().stroke(.primary))
                        .frame(width: 14, height: 14)
                }
            }
            .keyframeAnimator(initialValue: 0.0, trigger: attempts) { content, offset in
                content.offset(x: offset)
            } keyframes: { _ in
                KeyframeTrack {
                    CubicKeyframe(-12, duration: 0.07)
                    CubicKeyframe(12, duration: 0.07)
                    CubicKeyframe(-6, duration: 0.07)
                    CubicKeyframe(0, duration: 0.07)
                }
            }

            SecureField("Passcode", text: $code)
                .keyboardType(.numberPad)
                .textFieldStyle(.roundedBorder)
                .frame(width: 160)
                .onSubmit(check)

            Button("Unlock", action: check)
                .disabled(code.count < 4)

            Text(attempts == 0 ? " " : "\(attempts) failed attempt\(attempts == 1 ? "" : "s")")
                .foregroundStyle(.red)
        }
        .padding()
    }

    private func check() {
        if code == correct {
            unlocked = true
        } else {
            attempts += 1
            code = ""
        }
        print("unlocked: \(unlocked), attempts: \(attempts)")
    }
}

#Preview {
    PasscodeView()
}
