// Demonstrates: a child view taking closures (onSelect, onDelete) from its parent, default parameter values in a view's init, Label with icon closure, static example data for previews, Stepper(onIncrement:onDecrement:).
import SwiftUI

struct Plant: Identifiable, Equatable {
    let id: Int
    var name: String
    var waterEveryDays: Int

    static let examples = [
        Plant(id: 1, name: "Fern", waterEveryDays: 3),
        Plant(id: 2, name: "Cactus", waterEveryDays: 14),
    ]
}

struct PlantRow: View {
    let plant: Plant
    var isSelected: Bool = false
    let onSelect: (Plant) -> Void
    var onDelete: ((Plant) -> Void)? = nil

    var body: some View {
        HStack {
            Label {
                Text(plant.name)
            } icon: {
                Image(systemName: isSelected ? "leaf.fill" : "leaf")
            }
            Spacer()
            Button("Select") { onSelect(plant) }
            if let onDelete {
                Button("Delete", role: .destructive) { onDelete(plant) }
            }
        }
    }
}

struct PlantList: View {
    @State private var plants = Plant.examples
    @State private var selected: Plant?

    var body: some View {
        List {
            ForEach(plants) { plant in
                PlantRow(plant: plant, isSelected: plant == selected, onSelect: { selected = $0 }) { doomed in
                    plants.removeAll { $0.id == doomed.id }
                    if selected == doomed { selected = nil }
                }
            }
            if let selected, let index = plants.firstIndex(of: selected) {
                Stepper("Water every \(plants[index].waterEveryDays) days") {
                    plants[index].waterEveryDays += 1
                    self.selected = plants[index]
                } onDecrement: {
                    plants[index].waterEveryDays = max(1, plants[index].waterEveryDays - 1)
                    self.selected = plants[index]
                }
            }
        }
    }
}

#Preview {
    PlantList()
}
