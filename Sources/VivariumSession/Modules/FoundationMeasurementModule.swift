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
        dependencies: [],
        autoloadNames: ["Measurement", "Dimension", "UnitLength", "UnitMass", "UnitTemperature", "UnitDuration", "UnitSpeed",
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
