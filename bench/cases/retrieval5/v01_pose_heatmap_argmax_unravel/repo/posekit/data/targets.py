"""Training targets: Gaussian heatmaps rendered at keypoint locations."""
import torch


def generate_heatmaps(keypoints, visible, heatmap_size, stride, sigma=2.0):
    """Render one Gaussian per keypoint.

    keypoints: (K, 2) float tensor of (x, y) in *input* pixels.
    visible:   (K,) tensor, >0 for labelled joints.
    heatmap_size: (H, W) of the output heatmap.
    Returns heatmaps (K, H, W) and target weights (K,).
    """
    H, W = heatmap_size
    K = keypoints.shape[0]
    ys = torch.arange(H, dtype=torch.float32).view(H, 1)
    xs = torch.arange(W, dtype=torch.float32).view(1, W)
    heatmaps = torch.zeros(K, H, W)
    weights = (visible > 0).float()
    for k in range(K):
        if weights[k] == 0:
            continue
        cx = keypoints[k, 0] / stride
        cy = keypoints[k, 1] / stride
        if cx < 0 or cy < 0 or cx >= W or cy >= H:
            weights[k] = 0.0
            continue
        heatmaps[k] = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * sigma ** 2))
    return heatmaps, weights
