// Demonstrates: a PreferenceKey whose reduce keeps the maximum, reported from GeometryReader backgrounds, read with onPreferenceChange into @State, then applied with frame(width:).
import SwiftUI

struct MaxLabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

extension View {
    func reportWidth() -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: MaxLabelWidthKey.self, value: proxy.size.width)
            }
        )
    }
}

struct FieldRow: View {
    let label: String
    let value: String
    let labelWidth: CGFloat?

    var body: some View {
        HStack {
            Text(label)
                .reportWidth()
                .frame(width: labelWidth, alignment: .leading)
            Text(value).foregroundStyle(.secondary)
        }
    }
}

struct AlignedFormView: View {
    @State private var labelWidth: CGFloat?
    @State private var showsPhone = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            FieldRow(label: "Name", value: "Ada Lovelace", labelWidth: labelWidth)
            FieldRow(label: "Email address", value: "ada@example.com", labelWidth: labelWidth)
            if showsPhone {
                FieldRow(label: "Phone", value: "+44 20 0000", labelWidth: labelWidth)
            }
            Button(showsPhone ? "Hide phone" : "Show phone") {
                showsPhone.toggle()
            }
        }
        .onPreferenceChange(MaxLabelWidthKey.self) { width in
            labelWidth = width
            print("widest label: \(width)")
        }
        .padding()
    }
}

#Preview {
    AlignedFormView()
}
