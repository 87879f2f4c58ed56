from .boxes import (batched_nms, box_area, box_iou, clip_boxes, decode_deltas, encode_boxes,
                    generalized_box_iou_pairs, nms)
from .checkpoint import load_model, save_model
from .matcher import Matcher

__all__ = ["batched_nms", "box_area", "box_iou", "clip_boxes", "decode_deltas", "encode_boxes",
           "generalized_box_iou_pairs", "nms", "load_model", "save_model", "Matcher"]
