// The app's `import UIKit`: the UIKit API (UIKitCore, with Core Animation and the
// Objective-C runtime's parts) and, here, what starts an app on a display.
@_exported import UIKitCore
@_exported import QuartzCore
@_exported import ObjectiveC
