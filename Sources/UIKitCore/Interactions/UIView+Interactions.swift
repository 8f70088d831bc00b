extension UIView {
    /// The interactions attached to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { interactionList }
        set {
            for interaction in interactionList { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, moving it from any other view.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionList.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        interactionList.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionList.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionList.remove(at: index)
        interaction.didMove(to: nil)
    }
}
