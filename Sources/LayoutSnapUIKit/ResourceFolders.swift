import LayoutSnapInterfaceBuilder
import Synchronization

/// Where `UIImage(named:)` and `UIColor(named:)` find resources (`UIImage.searchFolders`): read
/// from any thread, as UIKit's initialisers may be called from a static property's initialiser,
/// and the asset catalogs in them read once per list of folders.
enum ResourceFolders {
    private static let state = Mutex<(folders: [String], catalog: AssetCatalog?)>(([], nil))

    static var folders: [String] {
        get { state.withLock { $0.folders } }
        set { state.withLock { $0 = (newValue, nil) } }
    }

    /// The asset catalogs in the folders (found on first use after the folders change).
    static func catalog() -> AssetCatalog {
        if let known = state.withLock({ $0.catalog }) { return known }
        let folders = self.folders
        let catalog = AssetCatalog(folders: folders)
        state.withLock { if $0.folders == folders { $0.catalog = catalog } }
        return catalog
    }
}
