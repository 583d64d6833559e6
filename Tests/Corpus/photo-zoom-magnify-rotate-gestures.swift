// Demonstrates: a zoomable photo card — MagnifyGesture and RotationGesture combined with .simultaneously(with:), @GestureState for the live values, double-tap to reset with onTapGesture(count: 2), and a reset Button with the magnification shown in Text.
import SwiftUI

struct ZoomablePhoto: View {
    @State private var scale: CGFloat = 1.0
    @State private var angle: Angle = .zero
    @GestureState private var pinch: CGFloat = 1.0
    @GestureState private var twist: Angle = .zero

    var zoomAndRotate: some Gesture {
        MagnifyGesture()
            .updating($pinch) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale = min(max(scale * value.magnification, 0.5), 4)
            }
            .simultaneously(with: RotationGesture()
                .updating($twist) { value, state, _ in
                    state = value
                }
                .onEnded { value in
                    angle += value
                })
    }

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom))
                .overlay(Image(systemName: "mountain.2.fill").font(.system(size: 60)).foregroundStyle(.white))
                .frame(width: 240, height: 160)
                .scaleEffect(scale * pinch)
                .rotationEffect(angle + twist)
                .gesture(zoomAndRotate)
                .onTapGesture(count: 2) {
                    withAnimation(.spring) {
                        scale = 1
                        angle = .zero
                    }
                }

            Text(String(format: "Zoom %.1f×, %.0f°", scale, angle.degrees))
                .monospacedDigit()

            HStack {
                Button("Zoom in") { scale = min(scale + 0.5, 4) }
                Button("Rotate") { angle += .degrees(90) }
                Button("Reset", role: .destructive) {
                    scale = 1
                    angle = .zero
                }
            }
            .buttonStyle(.bordered)
        }
        .padding()
    }
}

struct PhotoScreen: View {
    var body: some View {
        NavigationStack {
            ZoomablePhoto()
                .navigationTitle("Photo")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    PhotoScreen()
}
