/// The properties of a switch (`UISwitch`).
public struct SwitchSpec: Sendable, Equatable {
    /// `on`: whether the switch is drawn in its on state.
    public var isOn: Bool = false

    public init(isOn: Bool = false) { self.isOn = isOn }
}
