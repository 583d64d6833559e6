// Demonstrates: a comments sheet — .sheet(isPresented:onDismiss:) with .presentationDetents([.medium, .large]), .presentationDragIndicator(.visible), .presentationCornerRadius, .presentationContentInteraction(.scrolls), .presentationBackground(.thinMaterial), a list of comments with a composer in .safeAreaInset(edge: .bottom), and onDismiss reporting the count.
import SwiftUI

struct Comment: Identifiable {
    let id = UUID()
    let author: String
    let text: String
}

struct PostView: View {
    @State private var showingComments = false
    @State private var comments = [
        Comment(author: "maya", text: "Gorgeous shot!"),
        Comment(author: "li", text: "Where is this?"),
    ]

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(.orange.gradient)
                .frame(height: 240)
                .overlay(alignment: .bottomLeading) {
                    Text("Sunset at the pier")
                        .font(.headline)
                        .padding()
                        .foregroundStyle(.white)
                }
            Button("Comments (\(comments.count))") {
                showingComments = true
            }
        }
        .padding()
        .sheet(isPresented: $showingComments, onDismiss: {
            print("closed comments with \(comments.count)")
        }) {
            CommentsSheet(comments: $comments)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationCornerRadius(28)
                .presentationContentInteraction(.scrolls)
                .presentationBackground(.thinMaterial)
        }
    }
}

struct CommentsSheet: View {
    @Binding var comments: [Comment]
    @State private var draft = ""

    var body: some View {
        List(comments) { comment in
            VStack(alignment: .leading) {
                Text(comment.author).font(.caption.bold())
                Text(comment.text)
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Add a comment", text: $draft)
                    .textFieldStyle(.roundedBorder)
                Button("Post") {
                    comments.append(Comment(author: "me", text: draft))
                    draft = ""
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }
}

#Preview {
    PostView()
}
