"""Per-record preprocessing: baseline removal, smoothing, beat windows."""
import torch
import torch.nn.functional as F

PRE_S, POST_S = 0.36, 0.64
OUT_LEN = 128


def _moving_average(x, k):
    k = k | 1
    w = torch.ones(1, 1, k) / k
    return F.conv1d(F.pad(x[None, None], (k // 2, k // 2), mode="replicate"), w)[0, 0]


def clean_signal(adc, gain, fs):
    x = adc.float() / gain
    baseline = _moving_average(_moving_average(x, int(0.2 * fs)), int(0.6 * fs))
    x = x - baseline
    return _moving_average(x, int(fs / 60))   # notch-ish at mains frequency


def extract_record(rec):
    """Return (beats (n, 1, OUT_LEN), labels (n,)) of one record."""
    fs = rec["fs"]
    x = clean_signal(rec["adc"], rec["gain"], fs)
    pre, post = int(PRE_S * fs), int(POST_S * fs)
    keep = (rec["peaks"] - pre >= 0) & (rec["peaks"] + post <= len(x))
    peaks, labels = rec["peaks"][keep], rec["labels"][keep]
    idx = peaks[:, None] + torch.arange(-pre, post)[None]
    beats = x[idx]
    beats = F.interpolate(beats[:, None], size=OUT_LEN, mode="linear", align_corners=False)
    beats = (beats - beats.mean(-1, keepdim=True)) / (beats.std(-1, keepdim=True) + 1e-6)
    return beats, labels
