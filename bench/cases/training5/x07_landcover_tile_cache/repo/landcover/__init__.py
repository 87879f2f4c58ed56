CLASSES = ["water", "forest", "cropland", "urban", "bare"]
