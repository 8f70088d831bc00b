import Foundation
import VitrinePlatform

/// Picks how the process reaches the seat's devices: root opens them itself, anyone
/// else asks a seat manager through libseat.
public enum DeviceSessionFactory {
    public enum Choice: Sendable, Equatable {
        case direct
        case libseat
    }

    public static func choice(effectiveUserID: uid_t = geteuid()) -> Choice {
        effectiveUserID == 0 ? .direct : .libseat
    }

    /// The session for this process. Throws `DeviceSessionError.noSeat` (which says
    /// what to install or enable) when not root and no seat manager answers.
    @MainActor
    public static func makeSession(effectiveUserID: uid_t = geteuid()) throws -> any DeviceSession {
        switch choice(effectiveUserID: effectiveUserID) {
        case .direct: return DirectSession()
        case .libseat: return try LibseatSession()
        }
    }
}
