// Demonstrates: two Q&A answers pasted into one form, as a learner collects them: "how do I make a TextField accept only numbers" answered with `.keyboardType(.numberPad)` and `.onReceive(Just(text)) { newValue in … }` filtering the string through `"0123456789".contains($0)` (with `import Combine`), and "how do I change a TextField's placeholder colour" answered with an `extension View { func placeholder<Content: View>(when:alignment:placeholder:) }` that stacks a `@ViewBuilder` placeholder under `self`; a `Text` shows the parsed `Int(text)` total, a button pastes a mixed string.
// Source: Q&A answers (the accepted "numbers only" answer and a highly voted "placeholder colour" answer, pasted together by a learner); written for Vivarium in that style, not copied.
// First paste: failed at tap "Paste ": no button labelled "Paste "; labels that exist: "Paste "12 people!"", "Clear"
import SwiftUI
import Combine

struct TipFormView: View {
    @State private var numOfPeople = ""
    @State private var billAmount = ""

    var total: Int {
        (Int(numOfPeople) ?? 0) * (Int(billAmount) ?? 0)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextField("", text: $numOfPeople)
                .placeholder(when: numOfPeople.isEmpty) {
                    Text("Number of people").foregroundColor(.gray)
                }
                .keyboardType(.numberPad)
                .onReceive(Just(numOfPeople)) { newValue in
                    let filtered = newValue.filter { "0123456789".contains($0) }
                    if filtered != newValue {
                        self.numOfPeople = filtered
                    }
                }
                .padding(10)
                .background(Color.black.opacity(0.05))

            TextField("", text: $billAmount)
                .placeholder(when: billAmount.isEmpty, alignment: .trailing) {
                    Text("Amount per person").foregroundColor(.red.opacity(0.6)).italic()
                }
                .keyboardType(.numberPad)
                .onReceive(Just(billAmount)) { newValue in
                    let filtered = newValue.filter { $0.isNumber }
                    if filtered != newValue {
                        self.billAmount = filtered
                    }
                }
                .padding(10)
                .background(Color.black.opacity(0.05))

            Text("Total: \(total)")
                .font(.headline)

            Button("Paste \"12 people!\"") {
                numOfPeople = "12 people!"
                billAmount = "3x0"
            }
            Button("Clear") {
                numOfPeople = ""
                billAmount = ""
                print("cleared, total \(total)")
            }
        }
        .padding()
        .onChange(of: numOfPeople) { value in
            print("people: \(value)")
        }
    }
}

extension View {
    func placeholder<Content: View>(
        when shouldShow: Bool,
        alignment: Alignment = .leading,
        @ViewBuilder placeholder: () -> Content) -> some View {

        ZStack(alignment: alignment) {
            placeholder().opacity(shouldShow ? 1 : 0)
            self
        }
    }
}

struct TipFormView_Previews: PreviewProvider {
    static var previews: some View {
        TipFormView()
    }
}
