// Demonstrates: a 2020 learner's settings form: `@State var date = Data()` (a `Data` typed where `Date` was meant, left because it compiles), `Toggle(isOn: $receive) { Text("Hello") }`, `Stepper(value: $number, in: 1...10) { Text("\(number) ") }`, `Picker(selection: $selection, label: Text("Picker")) { Text("1").tag(1) … }`, a commented-out `DatePicker`, `NavigationView` with `.navigationBarTitle`, and a second form with a `ColorPicker`, `DatePicker("Fecha", selection:)`, a Spanish `Section("Configuración")` and `Section { } header: { } footer: { HStack { Spacer(); Label("Version 1.0", systemImage: "iphone"); Spacer() } }`.
// Source: learner's app (a learner's card app with a settings tab, written in 2020; repository KK177/swiftui---card studied) and learner's app (a Spanish-speaking learner's forms lesson; repository teorcl/SwiftUIApp studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Settings: View {
    @State var receive = false
    @State var number = 1
    @State var selection = 1
    @State var date = Data()
    var body: some View {
        NavigationView{
            Form{
                Toggle(isOn: $receive) {
                    Text("Hello")
                }
                Stepper(value: $number, in: 1...10) {
                    Text("\(number) ")
                }
                Picker(selection: $selection, label: Text("Picker")) {
                    Text("1").tag(1)
                    Text("2").tag(2)
                }
                //DatePicker(selection: $date, label: { Text("Date") })
                NavigationLink("Device form") {
                    FormOne()
                }
            }.navigationBarTitle("Settings")
        }
    }
}

struct FormOne: View {

    @State var deviceName: String = "iPhone 15 Pro"
    @State var isConnected: Bool = false
    @State var fecha: Date = Date()
    @State var color: Color = .blue

    var body: some View {
        Form {
            Section("Configuración") {
                TextField("Device name", text: $deviceName)
                Toggle("Wi-Fi", isOn: $isConnected)
            }

            Section {
                DatePicker("Fecha", selection: $fecha)
                ColorPicker("Color", selection: $color)
            } header: {
                Text("Account")
            } footer: {
                HStack {
                    Spacer()

                    Label("Version 1.0", systemImage: "iphone")
                    Spacer()

                }
            }

        }
    }
}

struct Settings_Previews: PreviewProvider {
    static var previews: some View {
        Settings()
    }
}
