import Glibc

/// Refuses the next `count` page flips with `errorCode`, then hands commits on to the real
/// committer: how the VM check shows that a storm of refused flips (EBUSY from a driver
/// that is still scanning out, EINVAL) is logged once and survived
/// (`VITRINE_DRM_FAULT=EBUSY:30`). Modesets and test-only commits go through untouched.
final class FaultInjectingCommitter: KMSCommitter {
    private let committer: any KMSCommitter
    private let errorCode: Int32
    private var remaining: Int

    init(wrapping committer: any KMSCommitter, errorCode: Int32, count: Int) {
        self.committer = committer
        self.errorCode = errorCode
        remaining = count
    }

    var name: String { committer.name }
    var takesInFence: Bool { committer.takesInFence }
    var setsModesWithoutBlocking: Bool { committer.setsModesWithoutBlocking }

    func commit(_ commit: KMSCommit, testOnly: Bool) -> Int32 {
        if !testOnly, !commit.isModeset, remaining > 0 {
            remaining -= 1
            return errorCode
        }
        return committer.commit(commit, testOnly: testOnly)
    }
}
