// Demonstrates: a packing checklist with a custom ToggleStyle (configuration.isOn, configuration.label, configuration.isOn.toggle()), a custom LabelStyle stacking configuration.icon over configuration.title, a PrimitiveButtonStyle calling configuration.trigger() on a tap gesture, and a ButtonStyle using configuration.isPressed and configuration.role.
import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? .green : .secondary)
                configuration.label
                    .strikethrough(configuration.isOn)
            }
        }
        .buttonStyle(.plain)
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

struct TapOnlyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
            .onTapGesture {
                configuration.trigger()
            }
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(configuration.role == .destructive ? Color.red : Color.accentColor, in: Capsule())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct PackingItem: Identifiable {
    let id = UUID()
    var name: String
    var isPacked = false
}

struct PackingListView: View {
    @State private var items = [
        PackingItem(name: "Passport"),
        PackingItem(name: "Charger"),
        PackingItem(name: "Sunscreen", isPacked: true),
    ]

    var packedCount: Int { items.filter(\.isPacked).count }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Trip", systemImage: "suitcase")
                .labelStyle(VerticalLabelStyle())
            ForEach($items) { $item in
                Toggle(item.name, isOn: $item.isPacked)
                    .toggleStyle(.checkbox)
            }
            Text("\(packedCount) of \(items.count) packed")
            HStack {
                Button("Pack all") {
                    for index in items.indices { items[index].isPacked = true }
                }
                .buttonStyle(PillButtonStyle())
                Button("Unpack all", role: .destructive) {
                    for index in items.indices { items[index].isPacked = false }
                }
                .buttonStyle(PillButtonStyle())
                Button("Add umbrella") {
                    items.append(PackingItem(name: "Umbrella"))
                    print("items: \(items.map(\.name))")
                }
                .buttonStyle(TapOnlyButtonStyle())
            }
        }
        .padding()
        .onChange(of: packedCount) { old, new in
            print("packed \(old) -> \(new)")
        }
    }
}

#Preview {
    PackingListView()
}
