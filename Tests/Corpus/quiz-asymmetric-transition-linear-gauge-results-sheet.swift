// Demonstrates: a quiz — questions swapped with .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))) and .id, Gauge(value:) { } with .gaugeStyle(.linearCapacity), ProgressView(value:total:), answer buttons disabled after choosing, and a results sheet with .presentationDetents([.fraction(0.4), .medium]) and .presentationDragIndicator(.visible).
import SwiftUI

struct Question {
    let prompt: String
    let answers: [String]
    let correct: Int
}

struct QuizView: View {
    private let questions = [
        Question(prompt: "Largest planet?", answers: ["Mars", "Jupiter", "Venus"], correct: 1),
        Question(prompt: "H2O is…", answers: ["Water", "Salt"], correct: 0),
    ]
    @State private var index = 0
    @State private var chosen: Int?
    @State private var score = 0
    @State private var showingResults = false

    var body: some View {
        VStack(spacing: 20) {
            Gauge(value: Double(index), in: 0...Double(questions.count)) {
                Text("Progress")
            }
            .gaugeStyle(.linearCapacity)

            ProgressView(value: Double(score), total: Double(questions.count)) {
                Text("Score \(score)")
            }

            VStack(spacing: 12) {
                Text(questions[index].prompt).font(.title2)
                ForEach(questions[index].answers.indices, id: \.self) { answer in
                    Button(questions[index].answers[answer]) {
                        chosen = answer
                        if answer == questions[index].correct { score += 1 }
                    }
                    .buttonStyle(.bordered)
                    .tint(chosen == answer ? (answer == questions[index].correct ? .green : .red) : .blue)
                    .disabled(chosen != nil)
                }
            }
            .id(index)
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))

            Button(index == questions.count - 1 ? "Finish" : "Next") {
                if index == questions.count - 1 {
                    showingResults = true
                } else {
                    withAnimation {
                        index += 1
                        chosen = nil
                    }
                }
            }
            .disabled(chosen == nil)
        }
        .padding()
        .sheet(isPresented: $showingResults) {
            VStack(spacing: 12) {
                Text("You scored \(score) of \(questions.count)").font(.title)
                Button("Play again") {
                    index = 0
                    score = 0
                    chosen = nil
                    showingResults = false
                }
            }
            .presentationDetents([.fraction(0.4), .medium])
            .presentationDragIndicator(.visible)
        }
    }
}

#Preview {
    QuizView()
}
