import CairoBackend
import Theme

/// Errors that mean "bad input data" (exit 65).
protocol ThemeErrorMarker {}
extension ThemeError: ThemeErrorMarker {}
