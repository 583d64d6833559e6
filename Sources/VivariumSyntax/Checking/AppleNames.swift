/// Well-known names of the Swift standard library, SwiftUI, Combine, Observation, Foundation,
/// Dispatch and UIKit. A reference to one of them that the runtime does not support (it is
/// not in the `CheckerEnvironment`) is reported as `not supported in the playground: 'Name'`
/// rather than `cannot find 'Name' in scope`: the compiler would accept it on a device.
public enum AppleNames {
    /// Types, protocols and property wrappers.
    public static let types: Set<String> = [
        // Swift
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float80", "CGFloat", "Bool", "String", "Substring", "Character", "Array", "Dictionary",
        "Set", "Optional", "Result", "Range", "ClosedRange", "Void", "Never", "Any", "AnyObject", "AnyHashable",
        "Error", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
        "Sequence", "Collection", "IteratorProtocol", "ObjectIdentifier", "KeyPath", "WritableKeyPath", "KeyPathComparator", "SortDescriptor", "Regex",
        "ReferenceWritableKeyPath", "Task", "TaskGroup", "MainActor", "Actor", "AsyncStream", "AsyncSequence",
        "CancellationError", "Duration", "ContinuousClock", "Clock", "StaticString", "Unicode", "Numeric",
        "BinaryInteger", "FloatingPoint", "StrideThrough", "StrideTo", "Mirror", "UnsafePointer",
        "UnsafeMutablePointer", "OptionSet", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
        "Decoder", "Encoder", "KeyedDecodingContainer", "KeyedEncodingContainer", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "CodingKey",
        // Observation
        "Observable", "ObservationIgnored", "ObservationTracked", "ObservationRegistrar",
        // SwiftUI
        "View", "App", "Scene", "WindowGroup", "Text", "Image", "Button", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "Grid", "GridRow", "Spacer", "Divider", "List", "ForEach",
        "Section", "Form", "Group", "GroupBox", "ScrollView", "ScrollViewReader", "NavigationView", "NavigationStack",
        "NavigationSplitView", "NavigationLink", "NavigationPath", "TabView", "Tab", "Toggle", "TextField", "SecureField",
        "TextEditor", "Slider", "Stepper", "Picker", "DatePicker", "ColorPicker", "ProgressView", "Label", "Link",
        "Menu", "ContextMenu", "Alert", "ActionSheet", "Color", "Font", "Shape", "Rectangle", "RoundedRectangle",
        "Circle", "Capsule", "Ellipse", "Path", "GeometryReader", "GeometryProxy", "EmptyView", "AnyView",
        "TupleView", "EquatableView", "ViewBuilder", "ViewModifier", "ModifiedContent", "State", "StateObject",
        "ObservedObject", "EnvironmentObject", "Environment", "EnvironmentValues", "EnvironmentKey", "Binding",
        "Bindable", "FocusState", "AppStorage", "SceneStorage", "ScaledMetric", "FetchRequest", "Query", "Namespace", "Published", "ObservableObject",
        "PreferenceKey", "Animation", "Transaction", "Edge", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "EdgeInsets", "PreviewProvider", "UIViewRepresentable",
        "UIViewControllerRepresentable", "DynamicProperty", "LocalizedStringKey", "AsyncImage",
        "Canvas", "TimelineView", "ToolbarItem", "ToolbarItemGroup", "DismissAction", "OpenURLAction", "ScenePhase",
        "ColorScheme", "Angle", "UnitPoint", "ShapeStyle", "LinearGradient", "RadialGradient", "Gradient",
        "ButtonStyle", "PrimitiveButtonStyle", "ViewDimensions", "AlignmentID", "ListStyle", "PlainListStyle",
        "ContentUnavailableView", "LabeledContent", "DisclosureGroup", "OutlineGroup", "ControlGroup", "ShareLink",
        "PhotosPicker", "Gauge", "MultiDatePicker", "EditButton", "PasteButton", "RenameButton", "ViewThatFits",
        "AnyLayout", "Layout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "SubscriptionView",
        "NavigationSplitViewVisibility", "NavigationSplitViewStyle", "NavigationBarItem", "ToolbarItemPlacement",
        "ToolbarContent", "ToolbarContentBuilder", "SceneBuilder", "Commands", "CommandMenu", "CommandGroup",
        "Settings", "DocumentGroup", "Window", "WindowResizability", "ImmersiveSpace", "MenuBarExtra",
        "FocusedValue", "FocusedBinding", "FocusedValueKey", "AccessibilityFocusState", "GestureState",
        "Gesture", "DragGesture", "TapGesture", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
        "RotationGesture", "RotateGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
        "SpatialTapGesture", "GestureMask", "RoundedBorderTextFieldStyle", "PlainTextFieldStyle",
        "DefaultTextFieldStyle", "TextFieldStyle", "BorderedButtonStyle", "BorderlessButtonStyle",
        "BorderedProminentButtonStyle", "PlainButtonStyle", "DefaultButtonStyle", "InsetGroupedListStyle",
        "GroupedListStyle", "InsetListStyle", "SidebarListStyle", "DefaultListStyle", "StackNavigationViewStyle",
        "DoubleColumnNavigationViewStyle", "NavigationViewStyle", "PickerStyle", "SegmentedPickerStyle",
        "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle", "NavigationLinkPickerStyle",
        "DefaultPickerStyle", "ToggleStyle", "SwitchToggleStyle", "ButtonToggleStyle", "LabelStyle",
        "ProgressViewStyle", "CircularProgressViewStyle", "LinearProgressViewStyle", "PageTabViewStyle",
        "TabViewStyle", "GroupBoxStyle", "MenuStyle", "FormStyle", "ButtonRole", "ButtonStyleConfiguration",
        "ToggleStyleConfiguration", "LabelStyleConfiguration", "AngularGradient", "EllipticalGradient", "MeshGradient",
        "ImagePaint", "Material", "ForegroundStyle", "HierarchicalShapeStyle", "SeparatorShapeStyle",
        "AnyShape", "AnyShapeStyle", "UnevenRoundedRectangle", "ContainerRelativeShape", "InsettableShape",
        "StrokeStyle", "FillStyle", "RoundedCornerStyle", "BlendMode", "ContentMode", "AnyTransition",
        "Transition", "AnyGradient", "Spring", "UnitCurve", "KeyframeAnimator", "PhaseAnimator",
        "MatchedGeometryProperties", "ScrollViewProxy", "ScrollPosition", "ScrollTargetBehavior",
        "CoordinateSpace", "NamedCoordinateSpace", "Anchor", "ProposedViewSize", "Visibility",
        "SearchFieldPlacement", "SubmitLabel", "SubmitTriggers", "TextAlignment", "ToolbarRole",
        "PresentationDetent", "PresentationAdaptation", "DynamicTypeSize", "ContentSizeCategory",
        "LayoutDirection", "Axis", "ControlSize", "Prominence", "SymbolRenderingMode", "TimelineSchedule",
        "PeriodicTimelineSchedule", "EveryMinuteTimelineSchedule", "AnimationTimelineSchedule",
        "GraphicsContext", "ImageRenderer", "ColorRenderingMode", "EditMode", "EditActions",
        "RefreshAction", "ResetFocusAction", "OpenWindowAction", "DismissWindowAction",
        "Entry", "PreviewDevice", "PreviewLayout", "PreviewContext", "Previewable",
        "UIApplicationDelegateAdaptor", "WidgetBundle", "Widget", "TableColumn", "Table", "KeyPress",
        // Combine
        "AnyCancellable", "Cancellable", "Publisher", "Subscriber", "PassthroughSubject", "CurrentValueSubject",
        "AnyPublisher", "Just", "Future", "Deferred", "Empty", "Fail", "Subscribers", "Publishers",
        "ObservableObjectPublisher", "Scheduler", "RunLoop", "ImmediateScheduler",
        // Foundation / Dispatch
        "Date", "DateFormatter", "DateComponents", "Calendar", "TimeInterval", "TimeZone", "Locale", "UUID", "URL",
        "URLRequest", "URLSession", "URLComponents", "URLQueryItem", "Data", "JSONDecoder", "JSONEncoder",
        "NSObject", "NSString", "NSNumber", "NSError", "NSCoder", "Bundle", "Notification", "NotificationCenter",
        "UserDefaults", "Timer", "Thread", "OperationQueue", "ProcessInfo", "FileManager", "NSLock",
        "DispatchQueue", "DispatchTime", "DispatchTimeInterval", "DispatchWorkItem", "DispatchGroup",
        "DispatchSemaphore", "Measurement", "NumberFormatter", "CharacterSet", "IndexPath", "IndexSet",
        "AttributedString", "Decimal", "NSDecimalNumber", "CGRect", "CGPoint", "CGSize", "CGVector", "NSRange",
        // UIKit
        "UIView", "UIViewController", "UIApplication", "UIApplicationDelegate", "UIWindow", "UIWindowScene",
        "UIScreen", "UILabel", "UIButton", "UIImage", "UIImageView", "UIColor", "UIFont", "UITableView",
        "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UINavigationController",
        "UITabBarController", "UIStoryboard", "UINib", "UIHostingController", "UIStackView", "UIScrollView",
        "UITextField", "UITextView", "UISwitch", "UISlider", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIEvent", "UITouch", "UIResponder", "UIControl", "UIAction", "UIEdgeInsets", "UITraitCollection",
        "UIHostingConfiguration", "NSLayoutConstraint", "CALayer",
        // Names public SwiftUI code uses beyond the above (corpus batch 13): without them an
        // unmodelled one was taken for a type a later input might declare, and failed at mount.
        // Names a program commonly declares itself (`Product`, `Tip`, `Model`, `Marker`) are not
        // here, nor those of SDK modules a file must import (`CHHapticEngine` is reported with
        // its module, `SessionChecker.unmodelledUses`).
        "Observations", "AsyncThrowingStream", "ThrowingTaskGroup", "DiscardingTaskGroup", "CheckedContinuation",
        "UnsafeContinuation", "TaskLocal", "TaskPriority", "Mutex", "Atomic", "AsyncIteratorProtocol", "AnySequence",
        "AnyCollection", "AnyIterator", "LazySequence", "ArraySlice", "ContiguousArray", "Slice", "EnumeratedSequence",
        "Zip2Sequence", "ReversedCollection", "KeyValuePairs", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "SignedInteger", "UnsignedInteger", "FixedWidthInteger",
        "BinaryFloatingPoint", "SignedNumeric", "AdditiveArithmetic", "Strideable", "SetAlgebra",
        "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByStringInterpolation", "DefaultStringInterpolation",
        "StringProtocol", "TextOutputStream", "LosslessStringConvertible", "CustomReflectable", "UnicodeScalar",
        "Float16", "Int128", "UInt128", "SystemRandomNumberGenerator", "RandomNumberGenerator", "Hasher",
        "CollectionDifference", "SuspendingClock", "InstantProtocol", "DurationProtocol", "LocalizedError",
        "RecoverableError", "CustomNSError",
        "NSRegularExpression", "NSPredicate", "NSSortDescriptor", "NSAttributedString", "NSMutableAttributedString",
        "NSTextCheckingResult", "UndoManager", "NSCache", "NSRecursiveLock", "BlockOperation", "PropertyListEncoder",
        "PropertyListDecoder", "PropertyListSerialization", "JSONSerialization", "ISO8601DateFormatter",
        "RelativeDateTimeFormatter", "DateComponentsFormatter", "DateIntervalFormatter", "ByteCountFormatter",
        "MeasurementFormatter", "PersonNameComponentsFormatter", "PersonNameComponents", "ListFormatter", "DateInterval",
        "NSURL", "NSData", "NSArray", "NSDictionary", "NSSet", "NSMutableArray", "NSMutableDictionary", "NSNull",
        "NSValue", "FileHandle", "HTTPURLResponse", "URLResponse", "URLError", "CocoaError", "DecodingError",
        "EncodingError", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "URLCache", "HTTPCookie",
        "UnitLength", "UnitMass", "UnitTemperature", "UnitDuration", "UnitSpeed", "UnitVolume", "UnitEnergy",
        "FormatStyle", "ParseableFormatStyle", "AttributeContainer", "AttributedSubstring",
        "LocalizedStringResource", "NSItemProvider", "UTType", "NSKeyValueObservation", "NSUbiquitousKeyValueStore",
        "ScrollGeometry", "ScrollPhase", "ContentTransition", "SensoryFeedback", "TextSelectability", "HoverEffect",
        "KeyEquivalent", "EventModifiers", "TextInputAutocapitalization", "UIKeyboardType", "UITextContentType",
        "PresentationBackgroundInteraction", "GlassEffectContainer", "ContainerValues", "ImageResource",
        "ColorResource", "AsyncImagePhase", "DropDelegate", "DropInfo", "Transferable", "ProxyRepresentation",
        "CodableRepresentation", "DataRepresentation", "FileRepresentation", "TransferRepresentation",
        "ContentShapeKinds", "SafeAreaRegions", "VerticalEdge", "HorizontalEdge", "ScrollDismissesKeyboardMode",
        "ScrollBounceBehavior", "ScrollIndicatorVisibility", "ToolbarPlacement", "BadgeProminence", "MenuOrder",
        "ControlGroupStyle", "DatePickerStyle", "GaugeStyle", "TableStyle", "DisclosureGroupStyle",
        "LabeledContentStyle", "TextEditorStyle", "IndexViewStyle", "NavigationSplitViewColumn", "SubviewsCollection",
        "TabSection", "FocusedSceneValue", "SearchSuggestionsPlacement", "SearchScopeActivation",
        "UINavigationBar", "UITabBar", "UISegmentedControl", "UIPageControl", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIDevice", "UIPasteboard",
        "UIActivityViewController", "UIImagePickerController", "UIDocumentPickerViewController", "UIAlertController",
        "UIAlertAction", "UIBezierPath", "UIGraphicsImageRenderer", "UIRefreshControl", "UISearchBar",
        "UISearchController", "UIActivityIndicatorView", "UIProgressView", "UIDatePicker", "UIPickerView", "UIToolbar",
        "UIBarButtonItem", "UINavigationItem", "UIContextMenuConfiguration", "UIMenu", "UIKeyCommand",
        "UIAccessibility", "UIContentSizeCategory", "UIUserInterfaceStyle", "UIInterfaceOrientation",
        "UIDeviceOrientation", "UIStatusBarStyle", "UIBlurEffect", "UIVisualEffectView", "UIFeedbackGenerator",
        "UIScene", "UISceneSession", "UISceneConfiguration", "UIWindowSceneDelegate", "UITextViewDelegate",
        "UITextFieldDelegate", "UIScrollViewDelegate", "UITableViewDataSource", "UITableViewDelegate",
        "UICollectionViewDataSource", "UICollectionViewFlowLayout", "UIImagePickerControllerDelegate",
        "UINavigationControllerDelegate", "UIAdaptivePresentationControllerDelegate", "UIReturnKeyType",
        "UITextAutocapitalizationType", "UIFontDescriptor", "UIFontMetrics", "CADisplayLink", "CAGradientLayer",
        "CAShapeLayer", "CABasicAnimation", "CGAffineTransform", "CGContext", "CGPath", "CGImage", "CGColor",
    ]

    /// Members SwiftUI gives every view that the playground does not model (none at present:
    /// `Self._logChanges()` prints like `_printChanges()`).
    public static let unmodelledMembers: Set<String> = []

    /// SwiftUI view modifiers the playground knows it does not model: said at load, where the
    /// modifier is written, as an SDK type it lacks is, not when the view is first built
    /// (`.overlayPreferenceValue(BoundsKey.self) { anchor in … }` failed at mount). Others it
    /// does not know of stay the run's "not supported" (see `CheckRun.checkMisspelledModifier`).
    static let unmodelledViewModifiers: Set<String> = [
        "overlayPreferenceValue", "backgroundPreferenceValue", "anchorPreference", "transformAnchorPreference",
        "onGeometryChange", "defersSystemGestures", "photosPicker", "popoverTip",
        "widgetURL", "tabViewBottomAccessory",
    ]

    /// Modules the playground models: `import` accepts them and `canImport` finds them.
    public static let importableModules: Set<String> = [
        "Swift", "SwiftUI", "Foundation", "Combine", "UIKit", "Observation", "Dispatch", "_Concurrency",
        "CoreGraphics", "PhotosUI", "Charts", "UserNotifications",
        // A Swift playground page's: its live view is a preview (Lowerer+PlaygroundPage).
        "PlaygroundSupport",
    ]

    /// Modules of the iOS SDK the playground does not model: importing one is
    /// `not supported in the playground`, not the compiler's `no such module` (an iOS app can
    /// import it). `AppKit` and `WatchKit` are not here: an iOS build has no such module.
    public static let sdkModules: Set<String> = [
        "MapKit", "CoreData", "AVFoundation", "AVKit", "StoreKit",
        "CoreLocation", "CoreLocationUI", "WidgetKit", "ActivityKit", "WebKit", "CoreImage", "os", "OSLog",
        "Network", "CloudKit", "GameKit", "HealthKit", "ARKit", "RealityKit", "SpriteKit",
        "SceneKit", "Vision", "CoreML", "Metal", "MetalKit", "MessageUI", "SafariServices", "LocalAuthentication",
        "TipKit", "AppIntents", "CryptoKit", "QuartzCore", "CoreMotion", "EventKit", "EventKitUI", "Contacts",
        "ContactsUI", "AuthenticationServices", "CoreBluetooth", "CoreHaptics", "CoreText", "ImageIO",
        "UniformTypeIdentifiers", "PencilKit", "QuickLook", "Speech", "NaturalLanguage", "Accessibility",
        "BackgroundTasks", "LinkPresentation", "MediaPlayer", "Photos", "VisionKit", "CoreTransferable",
        "Intents", "IntentsUI", "Darwin", "CoreFoundation", "ObjectiveC", "Security", "SystemConfiguration",
        "XCTest", "Testing", "SwiftUICore", "Synchronization", "RegexBuilder",
        "AudioToolbox", "AVFAudio", "CoreMedia", "CoreVideo", "CoreAudioTypes", "MobileCoreServices", "CoreSpotlight",
        "WatchConnectivity", "PassKit", "AppTrackingTransparency", "AdSupport", "GameController", "CoreNFC",
        "ReplayKit", "UserNotificationsUI", "FoundationModels", "Translation", "MusicKit", "ShazamKit", "PDFKit",
        "JavaScriptCore", "WeatherKit", "VideoToolbox", "DeviceActivity", "FamilyControls", "ManagedSettings",
    ]

    /// Free functions and global values.
    public static let functions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence", "repeatElement",
        "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "type",
        "withAnimation", "withTransaction", "withMutation", "withObservationTracking", "withExtendedLifetime",
        "withUnsafePointer", "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskGroup",
        "withThrowingTaskGroup", "swap", "readLine", "isKnownUniquelyReferenced", "unsafeBitCast",
        "numericCast", "sleep", "usleep", "exit", "arc4random", "arc4random_uniform", "floor", "ceil", "round",
        "sqrt", "pow", "sin", "cos", "tan", "atan2", "log", "exp", "NSLocalizedString", "UIApplicationMain",
        "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC", "USEC_PER_SEC", "DISPATCH_TIME_NOW", "NSNotFound",
    ]

    /// SDK names of other platforms and of what the playground has nothing to run, each with
    /// why: `not supported in the playground: 'NSApplication' (AppKit: macOS only; …)` at load,
    /// where the name is, rather than `cannot find 'NSApplication' in scope` when the view is built.
    public static let unmodelledReasons: [String: String] = {
        var reasons: [String: String] = [:]
        let appKit = "AppKit: macOS only; the playground runs SwiftUI as on iOS"
        for name in ["NSApplication", "NSApp", "NSWorkspace", "NSPasteboard", "NSOpenPanel", "NSSavePanel", "NSWindow",
                     "NSEvent", "NSStatusBar", "NSStatusItem", "NSMenu", "NSMenuItem", "NSAlert", "NSSound", "NSCursor",
                     "NSView", "NSViewController", "NSViewRepresentable", "NSViewControllerRepresentable", "NSHostingView",
                     "NSHostingController", "NSColor", "NSImage", "NSFont", "NSApplicationDelegate",
                     "NSApplicationDelegateAdaptor", "NSTextView", "NSTextField"] {
            reasons[name] = appKit
        }
        let watchKit = "WatchKit: watchOS only; the playground runs SwiftUI as on iOS"
        for name in ["WKInterfaceDevice", "WKExtension", "WKApplication", "WKHapticType", "WKApplicationDelegate",
                     "WKApplicationDelegateAdaptor", "WKExtensionDelegate"] {
            reasons[name] = watchKit
        }
        let documents = "a document-based app: the playground has no files to open or save"
        for name in ["FileDocument", "ReferenceFileDocument", "FileDocumentConfiguration", "FileDocumentReadConfiguration",
                     "FileDocumentWriteConfiguration", "DocumentGroup", "FileWrapper"] {
            reasons[name] = documents
        }
        return reasons
    }()

    /// Whether `name` is an SDK type, modelled or not (`types` and `unmodelledReasons`).
    public static func isType(_ name: String) -> Bool {
        types.contains(name) || unmodelledReasons[name] != nil
    }

    /// `not supported in the playground: 'Name'`, with why when `unmodelledReasons` says.
    public static func unsupported(_ name: String) -> String {
        guard let reason = unmodelledReasons[name] else { return "not supported in the playground: '\(name)'" }
        return "not supported in the playground: '\(name)' (\(reason))"
    }

    /// Whether `name` is a well-known Apple or standard-library name.
    public static func contains(_ name: String) -> Bool {
        types.contains(name) || functions.contains(name) || unmodelledReasons[name] != nil
    }

    /// Members every `View` has through SwiftUI's protocol extensions (modifiers), so a bare
    /// reference inside a view type (implicit `self.`) must not be reported.
    static let viewMembers: Set<String> = [
        "body", "padding", "frame", "background", "foregroundColor", "foregroundStyle", "font", "bold", "italic",
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "gesture",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "navigationTitle",
        "navigationBarTitle", "navigationDestination", "navigationBarItems", "navigationBarTitleDisplayMode",
        "toolbar", "environment", "environmentObject", "transformEnvironment", "id", "tag", "opacity", "overlay", "border", "cornerRadius",
        "clipShape", "clipped", "shadow", "offset", "position", "rotationEffect", "scaleEffect", "animation",
        "transition", "disabled", "hidden", "buttonStyle", "listStyle", "tint", "accentColor", "lineLimit",
        "multilineTextAlignment", "fixedSize", "layoutPriority", "zIndex", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "refreshable", "searchable", "onSubmit", "submitScope", "focused", "contentShape", "allowsHitTesting", "accessibilityLabel",
        "accessibilityIdentifier", "equatable", "modifier", "preference", "onPreferenceChange", "transformPreference", "coordinateSpace",
        "aspectRatio", "scaledToFit", "scaledToFill", "redacted", "defaultAppStorage", "labelsHidden", "textFieldStyle", "pickerStyle",
        "tabItem", "badge", "presentationDetents", "interactiveDismissDisabled", "safeAreaInset", "mask", "blur",
        "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "drawingGroup", "compositingGroup",
        "onHover", "onKeyPress", "onDrag", "onDrop", "onOpenURL", "handlesExternalEvents", "keyboardShortcut", "help",
        "controlSize", "submitLabel", "textContentType", "keyboardType", "autocapitalization", "disableAutocorrection",
        "textInputAutocapitalization", "scrollContentBackground", "listRowBackground", "listRowInsets",
        "swipeActions", "contextMenu", "menuStyle", "progressViewStyle", "toggleStyle", "datePickerStyle",
        "labelStyle", "formStyle", "gridCellColumns", "matchedGeometryEffect", "onContinuousHover", "scrollDisabled",
        "statusBar", "statusBarHidden", "preferredColorScheme", "colorScheme", "dynamicTypeSize", "environmentValues",
    ]

    /// Members conformances to these protocols add (through the standard library / SDK).
    static let protocolMembers: [String: Set<String>] = [
        "ObservableObject": ["objectWillChange"],
        "Equatable": [],
        "Hashable": ["hashValue", "hash"],
        "Comparable": [],
        "Identifiable": ["id", "ID"],
        "Sendable": [],
        "Codable": ["encode"],
        "Encodable": ["encode"],
        "Decodable": [],
        "CustomStringConvertible": ["description"],
        "CustomDebugStringConvertible": ["debugDescription"],
        "CaseIterable": ["allCases", "AllCases"],
        "Error": ["localizedDescription"],
        "AnyObject": [],
        "PreviewProvider": ["previews", "platform"],
    ]
}
