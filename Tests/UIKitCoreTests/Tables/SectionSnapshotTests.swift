import Testing
@testable import UIKitCore

/// NSDiffableDataSourceSectionSnapshot as Apple documents it: items in a hierarchy, new
/// items collapsed, `items` depth first, `visibleItems` only under expanded parents,
/// `rootItems`, `level(of:)`, `parent(of:)`, deleting an item deletes its children; items
/// or parents that are not there are logged and skipped (Apple raises).
@Suite
@MainActor
struct SectionSnapshotTests {
    /// Menu ▸ Drinks ▸ (Tea ▸ (Green, Black), Coffee), Food ▸ (Soup), Desserts.
    private func menu() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Drinks", "Food", "Desserts"])
        outline.append(["Tea", "Coffee"], to: "Drinks")
        outline.append(["Green", "Black"], to: "Tea")
        outline.append(["Soup"], to: "Food")
        return outline
    }

    @Test func itemsAreDepthFirstAndNewItemsAreCollapsed() {
        let outline = menu()
        #expect(outline.items == ["Drinks", "Tea", "Green", "Black", "Coffee", "Food", "Soup", "Desserts"])
        #expect(outline.rootItems == ["Drinks", "Food", "Desserts"])
        #expect(outline.visibleItems == ["Drinks", "Food", "Desserts"])
        #expect(!outline.isExpanded("Drinks") && !outline.isVisible("Tea"))
        #expect(outline.level(of: "Drinks") == 0 && outline.level(of: "Tea") == 1 && outline.level(of: "Black") == 2)
        #expect(outline.parent(of: "Black") == "Tea" && outline.parent(of: "Tea") == "Drinks" && outline.parent(of: "Drinks") == nil)
        #expect(outline.index(of: "Coffee") == 4 && outline.index(of: "Nope") == nil)
        #expect(outline.contains("Soup") && !outline.contains("Bread"))
    }

    @Test func expandingShowsChildrenUnderExpandedAncestorsOnly() {
        var outline = menu()
        outline.expand(["Tea"])
        // Tea is expanded but Drinks is not: nothing new shows.
        #expect(outline.visibleItems == ["Drinks", "Food", "Desserts"])
        #expect(outline.isExpanded("Tea") && !outline.isVisible("Green"))
        outline.expand(["Drinks"])
        #expect(outline.visibleItems == ["Drinks", "Tea", "Green", "Black", "Coffee", "Food", "Desserts"])
        outline.collapse(["Drinks"])
        #expect(outline.visibleItems == ["Drinks", "Food", "Desserts"])
        // Tea remembers it was expanded.
        #expect(outline.isExpanded("Tea"))
    }

    @Test func insertingDeletingAndSubSnapshots() {
        var outline = menu()
        outline.insert(["Juice"], before: "Coffee")
        outline.insert(["Starters"], after: "Drinks")
        #expect(outline.items == ["Drinks", "Tea", "Green", "Black", "Juice", "Coffee", "Starters", "Food", "Soup", "Desserts"])
        #expect(outline.parent(of: "Juice") == "Drinks" && outline.level(of: "Starters") == 0)
        // Deleting an item deletes its descendants.
        outline.delete(["Tea"])
        #expect(outline.items == ["Drinks", "Juice", "Coffee", "Starters", "Food", "Soup", "Desserts"])
        #expect(!outline.contains("Green") && outline.parent(of: "Green") == nil)
        let drinks = outline.snapshot(of: "Drinks")
        #expect(drinks.rootItems == ["Juice", "Coffee"])
        let withParent = outline.snapshot(of: "Drinks", includingParent: true)
        #expect(withParent.rootItems == ["Drinks"] && withParent.items == ["Drinks", "Juice", "Coffee"])
        var replaced = NSDiffableDataSourceSectionSnapshot<String>()
        replaced.append(["Lemonade"])
        outline.replace(childrenOf: "Drinks", using: replaced)
        #expect(outline.snapshot(of: "Drinks").items == ["Lemonade"])
        outline.deleteAll()
        #expect(outline.items.isEmpty && outline.visibleItems.isEmpty)
    }

    @Test func appendingASnapshotKeepsItsChildrenAndExpansion() {
        var soups = NSDiffableDataSourceSectionSnapshot<String>()
        soups.append(["Soups"])
        soups.append(["Tomato", "Leek"], to: "Soups")
        soups.expand(["Soups"])
        var outline = menu()
        outline.append(soups, to: "Food")
        outline.expand(["Food"])
        #expect(outline.visibleItems == ["Drinks", "Food", "Soup", "Soups", "Tomato", "Leek", "Desserts"])
        #expect(outline.level(of: "Leek") == 2)
    }

    @Test func insertingASnapshotBesideAnItemKeepsItsChildrenAndExpansion() {
        var soups = NSDiffableDataSourceSectionSnapshot<String>()
        soups.append(["Soups"])
        soups.append(["Tomato", "Leek"], to: "Soups")
        soups.expand(["Soups"])
        var outline = menu()
        outline.insert(soups, before: "Food")
        #expect(outline.rootItems == ["Drinks", "Soups", "Food", "Desserts"])
        #expect(outline.isExpanded("Soups") && outline.parent(of: "Leek") == "Soups")
        // After an item: after its children too, at its level.
        var sides = NSDiffableDataSourceSectionSnapshot<String>()
        sides.append(["Bread"])
        outline.insert(sides, after: "Soup")
        #expect(outline.parent(of: "Bread") == "Food" && outline.level(of: "Bread") == 1)
        outline.insert(sides, after: "Drinks")
        #expect(outline.rootItems == ["Drinks", "Soups", "Food", "Desserts"], "already there: skipped")
    }

    @Test func badInputIsLoggedAndSkipped() {
        var outline = menu()
        let before = outline.items
        outline.append(["Bread"], to: "Bakery")
        outline.append(["Tea", "Tea2", "Tea2"])
        outline.insert(["Cake"], before: "Pie")
        outline.expand(["Pie"])
        outline.delete(["Pie"])
        #expect(outline.items == before + ["Tea2"])
        #expect(outline.level(of: "Pie") == 0 && outline.parent(of: "Pie") == nil && !outline.isExpanded("Pie"))
        #expect(outline.snapshot(of: "Pie").items.isEmpty)
    }
}
