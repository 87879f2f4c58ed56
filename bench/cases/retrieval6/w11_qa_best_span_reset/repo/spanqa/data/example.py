from dataclasses import dataclass, field
from typing import List


@dataclass
class QAExample:
    qid: str
    question: str
    context: str
    answers: List[str] = field(default_factory=list)
    answer_starts: List[int] = field(default_factory=list)  # character offsets in context

    @property
    def answer_end(self):
        """Exclusive char end of the first answer."""
        return self.answer_starts[0] + len(self.answers[0])
