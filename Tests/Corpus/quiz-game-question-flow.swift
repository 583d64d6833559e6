// Demonstrates: a quiz — questions as structs with an answer index, a game ObservableObject with a phase enum, answer feedback colouring, a final score with a percentage, restart.
import SwiftUI

struct Question: Identifiable {
    let id = UUID()
    let prompt: String
    let choices: [String]
    let answerIndex: Int
}

@MainActor
final class QuizGame: ObservableObject {
    enum Phase: Equatable {
        case asking
        case answered(correct: Bool)
        case finished
    }

    let questions: [Question] = [
        Question(prompt: "Which keyword declares a constant?", choices: ["var", "let", "const"], answerIndex: 1),
        Question(prompt: "What does SwiftUI's body return?", choices: ["some View", "UIView", "Any"], answerIndex: 0),
        Question(prompt: "Which wrapper owns a reference type?", choices: ["@Binding", "@StateObject", "@Environment"], answerIndex: 1),
    ]

    @Published private(set) var index = 0
    @Published private(set) var score = 0
    @Published private(set) var phase: Phase = .asking
    @Published private(set) var chosen: Int?

    var current: Question { questions[index] }

    var percentage: Int {
        Int((Double(score) / Double(questions.count) * 100).rounded())
    }

    func choose(_ choice: Int) {
        guard phase == .asking else { return }
        chosen = choice
        let correct = choice == current.answerIndex
        if correct { score += 1 }
        phase = .answered(correct: correct)
    }

    func next() {
        chosen = nil
        if index + 1 < questions.count {
            index += 1
            phase = .asking
        } else {
            phase = .finished
        }
    }

    func restart() {
        index = 0
        score = 0
        chosen = nil
        phase = .asking
    }
}

struct QuizView: View {
    @StateObject private var game = QuizGame()

    var body: some View {
        VStack(spacing: 16) {
            if game.phase == .finished {
                Text("You scored \(game.score) of \(game.questions.count)")
                    .font(.title2)
                Text("\(game.percentage)%")
                    .font(.largeTitle.bold())
                Button("Play again") { game.restart() }
            } else {
                Text("Question \(game.index + 1)/\(game.questions.count)")
                    .font(.caption)
                Text(game.current.prompt)
                    .font(.headline)
                ForEach(game.current.choices.indices, id: \.self) { choice in
                    Button {
                        game.choose(choice)
                    } label: {
                        Text(game.current.choices[choice])
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(background(for: choice))
                            .cornerRadius(8)
                    }
                }
                if case .answered(let correct) = game.phase {
                    Text(correct ? "Correct!" : "Not quite.")
                    Button("Next") { game.next() }
                }
            }
        }
        .padding()
    }

    private func background(for choice: Int) -> Color {
        guard let chosen = game.chosen else { return Color.gray.opacity(0.15) }
        if choice == game.current.answerIndex { return .green.opacity(0.4) }
        return choice == chosen ? .red.opacity(0.4) : Color.gray.opacity(0.15)
    }
}

#Preview {
    QuizView()
}
