// Demonstrates: a course's Set card game: custom Shapes with Path curves, @ViewBuilder helpers over enums, matchedGeometryEffect, asymmetric transitions.
// Source: course (a university iOS course, Set assignment); written for Vivarium in that style, not copied.
// First paste: ran
//
//  SetGameView.swift
//  Set  — Assignment 3/4 of a university course (a student's solution, rewritten)
//

import SwiftUI

struct SetCard: Identifiable, Equatable {
    enum Shading: CaseIterable { case solid, striped, open }
    enum Symbol: CaseIterable { case diamond, squiggle, oval }
    enum Tint: CaseIterable { case red, green, purple }

    let number: Int
    let symbol: Symbol
    let shading: Shading
    let tint: Tint
    var isSelected = false
    var isMatched: Bool? = nil
    let id: Int
}

struct SetGame {
    private(set) var deck: [SetCard] = []
    private(set) var dealt: [SetCard] = []
    private(set) var discarded: [SetCard] = []

    init() {
        var id = 0
        for number in 1...3 {
            for symbol in SetCard.Symbol.allCases {
                for shading in SetCard.Shading.allCases {
                    for tint in SetCard.Tint.allCases {
                        deck.append(SetCard(number: number, symbol: symbol, shading: shading, tint: tint, id: id))
                        id += 1
                    }
                }
            }
        }
        deck.shuffle()
        deal(12)
    }

    mutating func deal(_ count: Int = 3) {
        for _ in 0..<min(count, deck.count) {
            dealt.append(deck.removeFirst())
        }
    }

    private var selectedIndices: [Int] {
        dealt.indices.filter { dealt[$0].isSelected }
    }

    static func isSet(_ cards: [SetCard]) -> Bool {
        guard cards.count == 3 else { return false }
        func allSameOrDifferent<T: Hashable>(_ values: [T]) -> Bool {
            Set(values).count != 2
        }
        return allSameOrDifferent(cards.map(\.number))
            && allSameOrDifferent(cards.map { "\($0.symbol)" })
            && allSameOrDifferent(cards.map { "\($0.shading)" })
            && allSameOrDifferent(cards.map { "\($0.tint)" })
    }

    mutating func choose(_ card: SetCard) {
        guard let index = dealt.firstIndex(where: { $0.id == card.id }) else { return }
        if selectedIndices.count == 3 {
            let chosen = selectedIndices.map { dealt[$0] }
            if SetGame.isSet(chosen) {
                discarded += chosen
                dealt.removeAll { card in chosen.contains { $0.id == card.id } }
                deal()
                return
            }
            for i in selectedIndices {
                dealt[i].isSelected = false
                dealt[i].isMatched = nil
            }
        }
        dealt[index].isSelected.toggle()
        if selectedIndices.count == 3 {
            let matched = SetGame.isSet(selectedIndices.map { dealt[$0] })
            for i in selectedIndices { dealt[i].isMatched = matched }
        }
    }
}

class SetGameViewModel: ObservableObject {
    @Published private var game = SetGame()

    var cards: [SetCard] { game.dealt }
    var deckIsEmpty: Bool { game.deck.isEmpty }
    var discardCount: Int { game.discarded.count }

    func choose(_ card: SetCard) { game.choose(card) }
    func dealThree() { game.deal() }
    func newGame() { game = SetGame() }
}

struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        p.closeSubpath()
        return p
    }
}

struct Squiggle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.midY),
                      control1: CGPoint(x: rect.width * 0.3, y: rect.minY),
                      control2: CGPoint(x: rect.width * 0.7, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY - 10))
        return path
    }
}

struct CardView: View {
    let card: SetCard

    var color: Color {
        switch card.tint {
        case .red: return .red
        case .green: return .green
        case .purple: return .purple
        }
    }

    @ViewBuilder
    func symbol() -> some View {
        switch card.symbol {
        case .diamond: shaded(Diamond())
        case .squiggle: shaded(Squiggle())
        case .oval: shaded(Capsule())
        }
    }

    @ViewBuilder
    func shaded<S: Shape>(_ shape: S) -> some View {
        switch card.shading {
        case .solid: shape.fill(color)
        case .striped: shape.stroke(color, lineWidth: 2).background(shape.fill(color.opacity(0.3)))
        case .open: shape.stroke(color, lineWidth: 2)
        }
    }

    var border: Color {
        switch card.isMatched {
        case .some(true): return .green
        case .some(false): return .red
        case .none: return card.isSelected ? .blue : .gray
        }
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(.white)
            RoundedRectangle(cornerRadius: 10).strokeBorder(border, lineWidth: card.isSelected ? 3 : 1)
            VStack {
                ForEach(0..<card.number, id: \.self) { _ in
                    symbol().aspectRatio(2, contentMode: .fit)
                }
            }
            .padding(8)
        }
        .aspectRatio(2/3, contentMode: .fit)
        .scaleEffect(card.isSelected ? 1.05 : 1)
    }
}

struct SetGameView: View {
    @ObservedObject var game: SetGameViewModel
    @Namespace private var dealing

    var body: some View {
        VStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(game.cards) { card in
                        CardView(card: card)
                            .matchedGeometryEffect(id: card.id, in: dealing)
                            .transition(.asymmetric(insertion: .opacity, removal: .scale))
                            .onTapGesture {
                                withAnimation(.easeInOut(duration: 0.4)) {
                                    game.choose(card)
                                }
                            }
                    }
                }
                .padding()
            }
            HStack {
                Button("New Game") {
                    withAnimation { game.newGame() }
                }
                Spacer()
                Text("Discarded: \(game.discardCount)")
                Spacer()
                Button("Deal 3") {
                    withAnimation(.easeInOut(duration: 0.5).delay(0.1)) {
                        game.dealThree()
                    }
                }
                .disabled(game.deckIsEmpty)
            }
            .padding(.horizontal)
        }
    }
}

struct SetGameView_Previews: PreviewProvider {
    static var previews: some View {
        SetGameView(game: SetGameViewModel())
    }
}
