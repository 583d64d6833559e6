// Demonstrates: the course-style Core Data stack: `class DataController: ObservableObject` with `let container = NSPersistentContainer(name: "Bookworm")` loading its stores in `init`, an `@main` App with `@StateObject private var dataController = DataController()` injecting `.environment(\.managedObjectContext, dataController.container.viewContext)`, and a list reading `@FetchRequest(sortDescriptors: []) var students: FetchedResults<Student>` with a button inserting a random student.
// Source: learner's app (a Core Data "DataController" as taught in a structured course, found through a search for FetchRequest apps; repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'NSPersistentContainer' (from CoreData, which the playground does not model)
import SwiftUI
import CoreData

class DataController: ObservableObject {
    let container = NSPersistentContainer(name: "CoreDataProject")

    init() {
        container.loadPersistentStores { description, error in
            if let error = error {
                print("Core Data failed to load: \(error.localizedDescription)")
            }
        }
    }
}

@main
struct CoreDataProjectApp: App {
    @StateObject private var dataController = DataController()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.managedObjectContext, dataController.container.viewContext)
        }
    }
}

struct ContentView: View {
    @Environment(\.managedObjectContext) var moc
    @FetchRequest(sortDescriptors: []) var students: FetchedResults<Student>

    var body: some View {
        VStack {
            List(students) { student in
                Text(student.name ?? "Unknown")
            }

            Button("Add") {
                let firstNames = ["Ginny", "Harry", "Hermione", "Luna", "Ron"]
                let lastNames = ["Granger", "Lovegood", "Potter", "Weasley"]

                let chosenFirstName = firstNames.randomElement()!
                let chosenLastName = lastNames.randomElement()!

                let student = Student(context: moc)
                student.id = UUID()
                student.name = "\(chosenFirstName) \(chosenLastName)"

                try? moc.save()
            }
        }
    }
}
