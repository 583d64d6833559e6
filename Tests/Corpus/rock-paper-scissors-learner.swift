// Demonstrates: a milestone game: a fileprivate haptics singleton, attributes on their own lines with tab indentation, an alert with a message.
// Source: learner's app (a 100-days milestone); written for Vivarium in that style, not copied.
// First paste: ran
//
//  ContentView.swift
//  Rock Paper Scissors (milestone project, days 24-25)
//

import SwiftUI

fileprivate final class HapticManager {
	static let shared: HapticManager = .init()
	private let feedback: UINotificationFeedbackGenerator = .init()

	private init() { }

	func trigger(_ notifType: UINotificationFeedbackGenerator.FeedbackType) {
		feedback.notificationOccurred(notifType)
	}
}

func haptic(_ notifType: UINotificationFeedbackGenerator.FeedbackType) {
	HapticManager.shared.trigger(notifType)
}

enum Move: String, CaseIterable {
	case rock = "🪨"
	case paper = "📄"
	case scissors = "✂️"

	var beats: Move {
		switch self {
		case .rock: return .scissors
		case .paper: return .rock
		case .scissors: return .paper
		}
	}
}

extension Array {
	func randomElementExcept(_ excluded: Element) -> Element? where Element: Equatable {
		filter { $0 != excluded }.randomElement()
	}
}

struct ContentView: View {
	@State
	private var appMove = Move.allCases.randomElement()!

	@State
	private var shouldWin = Bool.random()

	@State
	private var score = 0

	@State
	private var round = 1

	@State
	private var showingResult = false

	private let maxRounds = 10

	var body: some View {
		ZStack {
			LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom)
				.ignoresSafeArea()

			VStack(spacing: 24) {
				Text("Round \(round) of \(maxRounds)")
					.font(.headline)
					.foregroundStyle(.secondary)

				Text(appMove.rawValue)
					.font(.system(size: 100))
					.shadow(color: .black.opacity(0.3), radius: 10, x: 0, y: 5)

				Text(shouldWin ? "Try to WIN" : "Try to LOSE")
					.font(.largeTitle.weight(.heavy))
					.foregroundColor(shouldWin ? .green : .red)

				HStack(spacing: 20) {
					ForEach(Move.allCases, id: \.self) { move in
						Button {
							play(move)
						} label: {
							Text(move.rawValue)
								.font(.system(size: 60))
								.padding()
								.background(.ultraThinMaterial, in: Circle())
						}
						.accessibilityLabel(Text("\(String(describing: move))"))
					}
				}

				Text("Score: \(score)")
					.font(.title.bold())
			}
		}
		.alert("Game over", isPresented: $showingResult) {
			Button("Play again", action: reset)
		} message: {
			Text("Your final score is \(score)/\(maxRounds)")
		}
	}

	func play(_ move: Move) {
		let correct = shouldWin ? move.beats == appMove : appMove.beats == move
		if correct {
			score += 1
			haptic(.success)
		} else {
			score -= 1
			haptic(.error)
		}
		if round == maxRounds {
			showingResult = true
		} else {
			round += 1
			appMove = Move.allCases.randomElementExcept(appMove) ?? .rock
			shouldWin.toggle()
		}
	}

	func reset() {
		score = 0
		round = 1
		appMove = Move.allCases.randomElement()!
		shouldWin = Bool.random()
	}
}

struct ContentView_Previews: PreviewProvider {
	static var previews: some View {
		ContentView()
	}
}
