// Demonstrates: the common keyboard-dismissal helper — an extension on UIApplication (or View) calling sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) — used from a toolbar button and a tap on the background of a small message composer.
import SwiftUI

#if canImport(UIKit)
extension View {
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
#endif

struct ComposerView: View {
    @State private var message = ""
    @State private var sent: [String] = []

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ForEach(sent.indices, id: \.self) { index in
                    Text("\(index + 1). \(sent[index])")
                }
                Spacer()
                HStack {
                    TextField("Message", text: $message)
                        .textFieldStyle(.roundedBorder)
                    Button("Send") {
                        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
                        guard !trimmed.isEmpty else { return }
                        sent.append(trimmed)
                        message = ""
                        hideKeyboard()
                    }
                }
                Button("Fill sample") {
                    message = "  Hello there  "
                }
            }
            .padding()
            .contentShape(Rectangle())
            .onTapGesture {
                hideKeyboard()
            }
            .navigationTitle("Compose")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { hideKeyboard() }
                }
            }
        }
    }
}

#Preview {
    ComposerView()
}
