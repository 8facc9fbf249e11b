extension DevicePreset {
    // The presets by name, for Swift code (`.iPhoneSE3`); `all` holds the same values.
    /// The iPhoneSE preset.
    public static var iPhoneSE: DevicePreset { all[0] }
    /// The iPhone8 preset.
    public static var iPhone8: DevicePreset { all[1] }
    /// The iPhoneSE3 preset.
    public static var iPhoneSE3: DevicePreset { all[2] }
    /// The iPhone8Plus preset.
    public static var iPhone8Plus: DevicePreset { all[3] }
    /// The iPhone13mini preset.
    public static var iPhone13mini: DevicePreset { all[4] }
    /// The iPhone11Pro preset.
    public static var iPhone11Pro: DevicePreset { all[5] }
    /// The iPhone11 preset.
    public static var iPhone11: DevicePreset { all[6] }
    /// The iPhone11ProMax preset.
    public static var iPhone11ProMax: DevicePreset { all[7] }
    /// The iPhone13 preset.
    public static var iPhone13: DevicePreset { all[8] }
    /// The iPhone14 preset.
    public static var iPhone14: DevicePreset { all[9] }
    /// The iPhone14Plus preset.
    public static var iPhone14Plus: DevicePreset { all[10] }
    /// The iPhone15 preset.
    public static var iPhone15: DevicePreset { all[11] }
    /// The iPhone15Pro preset.
    public static var iPhone15Pro: DevicePreset { all[12] }
    /// The iPhone15ProMax preset.
    public static var iPhone15ProMax: DevicePreset { all[13] }
    /// The iPhone16Pro preset.
    public static var iPhone16Pro: DevicePreset { all[14] }
    /// The iPhone16ProMax preset.
    public static var iPhone16ProMax: DevicePreset { all[15] }
    /// The iPadMini preset.
    public static var iPadMini: DevicePreset { all[16] }
    /// The iPad preset.
    public static var iPad: DevicePreset { all[17] }
    /// The iPadAir preset.
    public static var iPadAir: DevicePreset { all[18] }
    /// The iPadPro11 preset.
    public static var iPadPro11: DevicePreset { all[19] }
    /// The iPadPro12_9 preset.
    public static var iPadPro12_9: DevicePreset { all[20] }
}
