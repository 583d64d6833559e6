// Demonstrates: iOS 17 polish on a counter card — ShareLink(item:subject:message:), .sensoryFeedback(.increase, trigger:), .symbolEffect(.bounce, value:), .contentTransition(.numericText()), and .inspector(isPresented:) with its own content.
import SwiftUI

struct CupCounter: View {
    @State private var cups = 0
    @State private var showsInspector = false
    @State private var goal = 8

    private var summary: String {
        "I drank \(cups) of \(goal) cups of water today"
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Image(systemName: "drop.fill")
                    .font(.system(size: 60))
                    .foregroundStyle(.blue)
                    .symbolEffect(.bounce, value: cups)
                Text("\(cups)")
                    .font(.largeTitle.bold())
                    .contentTransition(.numericText())
                Button("Add a cup") {
                    withAnimation { cups += 1 }
                }
                .sensoryFeedback(.increase, trigger: cups)
                if cups >= goal {
                    Text("Goal reached!")
                        .transition(.scale)
                }
                ShareLink(item: summary, subject: Text("Hydration"), message: Text("Keep it up")) {
                    Label("Share progress", systemImage: "square.and.arrow.up")
                }
            }
            .toolbar {
                Button("Settings", systemImage: "slider.horizontal.3") {
                    showsInspector.toggle()
                }
            }
            .inspector(isPresented: $showsInspector) {
                Form {
                    Stepper("Goal: \(goal)", value: $goal, in: 1...12)
                    Button("Reset") { cups = 0 }
                }
                .inspectorColumnWidth(min: 200, ideal: 250, max: 300)
            }
        }
    }
}

#Preview {
    CupCounter()
}
