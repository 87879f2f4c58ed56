import torch


def render_gaussian_heatmaps(keypoints, heatmap_size, stride, sigma=2.0):
    """keypoints [K, 3] in input pixels -> heatmaps [K, H, W], target weights [K]."""
    h, w = heatmap_size
    k = keypoints.shape[0]
    ys = torch.arange(h, dtype=torch.float32).view(h, 1)
    xs = torch.arange(w, dtype=torch.float32).view(1, w)
    heatmaps = torch.zeros(k, h, w)
    weights = (keypoints[:, 2] > 0).float()
    for j in range(k):
        if weights[j] == 0:
            continue
        cx, cy = keypoints[j, 0] / stride, keypoints[j, 1] / stride
        if cx < -3 * sigma or cy < -3 * sigma or cx >= w + 3 * sigma or cy >= h + 3 * sigma:
            weights[j] = 0
            continue
        heatmaps[j] = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * sigma ** 2))
    return heatmaps, weights
