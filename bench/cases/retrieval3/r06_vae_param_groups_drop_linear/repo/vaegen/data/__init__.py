from vaegen.data.idx import IdxImageDataset, read_idx

__all__ = ["IdxImageDataset", "read_idx"]
