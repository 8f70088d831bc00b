struct Planet {
    let name: String
    let moons: [String]
    let distance: Double

    static let all = [
        Planet(name: "Mercury", moons: [], distance: 0.39),
        Planet(name: "Venus", moons: [], distance: 0.72),
        Planet(name: "Earth", moons: ["Moon"], distance: 1),
        Planet(name: "Mars", moons: ["Phobos", "Deimos"], distance: 1.52),
    ]
}
