/// Foundation's `Measurement` and its units (`UnitLength`, `UnitMass`, `UnitTemperature`,
/// `UnitDuration`, `UnitSpeed`, `UnitVolume`, `UnitEnergy`), written in Vivarium's Swift
/// subset with Foundation's symbols and conversion coefficients (a unit's value in its
/// dimension's base unit is `value * coefficient + constant`; Apple, "Dimension",
/// "UnitConverterLinear"). `converted(to:)`, `convert(to:)`, comparison across units,
/// `+`/`-` (the same unit kept, else the base unit, as Foundation does), `*` and `/` by a
/// number. Every unit is also a static member of `Dimension`, so `.kilometers` finds its unit
/// where the playground knows only that a unit is expected. The units are Foundation's
/// shared objects, not the program's: they are never reported as created or freed.
/// `formatted()` and `formatted(.measurement(width:usage:))` format a temperature as an en_US
/// device shows it (`MeasurementFormatStyle`), and any unit abbreviated as provided; other
/// dimensions for the locale's own units are refused.
extension BundledModule {
    static let foundationMeasurement = BundledModule(
        name: "FoundationMeasurement",
        dependencies: ["SwiftOptionSet", "FoundationFormatters"],
        autoloadNames: ["MeasurementFormatter", "Measurement", "Dimension", "UnitLength", "UnitMass", "UnitTemperature", "UnitDuration", "UnitSpeed",
                        "UnitVolume", "UnitEnergy"],
        source: #"""
@_vivariumInternal("Dimension")
class Dimension: CustomStringConvertible, Hashable {
    let symbol: String
    let coefficient: Double
    let constant: Double
    let dimension: String

    init(symbol: String, coefficient: Double, constant: Double = 0, dimension: String) {
        self.symbol = symbol
        self.coefficient = coefficient
        self.constant = constant
        self.dimension = dimension
    }

    var description: String { symbol }

    static func == (lhs: Dimension, rhs: Dimension) -> Bool {
        lhs.symbol == rhs.symbol && lhs.dimension == rhs.dimension
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(symbol)
        hasher.combine(dimension)
    }

    var _baseUnit: Dimension {
        switch dimension {
        case "length": return Dimension.meters
        case "mass": return Dimension.kilograms
        case "temperature": return Dimension.kelvin
        case "duration": return Dimension.seconds
        case "speed": return Dimension.metersPerSecond
        case "volume": return Dimension.liters
        default: return Dimension.joules
        }
    }

    static let meters = UnitLength(symbol: "m", coefficient: 1)
    static let kilometers = UnitLength(symbol: "km", coefficient: 1000)
    static let centimeters = UnitLength(symbol: "cm", coefficient: 0.01)
    static let millimeters = UnitLength(symbol: "mm", coefficient: 0.001)
    static let miles = UnitLength(symbol: "mi", coefficient: 1609.344)
    static let yards = UnitLength(symbol: "yd", coefficient: 0.9144)
    static let feet = UnitLength(symbol: "ft", coefficient: 0.3048)
    static let inches = UnitLength(symbol: "in", coefficient: 0.0254)
    static let nauticalMiles = UnitLength(symbol: "NM", coefficient: 1852)
    // The rest of Foundation's `UnitLength`, with its symbols and coefficients (Apple, "UnitLength").
    static let megameters = UnitLength(symbol: "Mm", coefficient: 1000000)
    static let hectometers = UnitLength(symbol: "hm", coefficient: 100)
    static let decameters = UnitLength(symbol: "dam", coefficient: 10)
    static let decimeters = UnitLength(symbol: "dm", coefficient: 0.1)
    static let micrometers = UnitLength(symbol: "µm", coefficient: 0.000001)
    static let nanometers = UnitLength(symbol: "nm", coefficient: 0.000000001)
    static let picometers = UnitLength(symbol: "pm", coefficient: 0.000000000001)
    static let scandinavianMiles = UnitLength(symbol: "smi", coefficient: 10000)
    static let lightyears = UnitLength(symbol: "ly", coefficient: 9460730472580800)
    static let fathoms = UnitLength(symbol: "ftm", coefficient: 1.8288)
    static let furlongs = UnitLength(symbol: "fur", coefficient: 201.168)
    static let astronomicalUnits = UnitLength(symbol: "ua", coefficient: 149597870700)
    static let parsecs = UnitLength(symbol: "pc", coefficient: 30856775814913672)

    static let kilograms = UnitMass(symbol: "kg", coefficient: 1)
    static let grams = UnitMass(symbol: "g", coefficient: 0.001)
    static let milligrams = UnitMass(symbol: "mg", coefficient: 0.000001)
    static let pounds = UnitMass(symbol: "lb", coefficient: 0.45359237)
    static let ounces = UnitMass(symbol: "oz", coefficient: 0.028349523125)
    static let stones = UnitMass(symbol: "st", coefficient: 6.35029318)

    static let kelvin = UnitTemperature(symbol: "K", coefficient: 1, constant: 0)
    static let celsius = UnitTemperature(symbol: "°C", coefficient: 1, constant: 273.15)
    static let fahrenheit = UnitTemperature(symbol: "°F", coefficient: 0.55555555555556, constant: 255.37222222222427)

    static let seconds = UnitDuration(symbol: "s", coefficient: 1)
    static let minutes = UnitDuration(symbol: "min", coefficient: 60)
    static let hours = UnitDuration(symbol: "hr", coefficient: 3600)
    static let milliseconds = UnitDuration(symbol: "ms", coefficient: 0.001)

    static let metersPerSecond = UnitSpeed(symbol: "m/s", coefficient: 1)
    static let kilometersPerHour = UnitSpeed(symbol: "km/h", coefficient: 0.277777777777778)
    static let milesPerHour = UnitSpeed(symbol: "mph", coefficient: 0.44704)
    static let knots = UnitSpeed(symbol: "kn", coefficient: 0.514444)

    static let liters = UnitVolume(symbol: "L", coefficient: 1)
    static let milliliters = UnitVolume(symbol: "mL", coefficient: 0.001)
    static let cubicMeters = UnitVolume(symbol: "m³", coefficient: 1000)
    static let cups = UnitVolume(symbol: "cup", coefficient: 0.24)
    static let fluidOunces = UnitVolume(symbol: "fl oz", coefficient: 0.0295735)
    static let gallons = UnitVolume(symbol: "gal", coefficient: 3.78541)

    static let joules = UnitEnergy(symbol: "J", coefficient: 1)
    static let kilojoules = UnitEnergy(symbol: "kJ", coefficient: 1000)
    static let kilocalories = UnitEnergy(symbol: "kCal", coefficient: 4184)
    static let calories = UnitEnergy(symbol: "cal", coefficient: 4.184)
    static let kilowattHours = UnitEnergy(symbol: "kWh", coefficient: 3600000)
}

@_vivariumInternal("UnitLength")
final class UnitLength: Dimension {
    init(symbol: String, coefficient: Double) { super.init(symbol: symbol, coefficient: coefficient, dimension: "length") }
}

@_vivariumInternal("UnitMass")
final class UnitMass: Dimension {
    init(symbol: String, coefficient: Double) { super.init(symbol: symbol, coefficient: coefficient, dimension: "mass") }
}

@_vivariumInternal("UnitTemperature")
final class UnitTemperature: Dimension {
    init(symbol: String, coefficient: Double, constant: Double) {
        super.init(symbol: symbol, coefficient: coefficient, constant: constant, dimension: "temperature")
    }
}

@_vivariumInternal("UnitDuration")
final class UnitDuration: Dimension {
    init(symbol: String, coefficient: Double) { super.init(symbol: symbol, coefficient: coefficient, dimension: "duration") }
}

@_vivariumInternal("UnitSpeed")
final class UnitSpeed: Dimension {
    init(symbol: String, coefficient: Double) { super.init(symbol: symbol, coefficient: coefficient, dimension: "speed") }
}

@_vivariumInternal("UnitVolume")
final class UnitVolume: Dimension {
    init(symbol: String, coefficient: Double) { super.init(symbol: symbol, coefficient: coefficient, dimension: "volume") }
}

@_vivariumInternal("UnitEnergy")
final class UnitEnergy: Dimension {
    init(symbol: String, coefficient: Double) { super.init(symbol: symbol, coefficient: coefficient, dimension: "energy") }
}

struct Measurement<UnitType>: CustomStringConvertible, Comparable {
    var value: Double
    let unit: Dimension

    init(value: Double, unit: Dimension) {
        self.value = value
        self.unit = unit
    }

    var _baseValue: Double { value * unit.coefficient + unit.constant }

    func converted(to otherUnit: Dimension) -> Measurement<UnitType> {
        if otherUnit == unit { return self }
        return Measurement(value: (_baseValue - otherUnit.constant) / otherUnit.coefficient, unit: otherUnit)
    }

    mutating func convert(to otherUnit: Dimension) {
        self = converted(to: otherUnit)
    }

    var description: String { "\(value) \(unit.symbol)" }

    static func == (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
        lhs.unit == rhs.unit ? lhs.value == rhs.value : lhs._baseValue == rhs._baseValue
    }

    static func < (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Bool {
        lhs.unit == rhs.unit ? lhs.value < rhs.value : lhs._baseValue < rhs._baseValue
    }

    static func + (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> {
        if lhs.unit == rhs.unit { return Measurement(value: lhs.value + rhs.value, unit: lhs.unit) }
        let base = lhs.unit._baseUnit
        return Measurement(value: lhs.converted(to: base).value + rhs.converted(to: base).value, unit: base)
    }

    static func - (lhs: Measurement<UnitType>, rhs: Measurement<UnitType>) -> Measurement<UnitType> {
        if lhs.unit == rhs.unit { return Measurement(value: lhs.value - rhs.value, unit: lhs.unit) }
        let base = lhs.unit._baseUnit
        return Measurement(value: lhs.converted(to: base).value - rhs.converted(to: base).value, unit: base)
    }

    static func * (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> {
        Measurement(value: lhs.value * rhs, unit: lhs.unit)
    }

    static func / (lhs: Measurement<UnitType>, rhs: Double) -> Measurement<UnitType> {
        Measurement(value: lhs.value / rhs, unit: lhs.unit)
    }

    func formatted() -> String {
        formatted(.measurement(width: .abbreviated))
    }

    func formatted(_ style: MeasurementFormatStyle) -> String {
        guard unit.dimension == "temperature" else {
            // Any unit as provided, abbreviated: the number as en_US formats it, then the unit's
            // symbol (Apple, "Measurement.FormatStyle": 1.5 km as provided is "1.5 km").
            guard style.usage == .asProvided, style.width == .abbreviated else {
                fatalError("not supported in the playground: formatting a Measurement of \(unit.dimension) for the locale (usage: .asProvided with width: .abbreviated is, and temperatures are)")
            }
            return "\(style.numberFormatStyle.map { value.formatted($0) } ?? value.formatted()) \(unit.symbol)"
        }
        guard style.width != .narrow else {
            fatalError("not supported in the playground: a Measurement's .narrow width (.abbreviated and .wide are)")
        }
        // The device's (en_US) unit, whole degrees, unless the unit is kept as provided.
        let shown = style.usage == .asProvided ? self : converted(to: UnitTemperature.fahrenheit)
        let number = style.usage == .asProvided ? shown.value : shown.value.rounded()
        let text = style.numberFormatStyle.map { number.formatted($0) } ?? number.formatted()
        guard style.width == .wide else {
            return shown.unit.symbol == "K" ? "\(text) K" : "\(text)\(shown.unit.symbol)"
        }
        let one = number == 1
        switch shown.unit.symbol {
        case "°F": return "\(text) \(one ? "degree" : "degrees") Fahrenheit"
        case "°C": return "\(text) \(one ? "degree" : "degrees") Celsius"
        default: return "\(text) \(one ? "kelvin" : "kelvins")"
        }
    }
}

/// `MeasurementFormatter` as an en_US device has it (Apple, "MeasurementFormatter"): the
/// number through its `numberFormatter` (decimal: grouped, at most three fraction digits),
/// then the unit — `.medium` (the default) its short name after a space ("1.5 km", "3 sec",
/// "21°C"), `.long` its name ("1 kilometer", "2 feet", "21 degrees Celsius"), `.short` the
/// short name joined ("1.5km", "21°"). With `unitOptions` `.providedUnit` the measurement
/// keeps its unit; without it a temperature shows in °F and a US customary unit as it is;
/// other units for the locale are refused (as `formatted()` refuses them).
@_vivariumInternal("MeasurementFormatter")
class MeasurementFormatter {
    struct UnitOptions: OptionSet {
        let rawValue: Int
        static let providedUnit = UnitOptions(rawValue: 1)
        static let naturalScale = UnitOptions(rawValue: 2)
        static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    enum UnitStyle {
        case short, medium, long
    }

    var unitOptions: UnitOptions = []
    var unitStyle: UnitStyle = .medium
    var locale: Locale = Locale.current
    var numberFormatter: NumberFormatter = MeasurementFormatter._decimalFormatter()

    init() {}

    static func _decimalFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }

    func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        var shown = measurement
        if !unitOptions.contains(.providedUnit) {
            if measurement.unit.dimension == "temperature" {
                shown = measurement.converted(to: UnitTemperature.fahrenheit)
            } else if !["mi", "yd", "ft", "in", "lb", "oz", "mph", "gal", "fl oz", "cup", "°F"].contains(measurement.unit.symbol) {
                fatalError("not supported in the playground: MeasurementFormatter's unit for the locale of a \(measurement.unit.dimension) in \(measurement.unit.symbol) (set unitOptions = .providedUnit to keep the unit)")
            }
        }
        let number = numberFormatter.string(from: NSNumber(value: shown.value)) ?? "\(shown.value)"
        let names = MeasurementFormatter._names[shown.unit.symbol]
        switch unitStyle {
        case .medium:
            if shown.unit.dimension == "temperature" && shown.unit.symbol != "K" { return "\(number)\(shown.unit.symbol)" }
            return "\(number) \(names?[0] ?? shown.unit.symbol)"
        case .short:
            if shown.unit.dimension == "temperature" && shown.unit.symbol != "K" {
                return unitOptions.contains(.providedUnit) ? "\(number)\(shown.unit.symbol)" : "\(number)°"
            }
            return "\(number)\(names?[0] ?? shown.unit.symbol)"
        case .long:
            guard let names else {
                fatalError("not supported in the playground: MeasurementFormatter's .long name of \(shown.unit.symbol)")
            }
            return "\(number) \(shown.value == 1 ? names[1] : names[2])"
        }
    }

    func string(from unit: Dimension) -> String {
        let names = MeasurementFormatter._names[unit.symbol]
        return unitStyle == .long ? (names?[2] ?? unit.symbol) : (names?[0] ?? unit.symbol)
    }

    func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Dimension> else { return nil }
        return string(from: measurement)
    }

    /// en_US (CLDR) names of the common units: short, long singular, long plural.
    static let _names: [String: [String]] = [
        "m": ["m", "meter", "meters"], "km": ["km", "kilometer", "kilometers"], "cm": ["cm", "centimeter", "centimeters"],
        "mm": ["mm", "millimeter", "millimeters"], "mi": ["mi", "mile", "miles"], "yd": ["yd", "yard", "yards"],
        "ft": ["ft", "foot", "feet"], "in": ["in", "inch", "inches"],
        "kg": ["kg", "kilogram", "kilograms"], "g": ["g", "gram", "grams"], "mg": ["mg", "milligram", "milligrams"],
        "lb": ["lb", "pound", "pounds"], "oz": ["oz", "ounce", "ounces"],
        "°C": ["°C", "degree Celsius", "degrees Celsius"], "°F": ["°F", "degree Fahrenheit", "degrees Fahrenheit"],
        "K": ["K", "kelvin", "kelvins"],
        "s": ["sec", "second", "seconds"], "min": ["min", "minute", "minutes"], "hr": ["hr", "hour", "hours"],
        "L": ["L", "liter", "liters"], "mL": ["mL", "milliliter", "milliliters"],
        "km/h": ["km/h", "kilometer per hour", "kilometers per hour"], "mph": ["mph", "mile per hour", "miles per hour"],
        "m/s": ["m/s", "meter per second", "meters per second"],
    ]
}

/// `.measurement(width:usage:)`, as `Measurement.FormatStyle` (Apple, "Measurement.FormatStyle":
/// `formatted()` abbreviates, and `usage` `.general`, the default, "formats the measurement with
/// the default unit for the current locale": 38 °C is "100°F", 36.8 °C "98°F" in en_US;
/// `.asProvided` keeps the unit, "36.8°C"). Temperatures only here.
struct MeasurementFormatStyle {
    enum UnitWidth { case abbreviated, wide, narrow }
    enum Usage { case general, asProvided, weather, person }

    var width: UnitWidth
    var usage: Usage
    // `numberFormatStyle:` formats the number (`.number.precision(.fractionLength(0))`).
    var numberFormatStyle: Any? = nil

    static func measurement(width: UnitWidth = .abbreviated, usage: Usage = .general,
                            numberFormatStyle: Any? = nil) -> MeasurementFormatStyle {
        MeasurementFormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
"""#)
}
