// Demonstrates: editing nested value types in place the iOS 17 way: an `@Observable class Checklist` with `[Task]` structs, `ForEach($checklist.tasks) { $task in Toggle(task.title, isOn: $task.done) }` through `@Bindable`, a `TextField` bound to `$task.title`, a computed `progress`, `removeAll(where:)`, and the parent's summary updating.
// Source: Swift Forums post (a question about binding into array elements of an @Observable model with ForEach($model.items), found through a search for ForEach $model.items $item in Toggle Bindable Observable array of structs binding); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ChecklistTask: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

@Observable
class Checklist {
    var name: String
    var tasks: [ChecklistTask]

    init(name: String, tasks: [ChecklistTask]) {
        self.name = name
        self.tasks = tasks
    }

    var progress: Double {
        tasks.isEmpty ? 0 : Double(tasks.filter(\.done).count) / Double(tasks.count)
    }

    func clearDone() {
        tasks.removeAll(where: \.done)
    }
}

struct ChecklistEditor: View {
    @Bindable var checklist: Checklist

    var body: some View {
        List {
            Section(checklist.name) {
                ForEach($checklist.tasks) { $task in
                    HStack {
                        Toggle(task.title, isOn: $task.done)
                    }
                }
            }
            Section("Rename first") {
                if !checklist.tasks.isEmpty {
                    TextField("Title", text: $checklist.tasks[0].title)
                }
            }
        }
    }
}

struct ChecklistScreen: View {
    @State private var checklist = Checklist(name: "Before flight", tasks: [
        ChecklistTask(title: "Passport"),
        ChecklistTask(title: "Charger"),
        ChecklistTask(title: "Water bottle"),
    ])

    var body: some View {
        VStack {
            Text("\(Int(checklist.progress * 100))% packed")
            ProgressView(value: checklist.progress)
            ChecklistEditor(checklist: checklist)
            Button("Clear packed") {
                checklist.clearDone()
            }
        }
    }
}

#Preview {
    ChecklistScreen()
}
