import Foundation

/// Where a picker view's components and rows come from: how many wheels it has, and how
/// many rows each one has. Both methods are required, as on iOS.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
