// Demonstrates: a "mastering SwiftUI" book reader's gesture files: `ObservableObject` classes `Rotation` and `Magnification` each exposing `var gesture: some Gesture` built from `RotationGesture`/`MagnificationGesture` with `onChanged`/`onEnded` writing `@Published` values, a view combining them as `rotation.gesture.simultaneously(with: magnification.gesture)` in a computed `some Gesture`, another using `SimultaneousGesture(rotationGesture, magnificationGesture)` written out with `RotationGesture(minimumAngleDelta:)` and `MagnificationGesture(minimumScaleDelta:)`, `@ObservedObject var … = …()` owned by a view, and a preview inside `#if DEBUG`.
// Source: learner's app (a reader's exercises for a "mastering SwiftUI" book, its Gestures target; repositories newkayak12/Mastering_SwiftUI and kazuhiro4949/SwiftUICatalog studied); written for Vivarium in that style, not copied.
// First paste: failed at load: real10-gesture-observable-objects-simultaneous.swift:88:31: error: not supported in the playground: 'SimultaneousGesture'
import SwiftUI

class Rotation: ObservableObject {
    @Published var currentAngle: Angle = .zero
    @Published var finalAngle: Angle = .zero

    var gesture: some Gesture {
        RotationGesture()
            .onChanged { angle in
                self.currentAngle = angle
            }
            .onEnded { angle in
                self.finalAngle += self.currentAngle
                self.currentAngle = .zero
            }
    }
}

class Magnification: ObservableObject {
    @Published var currentScale: CGFloat = 0
    @Published var finalScale: CGFloat = 1

    var gesture: some Gesture {
        MagnificationGesture()
            .onChanged { scale in
                self.currentScale = scale - 1
            }
            .onEnded { scale in
                self.finalScale += self.currentScale
                self.currentScale = 0
            }
    }

    func reset() {
        currentScale = 0
        finalScale = 1
    }
}

struct SimultaneousGesture_Tutorials: View {
    @ObservedObject var rotation = Rotation()
    @ObservedObject var magnification = Magnification()

    private var simultaneousGesture: some Gesture {
        rotation.gesture.simultaneously(with: magnification.gesture)
    }

    var body: some View {
        VStack {
            Image(systemName: "swift")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 200, height: 200)
                .rotationEffect(rotation.finalAngle + rotation.currentAngle)
                .scaleEffect(magnification.finalScale + magnification.currentScale)
                .gesture(simultaneousGesture)
//                .gesture(magnification.gesture)
            Text("angle \(Int(rotation.finalAngle.degrees))°, scale \(magnification.finalScale, specifier: "%.1f")")
            Button("Reset") {
                rotation.finalAngle = .zero
                magnification.reset()
            }
        }
    }
}

struct SimultaneousGestureSample: View {
    @State var scale: CGFloat = 1
    @State var angle: Angle = Angle(degrees: 0)

    var body: some View {
        let rotationGesture = RotationGesture(minimumAngleDelta: Angle(degrees: 0)).onChanged { value in
            self.angle = value
        }.onEnded { (value) in
            self.angle = value
        }
        let magnificationGesture = MagnificationGesture(minimumScaleDelta: 1)
        .onChanged { (value) in
            self.scale = value
        }
        .onEnded { (value) in
            self.scale = value
        }

        let sequenceGesture = SimultaneousGesture(rotationGesture, magnificationGesture)
        return Rectangle()
            .frame(width: 200, height: 200)
            .foregroundColor(.green)
            .rotationEffect(angle, anchor: .center)
            .scaleEffect(scale)
            .gesture(sequenceGesture)
    }
}

struct GestureSamples: View {
    var body: some View {
        TabView {
            SimultaneousGesture_Tutorials()
                .tabItem { Label("Objects", systemImage: "cube") }
            SimultaneousGestureSample()
                .tabItem { Label("Inline", systemImage: "square") }
        }
    }
}

#if DEBUG
struct GestureSamples_Previews: PreviewProvider {
    static var previews: some View {
        GestureSamples()
    }
}
#endif
