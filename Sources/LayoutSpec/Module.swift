// Module LayoutSpec
