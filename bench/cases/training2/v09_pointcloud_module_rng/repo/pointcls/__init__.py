"""pointcls: PointNet-style classification of small 3D point clouds."""
