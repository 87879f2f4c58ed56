IGNORE_INDEX = -100


def align_labels(word_ids, word_labels, label_all_subwords=False, b_to_i=None):
    """Project word-level label ids onto subword positions.

    Special tokens get ``IGNORE_INDEX``. Only the first piece of each word is labelled unless
    ``label_all_subwords`` is set, in which case continuation pieces get the I- version of the tag.
    """
    labels, previous = [], None
    for wid in word_ids:
        if wid is None:
            labels.append(IGNORE_INDEX)
        elif wid != previous:
            labels.append(word_labels[wid])
        elif label_all_subwords:
            lab = word_labels[wid]
            labels.append(b_to_i.get(lab, lab) if b_to_i else lab)
        else:
            labels.append(IGNORE_INDEX)
        previous = wid
    return labels


def first_subword_positions(word_ids):
    """Index of the first piece of every word that survived truncation."""
    positions, previous = [], None
    for pos, wid in enumerate(word_ids):
        if wid is not None and wid != previous:
            positions.append(pos)
        previous = wid
    return positions
