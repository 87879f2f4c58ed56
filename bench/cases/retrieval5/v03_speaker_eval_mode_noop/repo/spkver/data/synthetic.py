"""Fake speakers: each speaker has a spectral envelope; utterances add channel and noise."""
import torch


def make_synthetic_corpus(num_speakers, utts_per_speaker, n_mels=40, min_frames=150,
                          max_frames=400, seed=0, prefix="spk"):
    g = torch.Generator().manual_seed(seed)
    utts = []
    for s in range(num_speakers):
        envelope = torch.randn(n_mels, generator=g).cumsum(0) * 0.3
        rate = 0.5 + torch.rand(1, generator=g).item()
        for u in range(utts_per_speaker):
            T = int(torch.randint(min_frames, max_frames, (1,), generator=g))
            channel = 0.3 * torch.randn(n_mels, generator=g)
            t = torch.arange(T).float().unsqueeze(1)
            mod = torch.sin(rate * t / 7.0 + torch.arange(n_mels).float() / 5.0)
            feats = envelope + channel + 0.5 * mod + 0.8 * torch.randn(T, n_mels, generator=g)
            utts.append((f"{prefix}{s:03d}/u{u:02d}", feats, f"{prefix}{s:03d}"))
    return utts
