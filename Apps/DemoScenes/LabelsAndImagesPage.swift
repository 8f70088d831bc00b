import UIKit

/// Page 2: UILabel in its fonts, alignments and truncation, text in several
/// scripts, and UIImageView content modes over images made and decoded at run time; two
/// columns of stack views that follow the page's size.
public final class LabelsAndImagesPage: UIView {
    override public init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        let columns = UIStackView(arrangedSubviews: [makeLabels(), makeImages()])
        columns.distribution = .fillEqually
        columns.alignment = .top
        columns.spacing = 40
        columns.translatesAutoresizingMaskIntoConstraints = false
        addSubview(columns)
        NSLayoutConstraint.activate([
            columns.topAnchor.constraint(equalTo: topAnchor, constant: 40),
            columns.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 40),
            columns.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -40),
            columns.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -40),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private func makeLabels() -> UIView {
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 14
        func add(_ label: UILabel, height: CGFloat) {
            label.backgroundColor = .white
            label.layer.cornerRadius = 6
            label.clipsToBounds = true
            label.heightAnchor.constraint(equalToConstant: height).isActive = true
            column.addArrangedSubview(label)
        }

        let title = UILabel()
        title.text = "Labels"
        title.font = .boldSystemFont(ofSize: 34)
        add(title, height: 48)

        for (alignment, name) in [(NSTextAlignment.left, "Left"), (.center, "Center"), (.right, "Right")] {
            let label = UILabel()
            label.text = "\(name) aligned, 20 pt"
            label.font = .systemFont(ofSize: 20)
            label.textAlignment = alignment
            add(label, height: 32)
        }

        let truncated = UILabel()
        truncated.text = "A single line that is far too long for its label is truncated at the tail, as UIKit does"
        truncated.font = .italicSystemFont(ofSize: 20)
        truncated.textColor = .darkGray
        add(truncated, height: 32)

        let paragraph = UILabel()
        paragraph.numberOfLines = 0
        paragraph.font = .systemFont(ofSize: 17)
        paragraph.textColor = UIColor(red: 0.1, green: 0.3, blue: 0.1, alpha: 1)
        paragraph.text = "numberOfLines = 0 wraps words onto as many lines as the text needs. "
            + "Kiosk text is set in points, so it keeps its size at scale 1 and 2."
        add(paragraph, height: 90)

        let scripts = UILabel()
        scripts.numberOfLines = 0
        scripts.font = .systemFont(ofSize: 22)
        scripts.textAlignment = .center
        scripts.text = "Ελληνικά · Русский · مرحبا بالعالم"
        add(scripts, height: 40)

        let styled = UILabel()
        let text = NSMutableAttributedString(string: "Attributed ", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemBlue,
        ])
        text.append(NSAttributedString(string: "text in two colours", attributes: [
            .font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.systemOrange,
        ]))
        styled.attributedText = text
        add(styled, height: 40)
        return column
    }

    /// Three rows of two pictures with their content mode below; a picture is 4:3 when
    /// the page is tall enough, flatter when not.
    private func makeImages() -> UIView {
        let image = Self.makeSampleImage()
        // Round trip through the codecs, as an app loading files would.
        let decoded = image.pngData().flatMap { UIImage(data: $0) } ?? image
        let jpeg = image.jpegData(compressionQuality: 0.8).flatMap { UIImage(data: $0) } ?? image

        let modes: [(UIView.ContentMode, String, UIImage)] = [
            (.scaleToFill, "scaleToFill", decoded), (.scaleAspectFit, "scaleAspectFit", decoded),
            (.scaleAspectFill, "scaleAspectFill", jpeg), (.center, "center", decoded),
            (.topLeft, "topLeft", jpeg), (.bottomRight, "bottomRight", decoded),
        ]
        let tiles = modes.map { mode, name, image in
            let imageView = UIImageView(image: image)
            imageView.contentMode = mode
            imageView.backgroundColor = UIColor(white: 0.85, alpha: 1)
            imageView.clipsToBounds = true
            imageView.layer.borderWidth = 1
            imageView.layer.borderColor = UIColor.gray.cgColor
            // Not its image's size: the tile's shape decides.
            imageView.setContentHuggingPriority(.fittingSizeLevel, for: .vertical)
            imageView.setContentCompressionResistancePriority(.fittingSizeLevel, for: .vertical)
            let aspect = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.75)
            aspect.priority = .defaultHigh
            aspect.isActive = true

            let caption = UILabel()
            caption.text = name
            caption.font = .systemFont(ofSize: 15)
            caption.textAlignment = .center
            let tile = UIStackView(arrangedSubviews: [imageView, caption])
            tile.axis = .vertical
            tile.spacing = 2
            return tile
        }
        let grid = UIStackView(arrangedSubviews: stride(from: 0, to: tiles.count, by: 2).map { start in
            let row = UIStackView(arrangedSubviews: Array(tiles[start..<start + 2]))
            row.distribution = .fillEqually
            row.spacing = 20
            return row
        })
        grid.axis = .vertical
        grid.distribution = .fillEqually
        grid.spacing = 16
        return grid
    }

    /// A 160x100 point picture drawn with UIGraphicsImageRenderer.
    static func makeSampleImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 100))
        return renderer.image { context in
            let cg = context.cgContext
            let colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
            if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors,
                                         locations: [0, 1]) {
                cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 160, y: 100), options: [])
            }
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 100, y: 12, width: 44, height: 44)).fill()
            UIColor(red: 0.1, green: 0.5, blue: 0.2, alpha: 1).setFill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: 100))
            hill.addQuadCurve(to: CGPoint(x: 160, y: 100), controlPoint: CGPoint(x: 60, y: 20))
            hill.close()
            hill.fill()
        }
    }
}
