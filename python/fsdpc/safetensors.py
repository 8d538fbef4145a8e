"""A small reader and writer of the safetensors format (8-byte little-endian
header length, a JSON header of dtype / shape / data_offsets per tensor and
an optional ``__metadata__`` of strings, then the raw bytes), so that fsdpc
needs no extra package to hand state and batches to ``fsdp-run`` and to read
its checkpoints back. Writes are atomic (a temporary file renamed over the
target)."""

from __future__ import annotations

import json
import os
import struct
import tempfile

import ml_dtypes
import numpy as np

from .errors import FsdpcError

_DTYPES = {"F64": np.float64, "F32": np.float32, "F16": np.float16,
           "BF16": ml_dtypes.bfloat16, "I64": np.int64, "I32": np.int32, "I16": np.int16,
           "I8": np.int8, "U8": np.uint8, "BOOL": np.bool_, "U16": np.uint16, "U32": np.uint32,
           "U64": np.uint64}
_NAMES = {np.dtype(v): k for k, v in _DTYPES.items()}


def save(path: str | os.PathLike, tensors: dict[str, np.ndarray],
         metadata: dict[str, str] | None = None) -> None:
    """Writes ``tensors`` (name -> array) to ``path`` atomically."""
    header: dict = {}
    if metadata:
        header["__metadata__"] = {str(k): str(v) for k, v in metadata.items()}
    offset = 0
    arrays = []
    for name, value in tensors.items():
        array = np.asarray(value, order="C")  # keeps 0-d (ascontiguousarray would not)
        if array.dtype not in _NAMES:
            raise FsdpcError(f"{path}: tensor {name!r} has dtype {array.dtype}, "
                             "which safetensors cannot hold")
        header[name] = {"dtype": _NAMES[array.dtype], "shape": list(array.shape),
                        "data_offsets": [offset, offset + array.nbytes]}
        offset += array.nbytes
        arrays.append(array)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-len(text) % 8)  # keep the data 8-byte aligned
    directory = os.path.dirname(os.path.abspath(path))
    with tempfile.NamedTemporaryFile(dir=directory, delete=False) as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for array in arrays:
            f.write(array.tobytes())
        f.flush()
        os.fsync(f.fileno())
    os.replace(f.name, path)


def load(path: str | os.PathLike) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """(name -> array, metadata) of the file at ``path``."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 8:
        raise FsdpcError(f"{path}: not a safetensors file (shorter than its header length)")
    (length,) = struct.unpack("<Q", data[:8])
    if 8 + length > len(data):
        raise FsdpcError(f"{path}: header of {length} bytes runs past the end of the file")
    try:
        header = json.loads(data[8:8 + length])
    except ValueError as error:
        raise FsdpcError(f"{path}: header is not JSON ({error})") from None
    metadata = header.pop("__metadata__", {}) or {}
    body = memoryview(data)[8 + length:]
    tensors = {}
    for name, entry in header.items():
        dtype = _DTYPES.get(entry.get("dtype"))
        start, end = entry.get("data_offsets", (0, -1))
        if dtype is None or not 0 <= start <= end <= len(body):
            raise FsdpcError(f"{path}: tensor {name!r} has a bad dtype or data_offsets")
        tensors[name] = np.frombuffer(body[start:end], dtype=dtype).reshape(entry["shape"]).copy()
    return tensors, metadata
