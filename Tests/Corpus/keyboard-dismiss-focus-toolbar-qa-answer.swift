// Demonstrates: a Q&A site's accepted answer on dismissing the keyboard, pasted whole: @FocusState cleared by tapping the background, a View extension sending resignFirstResponder through UIApplication, a keyboard toolbar with a Done button, scrollDismissesKeyboard.
// Source: Q&A answer (an accepted answer and its comments' variants, as a reader pastes them into one file); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI

extension View {
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

struct ContentView: View {
    @State private var text = ""
    @State private var notes = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        ZStack {
            Color.white
                .ignoresSafeArea()
                .onTapGesture {
                    isFocused = false
                }

            ScrollView {
                VStack(spacing: 16) {
                    TextField("Enter text", text: $text)
                        .textFieldStyle(.roundedBorder)
                        .focused($isFocused)
                        .submitLabel(.done)
                        .onSubmit { print("submitted:", text) }

                    TextEditor(text: $notes)
                        .frame(height: 120)
                        .border(Color.gray.opacity(0.3))

                    Button("Hide (UIKit way)") {
                        hideKeyboard()
                    }

                    Text(isFocused ? "Keyboard up" : "Keyboard down")
                }
                .padding()
            }
            .scrollDismissesKeyboard(.interactively)
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") {
                    isFocused = false
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
