"""Synthetic tweets with sentiment words, @mentions, links, hashtags and retweets."""
import random

POS = ["love", "great", "awesome", "happy", "amazing", "best", "good", "nice", "thanks", "fun", "win", "excited"]
NEG = ["hate", "awful", "terrible", "sad", "worst", "bad", "angry", "broken", "boring", "fail", "ugh", "tired"]
NEUTRAL = ["the", "a", "is", "it", "this", "my", "today", "just", "so", "really", "with", "and", "at", "new",
           "phone", "game", "movie", "day", "work", "coffee", "weekend", "update", "music", "team", "show"]
USERS = ["@jess_b", "@mike77", "@newsbot", "@coffeelover", "@dev_anna", "@sportsfan", "@tim"]
TAGS = ["#monday", "#fml", "#blessed", "#tech", "#nba", "#music"]


def _link(rng):
    return "https://t.co/" + "".join(rng.choice("abcdefghijkmnpqrstuvwxyz0123456789") for _ in range(8))


def make_tweets(n, seed=0, link_only_rate=0.0008):
    """Return (texts, labels) with labels 1 = positive, 0 = negative."""
    rng = random.Random(seed)
    texts, labels = [], []
    for _ in range(n):
        label = rng.random() < 0.5
        if rng.random() < link_only_rate:
            # link shares / retweets without any text of their own
            parts = rng.choice([["RT", rng.choice(USERS) + ":", _link(rng)],
                                [rng.choice(USERS), _link(rng)],
                                [_link(rng)]])
            texts.append(" ".join(parts))
            labels.append(int(label))
            continue
        words = rng.choices(NEUTRAL, k=rng.randint(3, 12))
        sent = POS if label else NEG
        other = NEG if label else POS
        for _ in range(rng.randint(1, 3)):
            words.insert(rng.randrange(len(words) + 1), rng.choice(sent))
        if rng.random() < 0.15:
            words.insert(rng.randrange(len(words) + 1), rng.choice(other))
        if rng.random() < 0.4:
            words.insert(0, rng.choice(USERS))
        if rng.random() < 0.3:
            words.append(_link(rng))
        if rng.random() < 0.3:
            words.append(rng.choice(TAGS))
        if rng.random() < 0.3:
            words[0] = words[0].capitalize()
        texts.append(" ".join(words) + rng.choice(["", "!", "!!", ".", " :)", " :("]))
        labels.append(int(label))
    return texts, labels
