import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A xib made in code: a function making its top-level objects (views, cells) as UIKit's
/// nib loading does, connecting File's Owner's outlets and actions to the owner it is
/// given, registered with `UINib.register(name:instantiate:)`. `UINib(nibName:bundle:)`,
/// `Bundle.loadNibNamed(_:owner:options:)`, `UIViewController(nibName:bundle:)` and a
/// table's or collection view's nib registration then find it by name.
struct NibCode {
    let document: InterfaceDocument
    let warnings: [String]
    let registration: String

    var name: String { document.name }

    init(contentsOf url: URL, name: String, index: ProjectIndex) throws {
        document = try InterfaceDocument(contentsOf: url, name: name)
        let findings = ObjectEmitter.Findings()
        let nib = ObjectEmitter(document: document, index: index, findings: findings)
        var topLevel: [String] = []
        var ownerType: String?
        for objects in InterfaceDocument.children(of: document.root, named: "objects") {
            for element in InterfaceDocument.children(of: objects) {
                if element.name == "placeholder" {
                    guard InterfaceDocument.attribute("placeholderIdentifier", of: element) == "IBFilesOwner" else { continue }
                    ownerType = InterfaceDocument.attribute("customClass", of: element)
                    if let ownerType {
                        nib.emit("let filesOwner = owner as? \(ownerType)")
                        nib.bind(InterfaceDocument.attribute("id", of: element) ?? "-1", to: "filesOwner?", type: ownerType)
                        nib.connectOutlets(of: element, as: "filesOwner?")
                    } else if !InterfaceDocument.children(of: element, named: "connections").isEmpty {
                        findings.warn("File's Owner has no class: its outlets and actions are left out")
                    }
                } else if let made = nib.make(element) {
                    topLevel.append(made)
                }
            }
        }
        guard !topLevel.isEmpty else { throw InterfaceDocument.Failure.empty("objects") }
        nib.finish()
        let body = (nib.lines + ["return [\(topLevel.joined(separator: ", "))]"]).map { "        " + $0 }.joined(separator: "\n")
        registration = "    UINib.register(name: \(InterfaceDocument.literal(name))) { \(ownerType == nil ? "_" : "owner") in\n\(body)\n    }"
        warnings = findings.warnings
    }
}
