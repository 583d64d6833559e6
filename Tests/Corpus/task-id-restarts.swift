// Demonstrates: .task(id:) — the task is cancelled and restarted whenever the id changes.
import SwiftUI

struct ArticleView: View {
    @State private var articleID = 1
    @State private var text = "…"

    var body: some View {
        VStack {
            Text(text)
            Button("Next article") { articleID += 1 }
        }
        .task(id: articleID) {
            print("loading article \(articleID)")
            text = "Loading \(articleID)"
            try? await Task.sleep(for: .milliseconds(800))
            guard !Task.isCancelled else {
                print("article \(articleID) cancelled")
                return
            }
            text = "Article \(articleID) body"
        }
    }
}

#Preview {
    ArticleView()
}
