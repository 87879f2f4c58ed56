from .anchors import AnchorGenerator
from .boxes import box_area, box_iou, clip_boxes, xyxy_to_cxcywh, cxcywh_to_xyxy
from .coder import BoxCoder
from .matcher import Matcher
from .nms import nms, batched_nms

__all__ = ["AnchorGenerator", "box_area", "box_iou", "clip_boxes", "xyxy_to_cxcywh",
           "cxcywh_to_xyxy", "BoxCoder", "Matcher", "nms", "batched_nms"]
