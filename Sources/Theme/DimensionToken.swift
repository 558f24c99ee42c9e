/// The dimension tokens the pickers read, in points.
public enum DimensionToken: String, CaseIterable, Sendable {
  case radius8 = "dimensions/radius/8"
  case radius10 = "dimensions/radius/10"
  case radiusFull = "dimensions/radius/full"
  case radius3xl = "dimensions/radius/3xl"
  case radius4xl = "dimensions/radius/4xl"
}
