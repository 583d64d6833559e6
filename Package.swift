// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Vivarium",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "viv", targets: ["viv"]),
        .executable(name: "vivariumd", targets: ["vivariumd"]),
        .library(name: "VivariumSession", targets: ["VivariumSession"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // What a reply is (the tree, records, events) and balancing typed input: both ends
        // use them, and neither depends on anything, so `viv` links no engine.
        .target(name: "VivariumWire"),
        .target(name: "VivariumContinuation"),
        .target(
            name: "VivariumSyntax",
            dependencies: [
                "VivariumContinuation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]),
        .target(
            name: "VivariumInterpreter",
            dependencies: [
                "VivariumSyntax", "CCoroutine",
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "HeapModule", package: "swift-collections"),
            ],
            // NB: a release build leaves out the runtime's dynamic exclusivity checks (7% of an
            // interpreted call's time); debug builds, which every test runs, keep them.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // SwiftUI's plain-data values (`Color`, `Font`, `Animation`, …) and the names whose meaning
        // the interpreter must know (`View`, `Binding`): a layer the host installs above the
        // interpreter, which knows Swift and Foundation only.
        .target(
            name: "VivariumSwiftUIValues",
            dependencies: [
                "VivariumInterpreter",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        // Tasks' stacks and the switch between them (glibc's ucontext): the interpreter's only C.
        .target(name: "CCoroutine"),
        .target(
            name: "VivariumGraph",
            dependencies: [
                "VivariumInterpreter", "VivariumSwiftUIValues", "VivariumSyntax", "VivariumWire",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .target(name: "VivariumSession", dependencies: ["VivariumWire", "VivariumGraph", "VivariumInterpreter", "VivariumSyntax"]),
        .target(name: "VivariumProtocol", dependencies: ["VivariumWire"]),
        .target(
            name: "VivariumDaemon",
            dependencies: [
                "VivariumProtocol", "VivariumWire", "VivariumSession", "VivariumInterpreter", "CEngineLimits",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // The web view's page: plain files, compiled into the binary as they are (no build step).
            resources: ["index.html", "page.css", "rpc.js", "reply.js", "tree.js", "timeline.js", "app.js"].map {
                .embedInCode("Web/Page/" + $0)
            }),
        .executableTarget(
            name: "vivariumd",
            dependencies: [
                "VivariumDaemon",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .systemLibrary(name: "CEngineLimits"),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]),
        .target(
            name: "VivariumShell",
            dependencies: [
                "VivariumWire", "VivariumProtocol", "VivariumContinuation", "CLibEdit",
            ]),
        .executableTarget(
            name: "viv",
            dependencies: [
                "VivariumShell", "VivariumProtocol", "VivariumWire",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "vivarium-bench",
            // A client of the protocol only: it times a real vivariumd through its socket.
            dependencies: [],
            path: "Benchmarks/VivariumBench"),
        .testTarget(name: "VivariumWireTests", dependencies: ["VivariumWire"]),
        .testTarget(name: "VivariumSyntaxTests", dependencies: [
            "VivariumSyntax", "VivariumContinuation", .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "VivariumInterpreterTests", dependencies: ["VivariumInterpreter", "VivariumSwiftUIValues"]),
        .testTarget(name: "VivariumGraphTests", dependencies: ["VivariumGraph"]),
        .testTarget(name: "VivariumSessionTests", dependencies: ["VivariumSession", "VivariumGraph", "VivariumWire"]),
        .testTarget(name: "VivariumShellTests", dependencies: ["VivariumShell", "VivariumWire", "VivariumSession"]),
        .testTarget(name: "VivariumProtocolTests", dependencies: ["VivariumProtocol", "VivariumWire"]),
        .testTarget(
            name: "VivariumDaemonTests",
            dependencies: [
                "VivariumDaemon", "VivariumProtocol", "VivariumWire",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
    ]
)
