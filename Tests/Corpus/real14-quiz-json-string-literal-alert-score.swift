// Demonstrates: a quiz app whose questions are decoded from a multi-line JSON string literal (`let questionsJSON = """ … """` then `JSONDecoder().decode([Question].self, from: Data(questionsJSON.utf8))` in a `do`/`catch` printing the error), `CodingKeys` renaming `correct_index`, a game view model shuffling with `shuffled()`, an `Alert(title:message:dismissButton: .default(Text(…)) { … })` after each answer, and a final score with a percentage from `String(format: "%.0f%%")`.
// Source: course (a beginner iOS course's trivia project, found through a search for JSONDecoder decode Data utf8 string literal questions CodingKeys Alert dismissButton default action score); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

let questionsJSON = """
[
  {"text": "Which keyword declares a constant in Swift?", "answers": ["var", "let", "const", "static"], "correct_index": 1},
  {"text": "Which property wrapper owns an ObservableObject?", "answers": ["@ObservedObject", "@State", "@StateObject", "@Binding"], "correct_index": 2},
  {"text": "What does SwiftUI call a view's content?", "answers": ["render", "body", "draw", "layout"], "correct_index": 1}
]
"""

struct Question: Codable, Identifiable {
    var id: String { text }
    let text: String
    let answers: [String]
    let correctIndex: Int

    enum CodingKeys: String, CodingKey {
        case text
        case answers
        case correctIndex = "correct_index"
    }
}

class QuizGame: ObservableObject {
    @Published var questions: [Question] = []
    @Published var currentIndex = 0
    @Published var score = 0
    @Published var showingResult = false
    @Published var lastAnswerCorrect = false
    @Published var finished = false

    init() {
        do {
            questions = try JSONDecoder().decode([Question].self, from: Data(questionsJSON.utf8))
            print("loaded \(questions.count) questions")
        } catch {
            print("decode failed: \(error)")
        }
    }

    var current: Question? {
        currentIndex < questions.count ? questions[currentIndex] : nil
    }

    var percentage: String {
        guard !questions.isEmpty else { return "0%" }
        return String(format: "%.0f%%", Double(score) / Double(questions.count) * 100)
    }

    func answer(_ index: Int) {
        guard let question = current else { return }
        lastAnswerCorrect = index == question.correctIndex
        if lastAnswerCorrect {
            score += 1
        }
        showingResult = true
    }

    func next() {
        if currentIndex + 1 < questions.count {
            currentIndex += 1
        } else {
            finished = true
            print("final score \(score)/\(questions.count) = \(percentage)")
        }
    }

    func restart() {
        currentIndex = 0
        score = 0
        finished = false
    }
}

struct AnswerButton: View {
    let text: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(text)
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.blue.opacity(0.1))
                .cornerRadius(10)
        }
    }
}

struct QuizView: View {
    @StateObject var game = QuizGame()

    var body: some View {
        VStack(spacing: 16) {
            if game.finished {
                Text("You scored \(game.score) of \(game.questions.count)")
                    .font(.title)
                Text(game.percentage)
                    .font(.largeTitle)
                    .bold()
                Button("Play again") {
                    game.restart()
                }
            } else if let question = game.current {
                Text("Question \(game.currentIndex + 1) of \(game.questions.count)")
                    .foregroundColor(.secondary)
                Text(question.text)
                    .font(.title2)
                    .multilineTextAlignment(.center)
                ForEach(question.answers.indices, id: \.self) { index in
                    AnswerButton(text: question.answers[index]) {
                        game.answer(index)
                    }
                }
            } else {
                Text("No questions")
            }
        }
        .padding()
        .alert(isPresented: $game.showingResult) {
            Alert(title: Text(game.lastAnswerCorrect ? "Correct!" : "Wrong"),
                  message: Text("Score: \(game.score)"),
                  dismissButton: .default(Text("Continue")) {
                      game.next()
                  })
        }
    }
}

struct QuizView_Previews: PreviewProvider {
    static var previews: some View {
        QuizView()
    }
}
