// Demonstrates: the loading indicators of 2020–2022 apps: three dots with `.scaleEffect(isAnimating ? 1 : 0.5)` and `.animation(Animation.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isAnimating)` started by `.onAppear { isAnimating = true }`, a spinner `Circle().trim(from: 0, to: 0.7).stroke(…)` rotated with `.rotationEffect(Angle(degrees: isRotating ? 360 : 0))` under `.linear(duration: 1).repeatForever(autoreverses: false)`, and a screen showing either while `isLoading`, flipped by `DispatchQueue.main.asyncAfter(deadline: .now() + 2)`.
// Source: public app code (a loaders collection's dots and spinner views, found through a search for repeatForever onAppear isAnimating); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct LoadingDots: View {
    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: 12, height: 12)
                    .scaleEffect(isAnimating ? 1 : 0.5)
                    .animation(Animation.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isAnimating)
            }
        }
        .onAppear {
            isAnimating = true
        }
    }
}

struct Spinner: View {
    @State private var isRotating = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
            .frame(width: 40, height: 40)
            .rotationEffect(Angle(degrees: isRotating ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
            .onAppear { self.isRotating = true }
    }
}

struct ContentView: View {
    @State private var isLoading = true
    @State private var useSpinner = false

    var body: some View {
        VStack(spacing: 30) {
            if isLoading {
                if useSpinner {
                    Spinner()
                } else {
                    LoadingDots()
                }
            } else {
                Text("Loaded!")
                    .font(.title)
            }
            Toggle("Spinner", isOn: $useSpinner)
                .padding(.horizontal)
            Button("Reload") {
                isLoading = true
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    isLoading = false
                }
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                isLoading = false
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
