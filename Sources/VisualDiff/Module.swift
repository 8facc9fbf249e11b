// Module VisualDiff
