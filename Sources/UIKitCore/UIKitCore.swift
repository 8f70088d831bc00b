@_exported import QuartzCore
@_exported import ObjectiveC
