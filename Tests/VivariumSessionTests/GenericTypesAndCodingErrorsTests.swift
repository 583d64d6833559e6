import Testing
@testable import VivariumSession

/// A generic type's parameters at run time, and `DecodingError`/`EncodingError` with their
/// `Context` (each expected line checked against swiftc 6.3.1 with Foundation).
@Suite struct GenericTypeParametersTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func writtenInferredAndContextualArguments() {
        #expect(output("""
            struct Box<T> {
                var value: T
                var name: String { "\\(T.self)" }
                func empty() -> [T] { [T]() }
            }
            let declared: Box<String?> = Box(value: nil)
            print(Box(value: 3).name, Box<Double>(value: 1).name, Box(value: ["a"]).name, declared.name)
            print(Box(value: 2.5).empty().count, String(describing: Box(value: true).name))
            """) == ["Int Double Array<String> Optional<String>", "0 Bool"])
    }

    @Test func classInitializerAndStaticMembersOfTheParameter() {
        #expect(output("""
            protocol Named { static var label: String { get }; init() }
            struct Cat: Named { static var label: String { "cat" } }
            final class Pen<Animal: Named> {
                var animals: [Animal] = []
                init(count: Int) { animals = (0..<count).map { _ in Animal() } }
                func describe() -> String { "\\(animals.count) \\(Animal.label)s" }
                static func kind() -> String { "\\(Animal.self)" }
            }
            print(Pen<Cat>(count: 2).describe(), Pen<Cat>.kind())
            """) == ["2 cats Cat"])
    }

    @Test func propertyWrapperTakesTheWrappedPropertyType() {
        #expect(output("""
            @propertyWrapper struct Stored<Value: Codable> {
                private var value: Value?
                init(_ key: String) { print(key, Value.self) }
                var wrappedValue: Value? { get { value } set { value = newValue } }
            }
            struct Draft: Codable { var text: String }
            struct Model { @Stored("draft.json") var draft: Draft? }
            _ = Model()
            """) == ["draft.json Draft"])
    }

    @Test func uninferableParameterIsTheCompilersError() {
        let reply = Session().execute("""
            struct Holder<T> { var items: [T] = [] }
            let holder = Holder()
            """)
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("2:14: error: generic parameter 'T' could not be inferred") == true,
                "\(reply.error?.message ?? "")")
    }
}

@Suite struct CodingErrorsTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func casesCarryTheirContext() {
        #expect(output("""
            struct P: Codable { var name: String; var age: Int }
            func check(_ json: String) {
                do { _ = try JSONDecoder().decode([P].self, from: Data(json.utf8)) } catch let error as DecodingError {
                    switch error {
                    case .keyNotFound(let key, let context): print(key.stringValue, context.codingPath.map(\\.stringValue))
                    case .typeMismatch(let type, let context): print(type, context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })
                    case .valueNotFound(let type, let context): print(type, context.debugDescription)
                    case .dataCorrupted(let context): print(context)
                    @unknown default: break
                    }
                } catch {}
            }
            check(#"[{"name": "a"}]"#)
            check(#"[{"name": "a", "age": "x"}]"#)
            check(#"[{"name": null, "age": 1}]"#)
            check("[")
            """) == [
                "age [\"Index 0\"]",
                "Int [\"0\", \"age\"]",
                "String Cannot get value of type String -- found null value instead",
                "Context(codingPath: [], debugDescription: \"The given data was not valid JSON.\", underlyingError: nil)",
            ])
    }

    @Test func printedAsTheStandardLibraryDescribesThem() {
        #expect(output("""
            struct P: Codable { var tags: [String] }
            do { _ = try JSONDecoder().decode(P.self, from: Data(#"{"tags": ["x", 3]}"#.utf8)) } catch { print(error) }
            do { _ = try JSONEncoder().encode([Double.nan]) } catch { print(error) }
            """) == [
                "DecodingError.typeMismatch: expected value of type String. Path: tags[1]. Debug description: Expected to decode String but found number instead.",
                "EncodingError.invalidValue: nan (Double). Path: [0]. Debug description: Unable to encode Double.nan directly in JSON.",
            ])
    }

    @Test func dataCorruptedErrorFromACustomInitializer() {
        #expect(output("""
            struct Level: Decodable {
                let value: Int
                enum CodingKeys: String, CodingKey { case value }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    value = try container.decode(Int.self, forKey: .value)
                    if value > 9 {
                        throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "too high")
                    }
                }
            }
            do { _ = try JSONDecoder().decode([Level].self, from: Data(#"[{"value": 1}, {"value": 12}]"#.utf8)) }
            catch DecodingError.dataCorrupted(let context) { print(context.codingPath.map(\\.stringValue), context.debugDescription) }
            """) == ["[\"Index 1\", \"value\"] too high"])
    }
}
