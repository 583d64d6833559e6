// Demonstrates: a small paint app as a learner first writes it: `struct Line { var points = [CGPoint](); var color: Color = .red; var lineWidth: Double = 1.0 }`, a `Canvas { context, size in for line in lines { var path = Path(); path.addLines(line.points); context.stroke(path, with: .color(line.color), lineWidth: line.lineWidth) } }`, `DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged({ value in … }).onEnded({ Value in … })` (a capitalized closure parameter, and the appending-on-every-change bug), a `ColorPicker`, a `Slider` for the width, undo and clear buttons, and `.frame(minWidth: 400, minHeight: 400)`.
// Source: learner's app (a learner's "paint" sample written for macOS and iOS; repository rivaldofez/SiPaint studied); written for Vivarium in that style, not copied.
// First paste: failed at load: real10-canvas-paint-lines-drag.swift:7:19: error: not supported in the playground: 'CGPoint'
import SwiftUI

struct Line {
    var points = [CGPoint]()
    var color: Color = .red
    var lineWidth: Double = 1.0
}

struct ContentView: View {
    @State private var currentLine = Line()
    @State private var lines: [Line] = []
    @State private var selectedColor: Color = .red
    @State private var thickness: Double = 3.0

    var body: some View {
        VStack {
            HStack {
                ColorPicker("Color", selection: $selectedColor)
                    .onChange(of: selectedColor) { newColor in
                        currentLine.color = newColor
                    }
                Slider(value: $thickness, in: 1...20) {
                    Text("Width")
                }
                .onChange(of: thickness) { newValue in
                    currentLine.lineWidth = newValue
                }
                Button("Undo") {
                    if !lines.isEmpty {
                        lines.removeLast()
                    }
                }
                Button("Clear") {
                    lines = []
                }
            }
            .padding()

            Canvas { context, size in
                for line in lines {
                    var path = Path()
                    path.addLines(line.points)
                    context.stroke(path, with: .color(line.color), lineWidth: line.lineWidth)
                }
            }.gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged({ value in
                    let newPoint = value.location
                    currentLine.points.append(newPoint)
                    self.lines.append(currentLine)
                })
                    .onEnded({ Value in
                        self.lines.append(currentLine)
                        self.currentLine = Line(points: [], color: selectedColor, lineWidth: thickness)
                    })
            )
            Text("\(lines.count) strokes")
        }.frame(minWidth: 400, minHeight: 400)
    }
}

#Preview {
    ContentView()
}
