"""Event tokenizer: melodies <-> token ids.

A melody is a list of (onset_step, pitch, duration_steps). Each note becomes
``[SHIFT_k] NOTE_p DUR_d`` where SHIFT encodes the gap since the previous onset.
"""

PAD, BOS, EOS, BAR = 0, 1, 2, 3
SPECIALS = ["<pad>", "<bos>", "<eos>", "<bar>"]


class EventTokenizer:
    def __init__(self, max_shift=32, max_duration=32, steps_per_bar=16):
        self.max_shift = max_shift
        self.max_duration = max_duration
        self.steps_per_bar = steps_per_bar
        self.note_offset = len(SPECIALS)
        self.shift_offset = self.note_offset + 128
        self.dur_offset = self.shift_offset + max_shift
        self.vocab_size = self.dur_offset + max_duration
        self.pad_id, self.bos_id, self.eos_id, self.bar_id = PAD, BOS, EOS, BAR

    def note(self, pitch):
        return self.note_offset + int(pitch)

    def shift(self, steps):
        return self.shift_offset + min(int(steps), self.max_shift) - 1

    def duration(self, steps):
        return self.dur_offset + min(max(int(steps), 1), self.max_duration) - 1

    def kind(self, tok):
        if tok < self.note_offset:
            return "special"
        if tok < self.shift_offset:
            return "note"
        if tok < self.dur_offset:
            return "shift"
        return "dur"

    def encode(self, melody, add_bos=True, add_eos=True):
        ids = [BOS] if add_bos else []
        prev = 0
        bar = 0
        for onset, pitch, dur in sorted(melody):
            while onset >= (bar + 1) * self.steps_per_bar:
                bar += 1
                ids.append(BAR)
            gap = onset - prev
            while gap > 0:
                step = min(gap, self.max_shift)
                ids.append(self.shift(step))
                gap -= step
            ids += [self.note(pitch), self.duration(dur)]
            prev = onset
        if add_eos:
            ids.append(EOS)
        return ids

    def decode(self, ids):
        melody, t, pending = [], 0, None
        for tok in ids:
            kind = self.kind(tok)
            if tok == EOS:
                break
            if kind == "shift":
                t += tok - self.shift_offset + 1
            elif kind == "note":
                pending = tok - self.note_offset
            elif kind == "dur" and pending is not None:
                melody.append((t, pending, tok - self.dur_offset + 1))
                pending = None
        return melody
