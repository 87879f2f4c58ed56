import argparse
import os
import sys

from torch.utils.data import DataLoader

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from asrlite.config import load_config  # noqa: E402
from asrlite.data import CharTokenizer, SpeechCollator, SpeechDataset, read_manifest  # noqa: E402
from asrlite.engine import CTCTrainer  # noqa: E402
from asrlite.losses import CTCLoss  # noqa: E402
from asrlite.models import build_model  # noqa: E402
from asrlite.transforms import LogMelFeaturizer  # noqa: E402
from asrlite.utils import load_checkpoint  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--ckpt", required=True)
    ap.add_argument("--manifest", default="")
    args = ap.parse_args()
    cfg = load_config(args.config)
    state = load_checkpoint(args.ckpt)
    tok = CharTokenizer(state["chars"])
    fc = cfg["features"]
    feat = LogMelFeaturizer(fc["sample_rate"], fc["n_fft"], fc["hop_length"], fc["n_mels"])
    ds = SpeechDataset(read_manifest(args.manifest or cfg["data"]["val_manifest"]), tok, feat)
    model = build_model(cfg["model"], fc["n_mels"], len(tok))
    model.load_state_dict(state["model"])
    m = CTCTrainer(model, CTCLoss(), None, tok, cfg).evaluate(DataLoader(ds, 16, collate_fn=SpeechCollator()))
    print(f"WER {m['wer'] * 100:.2f}%  CER {m['cer'] * 100:.2f}%")


if __name__ == "__main__":
    main()
