from .sequences import AMINO_ACIDS, sample_sequences
from .kmers import kmer_vocab, kmer_frequencies
from .parallel import featurize_parallel
from .model import CompositionMLP
