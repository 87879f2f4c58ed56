from vidrec.transforms.video import (CenterCropVideo, Compose, NormalizeVideo, RandomHorizontalFlipVideo,
                                    RandomResizedCropVideo, ResizeShortVideo, ThreeCropVideo)

MEAN, STD = (0.45, 0.45, 0.45), (0.225, 0.225, 0.225)


def build_train_transform(crop):
    return Compose([RandomResizedCropVideo(crop), RandomHorizontalFlipVideo(), NormalizeVideo(MEAN, STD)])


def build_test_views(crop, num_crops):
    norm, resize = NormalizeVideo(MEAN, STD), ResizeShortVideo(crop)
    if num_crops == 3:
        three = ThreeCropVideo(crop)
        return lambda clip: [norm(c) for c in three(resize(clip))]
    center = CenterCropVideo(crop)
    return lambda clip: [norm(center(resize(clip)))]
