/// Groups the tiles that contain differing pixels into rectangular regions.
enum RegionClusterer {
  /// Connected components of non-empty tiles (8-connectivity), each reported as
  /// the tight bounding box of its differing pixels, sorted by y, x, height, width.
  static func regions(tiles: UnsafeBufferPointer<DiffTile>, tilesX: Int) -> [PixelDiffRegion] {
    guard tilesX > 0 else { return [] }
    let tilesY = tiles.count / tilesX
    var visited = [Bool](repeating: false, count: tiles.count)
    var stack: [Int] = []
    var regions: [PixelDiffRegion] = []
    for start in 0..<tiles.count where tiles[start].count > 0 && !visited[start] {
      visited[start] = true
      stack.append(start)
      var bounds = DiffTile()
      var count = 0
      while let index = stack.popLast() {
        let tile = tiles[index]
        count += Int(tile.count)
        bounds.minX = min(bounds.minX, tile.minX)
        bounds.minY = min(bounds.minY, tile.minY)
        bounds.maxX = max(bounds.maxX, tile.maxX)
        bounds.maxY = max(bounds.maxY, tile.maxY)
        let tileX = index % tilesX
        let tileY = index / tilesX
        for neighbourY in max(tileY - 1, 0)...min(tileY + 1, tilesY - 1) {
          for neighbourX in max(tileX - 1, 0)...min(tileX + 1, tilesX - 1) {
            let neighbour = neighbourY * tilesX + neighbourX
            if tiles[neighbour].count > 0 && !visited[neighbour] {
              visited[neighbour] = true
              stack.append(neighbour)
            }
          }
        }
      }
      regions.append(
        PixelDiffRegion(
          x: Int(bounds.minX), y: Int(bounds.minY),
          width: Int(bounds.maxX - bounds.minX) + 1, height: Int(bounds.maxY - bounds.minY) + 1,
          differentPixels: count))
    }
    regions.sort { lhs, rhs in
      (lhs.y, lhs.x, lhs.height, lhs.width) < (rhs.y, rhs.x, rhs.height, rhs.width)
    }
    return regions
  }
}
