// Demonstrates: hardware-keyboard handling on iPad and Mac (iOS 17): `.onKeyPress(.upArrow) { … return .handled }`, `.onKeyPress(.downArrow)`, `.onKeyPress(characters: .decimalDigits) { press in … press.characters … }`, `.onKeyPress(keys: [.return, .space]) { press in … }`, `.focusable()` with `.focused($isFocused)` and `.focusEffectDisabled()`, a highlighted row moved with the arrows, and `.keyboardShortcut("k", modifiers: .command)` on a button.
// Source: public app code (a quick-switcher palette handling arrow keys, found through a search for onKeyPress upArrow handled focusable focusEffectDisabled); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: inferring the type of '.return' here (write it as 'Type.return')
import SwiftUI

struct CommandPalette: View {
    @State private var commands = ["New File", "Open Recent", "Find in Project", "Go to Line"]
    @State private var highlighted = 0
    @State private var lastDigit = ""
    @State private var ran: [String] = []
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(commands.indices, id: \.self) { index in
                Text(commands[index])
                    .padding(4)
                    .background(index == highlighted ? Color.accentColor.opacity(0.3) : .clear)
            }
            Text("Digit: \(lastDigit)")
            Button("Run highlighted") {
                ran.append(commands[highlighted])
            }
            .keyboardShortcut("k", modifiers: .command)
            Text("Ran \(ran.count)")
        }
        .focusable()
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(.upArrow) {
            highlighted = max(highlighted - 1, 0)
            return .handled
        }
        .onKeyPress(.downArrow) {
            highlighted = min(highlighted + 1, commands.count - 1)
            return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
            lastDigit = press.characters
            return .handled
        }
        .onKeyPress(keys: [.return, .space]) { press in
            ran.append(commands[highlighted])
            return .handled
        }
        .onAppear { isFocused = true }
    }
}

#Preview {
    CommandPalette()
}
