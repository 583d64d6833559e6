// Demonstrates: custom ViewModifiers holding their own @State (a press counter, an error shake driven by an Animatable GeometryEffect), modifiers applied through View extensions with parameters, a conditional modifier helper (`.if(_:transform:)`), @ViewBuilder helper functions returning some View, and AnyView erasure in a factory.
// Source: Q&A answer (a popular "conditional view modifier" answer plus the asker's follow-up code); written for Vivarium in that style, not copied.
// First paste: failed at mount: viewmodifier-stateful-shake-badge.swift:6:15: error: cannot find type 'GeometryEffect' in scope
import SwiftUI

struct Shake: GeometryEffect {
    var travel: CGFloat = 8
    var shakes: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes), y: 0))
    }
}

struct PressCounter: ViewModifier {
    let label: String
    @State private var presses = 0

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .topTrailing) {
                if presses > 0 {
                    Text("\(presses)").font(.caption2).padding(4).background(Circle().fill(.red))
                }
            }
            .onTapGesture {
                presses += 1
                print("\(label) pressed \(presses)x")
            }
    }
}

extension View {
    func countsPresses(_ label: String) -> some View {
        modifier(PressCounter(label: label))
    }

    @ViewBuilder
    func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

enum BadgeKind: CaseIterable { case new, sale, none }

func badge(for kind: BadgeKind) -> AnyView {
    switch kind {
    case .new: AnyView(Text("NEW").bold())
    case .sale: AnyView(Label("SALE", systemImage: "tag"))
    case .none: AnyView(EmptyView())
    }
}

struct ProductCardView: View {
    @State private var attempts = 0
    @State private var highlighted = false

    var body: some View {
        VStack(spacing: 16) {
            header
            ForEach(BadgeKind.allCases, id: \.self) { kind in
                badge(for: kind)
            }
            Text("Coffee grinder")
                .countsPresses("card")
                .if(highlighted) { $0.foregroundStyle(.orange).bold() }
            SecureField("Code", text: .constant(""))
                .modifier(Shake(animatableData: CGFloat(attempts)))
            Button("Wrong code") {
                withAnimation(.default) { attempts += 1 }
                print("attempts \(attempts)")
            }
            Button("Highlight") { highlighted.toggle() }
        }
    }

    @ViewBuilder private var header: some View {
        if attempts > 2 {
            Text("Locked").foregroundStyle(.red)
        } else {
            Text("Enter your code")
        }
    }
}

#Preview {
    ProductCardView()
}
