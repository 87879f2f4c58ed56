from dualret.metrics.ranking import mean_rank_img2txt, recall_img2txt, recall_txt2img, rsum

__all__ = ["recall_img2txt", "recall_txt2img", "mean_rank_img2txt", "rsum"]
