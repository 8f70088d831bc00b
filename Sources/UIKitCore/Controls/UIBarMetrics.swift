/// Bar heights that appearance customisations are given for.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}
