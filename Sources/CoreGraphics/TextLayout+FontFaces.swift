import CPango
import Foundation

extension TextLayout {
    /// One installed face: its PostScript name ("Inter-SemiBold"), full name ("Inter Semi
    /// Bold"), family, CSS weight and slant.
    package struct Face: Sendable, Hashable {
        package var postScriptName: String
        package var fullName: String
        package var family: String
        package var weight: Int
        package var isItalic: Bool
    }

    /// The installed face whose PostScript name or full name is `name` (compared
    /// case-insensitively), or nil. `UIFont(name:size:)` takes such names, as iOS does.
    /// Cost: one fontconfig listing of every face.
    package static func face(named name: String) -> Face? {
        let faces = allFaces()
        return faces.first { $0.postScriptName.caseInsensitiveCompare(name) == .orderedSame }
            ?? faces.first { $0.fullName.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The installed faces of `family` (as fontconfig names families), sorted by PostScript
    /// name; empty for an unknown family.
    package static func faces(inFamily family: String) -> [Face] {
        allFaces(family: family).sorted { $0.postScriptName < $1.postScriptName }
    }

    /// The PostScript name of the face `font` draws with ("Inter-Bold"; "InterDisplay-Bold"
    /// from the system font's display size), or nil when fontconfig gives none.
    package static func postScriptName(of font: Font) -> String? {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        guard let loaded = pango_context_load_font(shared.context, shared.description(of: font)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        guard g_type_check_instance_is_a(UnsafeMutableRawPointer(loaded).assumingMemoryBound(to: GTypeInstance.self),
                                         pango_fc_font_get_type()) != 0,
              let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(loaded).assumingMemoryBound(to: PangoFcFont.self))
        else { return nil }
        return string(FC_POSTSCRIPT_NAME, of: pattern)
    }

    private static func allFaces(family: String? = nil) -> [Face] {
        let shared = PangoShared.shared
        shared.lock.lock()
        defer { shared.lock.unlock() }
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        if let family { FcPatternAddString(pattern, FC_FAMILY, family) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, object) }
        guard let fonts = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        var faces: Set<Face> = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[index], let postScriptName = string(FC_POSTSCRIPT_NAME, of: font),
                  let familyName = string(FC_FAMILY, of: font) else { continue }
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR), slant: Int32 = Int32(FC_SLANT_ROMAN)
            FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            faces.insert(Face(postScriptName: postScriptName, fullName: string(FC_FULLNAME, of: font) ?? postScriptName,
                              family: familyName, weight: Int(FcWeightToOpenType(weight)),
                              isItalic: slant != Int32(FC_SLANT_ROMAN)))
        }
        return Array(faces)
    }

    /// The first value of `object` in `pattern` (a family's first name is its main one).
    private static func string(_ object: String, of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
