// Demonstrates: a trivia quiz game in one file: `Question` structs with answers and a correct index, `@State` game state in a `struct GameState` with `mutating func answer(_:)`, a countdown per question from `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` received with `.onReceive`, answer buttons coloured after choosing, `ProgressView(value:total:)`, a final score with `@AppStorage("best")` and a restart.
// Source: YouTube tutorial companion code (a "trivia game in SwiftUI" video's finished ContentView, found through a search for quiz game SwiftUI Question correctIndex mutating func answer Timer publish autoconnect onReceive countdown AppStorage best score); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Question {
    let text: String
    let answers: [String]
    let correctIndex: Int
}

struct GameState {
    let questions: [Question]
    var current = 0
    var score = 0
    var chosen: Int?
    var secondsLeft = 10

    var isOver: Bool { current >= questions.count }

    mutating func answer(_ index: Int) {
        guard chosen == nil, !isOver else { return }
        chosen = index
        if index == questions[current].correctIndex {
            score += 1
        }
    }

    mutating func next() {
        current += 1
        chosen = nil
        secondsLeft = 10
    }
}

struct QuizView: View {
    @State private var game = GameState(questions: [
        Question(text: "Largest planet?", answers: ["Mars", "Jupiter", "Venus"], correctIndex: 1),
        Question(text: "H2O is…", answers: ["Water", "Salt", "Air"], correctIndex: 0),
    ])
    @AppStorage("best") private var best = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            if game.isOver {
                Text("Score: \(game.score)/\(game.questions.count)")
                Text("Best: \(best)")
                Button("Play again") {
                    game = GameState(questions: game.questions)
                }
            } else {
                ProgressView(value: Double(game.current), total: Double(game.questions.count))
                Text("⏱ \(game.secondsLeft)s")
                let question = game.questions[game.current]
                Text(question.text).font(.title2)
                ForEach(question.answers.indices, id: \.self) { index in
                    Button(question.answers[index]) {
                        game.answer(index)
                    }
                    .foregroundStyle(color(for: index, question: question))
                }
                if game.chosen != nil {
                    Button("Next") { advance() }
                }
            }
        }
        .onReceive(timer) { _ in
            guard !game.isOver, game.chosen == nil else { return }
            game.secondsLeft -= 1
            if game.secondsLeft == 0 {
                print("time up on question \(game.current + 1)")
                advance()
            }
        }
    }

    func color(for index: Int, question: Question) -> Color {
        guard let chosen = game.chosen else { return .primary }
        if index == question.correctIndex { return .green }
        return index == chosen ? .red : .secondary
    }

    func advance() {
        game.next()
        if game.isOver {
            best = max(best, game.score)
            print("game over: \(game.score)")
        }
    }
}

#Preview {
    QuizView()
}
