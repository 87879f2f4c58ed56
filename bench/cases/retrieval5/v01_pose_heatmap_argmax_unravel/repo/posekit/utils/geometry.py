"""Coordinate conversions between heatmap and input pixels."""


def heatmap_to_input(coords, stride):
    """Heatmap pixel centres -> input pixel coordinates."""
    return coords * stride + (stride - 1) / 2.0


def input_to_heatmap(coords, stride):
    return (coords - (stride - 1) / 2.0) / stride


def flip_back(heatmaps, flip_perm):
    """Undo a horizontal flip on predicted heatmaps (B, K, H, W)."""
    return heatmaps.flip(-1)[:, flip_perm]
