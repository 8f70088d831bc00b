import Foundation
import UIKit

extension Date {
    var ago: String {
        RelativeDateTimeFormatter().localizedString(for: self, relativeTo: Date())
    }
}
