from .boxes import box_area, box_iou, clip_boxes, cxcywh_to_xyxy, xyxy_to_cxcywh

__all__ = ["box_area", "box_iou", "clip_boxes", "cxcywh_to_xyxy", "xyxy_to_cxcywh"]
