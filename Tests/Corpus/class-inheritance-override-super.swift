// Demonstrates: a class hierarchy in a view model layer — a base class with an overridable method, subclasses calling super, convenience and required initializers, and type checks with is/as?.
import SwiftUI

class Vehicle: Identifiable {
    let id = UUID()
    let name: String
    var speed: Double

    required init(name: String, speed: Double) {
        self.name = name
        self.speed = speed
    }

    convenience init(name: String) {
        self.init(name: name, speed: 0)
    }

    func describe() -> String { "\(name) at \(Int(speed)) km/h" }

    func accelerate() { speed += 10 }

    deinit { print("\(name) scrapped") }
}

final class Bicycle: Vehicle {
    override func accelerate() {
        super.accelerate()
        speed = min(speed, 30)
    }
}

final class Car: Vehicle {
    var passengers = 1

    override func describe() -> String {
        super.describe() + " with \(passengers) aboard"
    }
}

final class Garage: ObservableObject {
    @Published var vehicles: [Vehicle] = [
        Bicycle(name: "Brompton"),
        Car(name: "Beetle", speed: 50),
    ]

    var carCount: Int { vehicles.filter { $0 is Car }.count }

    func boostAll() {
        vehicles.forEach { $0.accelerate() }
        objectWillChange.send()
    }

    func addPassenger() {
        if let car = vehicles.compactMap({ $0 as? Car }).first {
            car.passengers += 1
            objectWillChange.send()
        }
    }

    func scrapFirst() {
        guard !vehicles.isEmpty else { return }
        vehicles.removeFirst()
    }
}

struct GarageView: View {
    @StateObject private var garage = Garage()

    var body: some View {
        List {
            ForEach(garage.vehicles) { vehicle in
                Text(vehicle.describe())
            }
            Text("\(garage.carCount) car(s)")
            Button("Boost x3") { for _ in 0..<3 { garage.boostAll() } }
            Button("Add passenger") { garage.addPassenger() }
            Button("Scrap first") { garage.scrapFirst() }
        }
    }
}

#Preview {
    GarageView()
}
