// Demonstrates: vendor sample code on visual effects: visualEffect reading a GeometryProxy's frame in the scroll view, scrollTransition with a threshold configuration, a custom Transition type with TransitionPhase, a toggle that inserts a view with it.
// Source: sample code (a platform vendor's sample project on visual effects, one view per effect); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'Transition'

/*
Abstract:
Examples for using visual effects and custom transitions on views.
*/

import SwiftUI

struct ColorRow: Identifiable {
    var id: Int
    var hue: Double { Double(id) / 20 }
}

struct HueScrollView: View {
    let rows = (0..<20).map { ColorRow(id: $0) }

    var body: some View {
        ScrollView(.vertical) {
            VStack {
                ForEach(rows) { row in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(Color(hue: row.hue, saturation: 0.7, brightness: 0.9))
                        .frame(height: 100)
                        .visualEffect { content, proxy in
                            content
                                .hueRotation(Angle(degrees: proxy.frame(in: .global).origin.y / 10))
                        }
                        .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0)
                                .scaleEffect(phase.isIdentity ? 1 : 0.75)
                                .blur(radius: phase.isIdentity ? 0 : 10)
                        }
                }
            }
            .padding()
        }
    }
}

struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .rotationEffect(
                .degrees(
                    phase == .willAppear ? 360 :
                        phase == .didDisappear ? -360 : .zero
                )
            )
            .brightness(phase == .willAppear ? 1 : 0)
    }
}

struct TwirlDemo: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            Toggle("Show the avatar", isOn: $isShown.animation())
            if isShown {
                Circle()
                    .fill(.orange)
                    .frame(width: 120, height: 120)
                    .transition(Twirl())
            }
            HueScrollView()
        }
        .padding()
    }
}

#Preview {
    TwirlDemo()
}
