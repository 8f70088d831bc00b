import Foundation
import Logging

extension Bundle {
    /// The top-level objects of the nib called `name`, made with `owner` as the file's owner
    /// (UIKit's addition to Bundle); nil, logged, for a nib nothing registered
    /// (`UINib.register(name:instantiate:)`), where iOS raises.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard UINib.isRegistered(name) else {
            Logger.resources.error("Bundle.loadNibNamed: no nib named \"\(name)\" was registered (UINib.register(name:instantiate:)); Vitrine reads no nib files")
            return nil
        }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
