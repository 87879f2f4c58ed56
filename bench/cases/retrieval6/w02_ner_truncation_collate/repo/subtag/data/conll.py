def read_conll(path, token_col=0, label_col=-1):
    """Read a CoNLL-style file: one token per line, blank line between sentences."""
    sentences, words, tags = [], [], []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("-DOCSTART-"):
                if words:
                    sentences.append((words, tags))
                    words, tags = [], []
                continue
            cols = line.split()
            words.append(cols[token_col])
            tags.append(cols[label_col])
    if words:
        sentences.append((words, tags))
    return sentences


def truncate_words(words, tags, max_words):
    if max_words is None or len(words) <= max_words:
        return words, tags
    return words[:max_words], tags[:max_words]


def write_conll(path, sentences):
    with open(path, "w") as f:
        for words, tags in sentences:
            for w, t in zip(words, tags):
                f.write(f"{w} {t}\n")
            f.write("\n")
