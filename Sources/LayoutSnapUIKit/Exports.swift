// UIKit code names CGFloat, CGRect, CGSize and CGPoint without importing Foundation itself
// (UIKit re-exports it); so does LayoutSnapUIKit.
@_exported import Foundation
