/// What a node is, as far as the graph's behaviour goes: the builtin views it treats apart,
/// typed once when the node is made (from its type name), so that asking is comparing two small
/// values, not two strings. Any other view — a user view, a builtin with nothing special about
/// it — is `.other`.
///
/// NB: from the type name alone, as the string comparisons it replaces were.
enum ViewKind: UInt8 {
    case other
    case list, forEach, group, section, form
    case vStack, hStack, zStack, lazyVStack, lazyHStack, lazyVGrid, lazyHGrid
    case scrollView, scrollViewReader
    case navigationView, navigationStack, navigationSplitView, navigationLink
    /// Presented content: a pushed destination, a sheet, a full-screen cover, an alert (or a
    /// confirmation dialog, or iOS 13's action sheet: modal, each button dismissing it).
    case destination, sheet, fullScreenCover, alert
    case toolbar, tabView, timelineView, text, tableColumn, phaseAnimator, editButton, disclosureGroup, shareLink
    case textField, secureField, textEditor, stepper, picker, slider, datePicker, toggle
    /// The `content` a `ViewModifier`'s `body(content:)` is handed.
    case viewModifierContent
    /// What a style's `configuration.label` (`.title`, `.icon`) stands for: the control's own label.
    case styleContent

    init(typeName: String) {
        self = Self.byTypeName[typeName] ?? .other
    }

    private static let byTypeName: [String: ViewKind] = [
        "List": .list, "ForEach": .forEach, "Group": .group, "Section": .section, "Form": .form,
        "VStack": .vStack, "HStack": .hStack, "ZStack": .zStack, "LazyVStack": .lazyVStack, "LazyHStack": .lazyHStack,
        "LazyVGrid": .lazyVGrid, "LazyHGrid": .lazyHGrid, "ScrollView": .scrollView, "ScrollViewReader": .scrollViewReader,
        "NavigationView": .navigationView, "NavigationStack": .navigationStack, "NavigationSplitView": .navigationSplitView,
        "NavigationLink": .navigationLink, "Destination": .destination, "Sheet": .sheet, "FullScreenCover": .fullScreenCover,
        "Alert": .alert, "ConfirmationDialog": .alert, "ActionSheet": .alert, "Toolbar": .toolbar, "TabView": .tabView, "TimelineView": .timelineView, "Text": .text,
        "TableColumn": .tableColumn, "PhaseAnimator": .phaseAnimator, "EditButton": .editButton,
        "DisclosureGroup": .disclosureGroup, "ShareLink": .shareLink, "TextField": .textField, "SecureField": .secureField,
        "TextEditor": .textEditor, "Stepper": .stepper, "Picker": .picker, "Slider": .slider, "DatePicker": .datePicker,
        "Toggle": .toggle, "_ViewModifier_Content": .viewModifierContent,
        "ToggleStyleConfiguration.Label": .styleContent, "ButtonStyleConfiguration.Label": .styleContent,
        "LabelStyleConfiguration.Title": .styleContent, "LabelStyleConfiguration.Icon": .styleContent,
    ]

    /// Content a modifier presents under its view (`BuiltinViews.presentations`): what `dismiss`
    /// and `back` remove.
    var isPresentation: Bool {
        switch self {
        case .sheet, .fullScreenCover, .alert, .destination: true
        default: false
        }
    }

    /// A container that pushes destinations (`ViewGraph.navigationContainers`).
    var isNavigationContainer: Bool {
        switch self {
        case .navigationView, .navigationStack, .navigationSplitView: true
        default: false
        }
    }

    /// A container that builds its rows near the viewport only (`ViewGraph.lazyContainers`).
    var isLazyContainer: Bool {
        switch self {
        case .list, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: true
        default: false
        }
    }

    /// A container whose children are rows of the lazy container around it (`ViewGraph.rowGroups`).
    var isRowGroup: Bool { self == .section || self == .group }

    /// A container that lists its children, handing a `Group`'s lifecycle modifiers to each
    /// member (`ViewGraph.listContainers`).
    var isListContainer: Bool {
        switch self {
        case .vStack, .hStack, .zStack, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid, .list, .form, .section,
             .scrollView, .forEach: true
        default: false
        }
    }

    /// A control `type` enters text into or sets (`TextField` … `Toggle`).
    var isValueControl: Bool {
        switch self {
        case .textField, .secureField, .textEditor, .stepper, .picker, .slider, .datePicker, .toggle: true
        default: false
        }
    }

    /// A control `type` sets itself rather than the `.searchable` search field around it
    /// (`TextField` … `Slider`; not `DatePicker` or `Toggle`).
    var takesTypedValue: Bool {
        switch self {
        case .textField, .secureField, .textEditor, .stepper, .picker, .slider: true
        default: false
        }
    }
}
