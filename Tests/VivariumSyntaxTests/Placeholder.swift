import Testing
@testable import VivariumSyntax
