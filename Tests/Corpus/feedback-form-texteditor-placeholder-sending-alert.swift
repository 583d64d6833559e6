// Demonstrates: a feedback form — TextEditor with an .overlay(alignment: .topLeading) placeholder, .scrollContentBackground(.hidden), a character count with a limit enforced in onChange, a segmented Picker of Label ratings, a send Button showing ProgressView() while an async Task sleeps, and an .alert with a message when sent.
import SwiftUI

enum Rating: Int, CaseIterable, Identifiable {
    case bad = 1, okay, great
    var id: Int { rawValue }
    var title: String {
        switch self {
        case .bad: "Bad"
        case .okay: "Okay"
        case .great: "Great"
        }
    }
}

struct FeedbackForm: View {
    @State private var message = ""
    @State private var rating: Rating = .okay
    @State private var anonymous = false
    @State private var isSending = false
    @State private var sent = false
    private let limit = 140

    var body: some View {
        Form {
            Section {
                Picker("Rating", selection: $rating) {
                    ForEach(Rating.allCases) { rating in
                        Text(rating.title).tag(rating)
                    }
                }
                .pickerStyle(.segmented)
            }
            Section {
                TextEditor(text: $message)
                    .frame(minHeight: 120)
                    .scrollContentBackground(.hidden)
                    .overlay(alignment: .topLeading) {
                        if message.isEmpty {
                            Text("Tell us what you think…")
                                .foregroundStyle(.tertiary)
                                .padding(.top, 8)
                                .allowsHitTesting(false)
                        }
                    }
                    .onChange(of: message) { _, newValue in
                        if newValue.count > limit {
                            message = String(newValue.prefix(limit))
                        }
                    }
            } footer: {
                Text("\(message.count)/\(limit)")
                    .foregroundStyle(message.count == limit ? .red : .secondary)
            }
            Toggle("Send anonymously", isOn: $anonymous)
            Button {
                Task { await send() }
            } label: {
                if isSending {
                    ProgressView()
                } else {
                    Text("Send Feedback")
                }
            }
            .disabled(isSending)
        }
        .alert("Thanks!", isPresented: $sent) {
            Button("OK") { message = "" }
        } message: {
            Text("We received your \(rating.title.lowercased()) rating\(anonymous ? " anonymously" : "").")
        }
    }

    @MainActor
    private func send() async {
        isSending = true
        try? await Task.sleep(for: .seconds(1))
        isSending = false
        sent = true
        print("sent \(rating.rawValue) star(s), \(message.count) characters")
    }
}

#Preview {
    FeedbackForm()
}
