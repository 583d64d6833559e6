// Demonstrates: editing an array in place — List($items) { $item in } bindings with TextField and Toggle, a computed summary, adding with animation, and deleting with onDelete on the binding ForEach.
import SwiftUI

struct Guest: Identifiable {
    let id = UUID()
    var name: String
    var isAttending = true
    var plusOnes = 0
}

struct GuestListView: View {
    @State private var guests = [
        Guest(name: "Mia"),
        Guest(name: "Noah", isAttending: false),
        Guest(name: "Zoe", plusOnes: 1),
    ]

    private var headcount: Int {
        guests.filter(\.isAttending).reduce(0) { $0 + 1 + $1.plusOnes }
    }

    var body: some View {
        List {
            Section("Headcount: \(headcount)") {
                ForEach($guests) { $guest in
                    HStack {
                        TextField("Name", text: $guest.name)
                        Stepper("+\(guest.plusOnes)", value: $guest.plusOnes, in: 0...3)
                        Toggle("", isOn: $guest.isAttending)
                            .labelsHidden()
                    }
                }
                .onDelete { guests.remove(atOffsets: $0) }
            }
            Button("Add guest") {
                withAnimation {
                    guests.append(Guest(name: "Guest \(guests.count + 1)"))
                }
            }
            Button("Everyone attends") {
                for index in guests.indices { guests[index].isAttending = true }
                print("headcount \(headcount)")
            }
        }
    }
}

#Preview {
    GuestListView()
}
