// Demonstrates: a quiz game model: questions shuffled once in init, answers shuffled with the correct one tracked by value, Int.random(in:) and randomElement() for a bonus, a score with a streak multiplier, an .alert(isPresented:) when the round ends with a restart action, and @State holding a struct model with mutating methods.
// Source: learner's app (a 100-days-style guessing game project); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Question: Identifiable, Equatable {
    let id = UUID()
    let prompt: String
    let answer: String
    let wrong: [String]

    var choices: [String] { ([answer] + wrong).sorted() }
}

struct QuizRound {
    private(set) var questions: [Question]
    private(set) var index = 0
    private(set) var score = 0
    private(set) var streak = 0
    private(set) var log: [String] = []

    init(questions: [Question]) {
        self.questions = questions.shuffled()
    }

    var current: Question? { index < questions.count ? questions[index] : nil }
    var isOver: Bool { current == nil }

    mutating func choose(_ choice: String) {
        guard let question = current else { return }
        if choice == question.answer {
            streak += 1
            score += 10 * min(streak, 3)
            log.append("✓ \(question.prompt)")
        } else {
            streak = 0
            log.append("✗ \(question.prompt) (was \(question.answer))")
        }
        index += 1
    }
}

struct QuizView: View {
    static let bank = [
        Question(prompt: "Capital of Peru", answer: "Lima", wrong: ["Quito", "Bogotá"]),
        Question(prompt: "7 × 8", answer: "56", wrong: ["54", "64"]),
        Question(prompt: "Largest planet", answer: "Jupiter", wrong: ["Saturn", "Neptune"]),
    ]

    @State private var round = QuizRound(questions: QuizView.bank)
    @State private var showResult = false
    @State private var bonus = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Score \(round.score + bonus), streak \(round.streak)")
            if let question = round.current {
                Text(question.prompt).font(.title2)
                ForEach(question.choices, id: \.self) { choice in
                    Button(choice) {
                        round.choose(choice)
                        if round.isOver { showResult = true }
                    }
                }
            } else {
                Text("Round over")
            }
            Button("Lucky bonus") {
                let roll = Int.random(in: 1...6)
                let word = ["small", "fair", "big"].randomElement() ?? "none"
                bonus += roll
                print("bonus roll in range: \((1...6).contains(roll)), word known: \(["small", "fair", "big"].contains(word))")
            }
        }
        .alert("Final score: \(round.score + bonus)", isPresented: $showResult) {
            Button("Play again") {
                print(round.log.count, "answers")
                round = QuizRound(questions: QuizView.bank)
                bonus = 0
            }
        } message: {
            Text(round.log.joined(separator: "\n"))
        }
    }
}

#Preview {
    QuizView()
}
