// Demonstrates: a class hierarchy with overridden methods and properties, super calls, type checks with `is`/`as?` and an array of base-class references shown in a List.
import SwiftUI

class Vehicle: Identifiable {
    let id = UUID()
    let name: String
    var wheels: Int { 0 }

    init(name: String) {
        self.name = name
    }

    func describe() -> String {
        "\(name) with \(wheels) wheels"
    }
}

class Bicycle: Vehicle {
    override var wheels: Int { 2 }
}

final class Car: Vehicle {
    let seats: Int

    init(name: String, seats: Int) {
        self.seats = seats
        super.init(name: name)
    }

    override var wheels: Int { 4 }

    override func describe() -> String {
        super.describe() + " and \(seats) seats"
    }
}

struct GarageView: View {
    @State private var vehicles: [Vehicle] = [Bicycle(name: "Brompton"), Car(name: "Mini", seats: 4)]

    var body: some View {
        List {
            ForEach(vehicles) { vehicle in
                Text(vehicle.describe())
            }
            Button("Count cars") {
                let cars = vehicles.compactMap { $0 as? Car }
                print(cars.count, vehicles.filter { $0 is Bicycle }.map(\.name), cars.map(\.seats).reduce(0, +))
            }
            Button("Add van") {
                vehicles.append(Car(name: "Van", seats: 8))
            }
        }
    }
}

#Preview {
    GarageView()
}
