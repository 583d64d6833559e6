import Testing
@testable import VivariumGraph
