import Testing
@testable import VivariumInterpreter
