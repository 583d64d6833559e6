// Demonstrates: a book chapter's "special effects" particle emitter: a `Particle` struct stamped with `Date.now.timeIntervalSinceReferenceDate`, a `ParticleSystem` class whose `update(date:)` drops particles older than a second with `removeAll(where:)` and appends a new one at `center: UnitPoint`, `TimelineView(.animation)` around a `Canvas { context, size in … }` that sets `context.blendMode = .plusLighter`, `context.addFilter(.colorMultiply(…))`, `context.opacity` per particle and fills `Circle().path(in:)`, a `DragGesture(minimumDistance: 0)` moving the emitter with `value.location` divided by the size from a `GeometryReader`, and buttons to change hue and to print the live particle count.
// Source: book (a SwiftUI special-effects book's particle chapter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Particle: Hashable {
    let x: Double
    let y: Double
    let creationDate = Date.now.timeIntervalSinceReferenceDate
    let hue: Double
}

class ParticleSystem {
    var particles = Set<Particle>()
    var center = UnitPoint.center
    var hue = 0.0

    func update(date: TimeInterval) {
        let deathDate = date - 1

        for particle in particles {
            if particle.creationDate < deathDate {
                particles.remove(particle)
            }
        }

        let newParticle = Particle(x: center.x, y: center.y, hue: hue)
        particles.insert(newParticle)

        hue += 0.01
        if hue > 1 { hue -= 1 }
    }
}

struct EmitterView: View {
    @State private var particleSystem = ParticleSystem()
    @State private var size = 24.0
    @State private var report = "—"

    var body: some View {
        VStack {
            GeometryReader { proxy in
                TimelineView(.animation) { timeline in
                    Canvas { context, canvasSize in
                        let timelineDate = timeline.date.timeIntervalSinceReferenceDate
                        particleSystem.update(date: timelineDate)
                        context.blendMode = .plusLighter
                        context.addFilter(.colorMultiply(Color(hue: particleSystem.hue, saturation: 1, brightness: 1)))

                        for particle in particleSystem.particles {
                            let xPos = particle.x * canvasSize.width
                            let yPos = particle.y * canvasSize.height
                            context.opacity = 1 - (timelineDate - particle.creationDate)
                            context.fill(
                                Circle().path(in: CGRect(x: xPos - size / 2, y: yPos - size / 2, width: size, height: size)),
                                with: .color(.white)
                            )
                        }
                    }
                }
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { drag in
                            particleSystem.center.x = drag.location.x / proxy.size.width
                            particleSystem.center.y = drag.location.y / proxy.size.height
                        }
                )
            }
            .background(.black)
            .ignoresSafeArea()

            HStack {
                Button("Bigger") { size = min(size + 8, 64) }
                Button("Count") {
                    report = "\(particleSystem.particles.count) particles"
                    print(report, "hue", String(format: "%.2f", particleSystem.hue))
                }
                Text(report)
            }
            .padding()
        }
    }
}

#Preview {
    EmitterView()
}
