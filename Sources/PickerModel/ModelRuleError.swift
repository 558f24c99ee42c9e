/// An error a picker model throws when asked for a state its rules forbid (a day that does not
/// exist, a minute interval that does not divide 60, a sixth segment): the input is bad, the
/// program is not. Every model error conforms, so a caller maps them all by this one protocol
/// (the command line: exit 65) and a new family's error cannot be forgotten.
public protocol ModelRuleError: Error, CustomStringConvertible {}
