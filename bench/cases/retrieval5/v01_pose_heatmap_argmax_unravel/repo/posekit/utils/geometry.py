"""Coordinate conversions between heatmap and input pixels."""


def heatmap_to_input(coords, stride):
    """Heatmap pixels -> input pixels (same convention as data.targets)."""
    return coords * stride


def input_to_heatmap(coords, stride):
    """Input pixels -> heatmap pixels (same convention as data.targets)."""
    return coords / stride


def flip_back(heatmaps, flip_perm):
    """Undo a horizontal flip on predicted heatmaps (B, K, H, W)."""
    return heatmaps.flip(-1)[:, flip_perm]
