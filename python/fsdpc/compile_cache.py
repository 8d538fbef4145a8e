"""fsdpc.compile's persistent cache: a compiled program kept on disk under
the hash of everything that made it, so that compiling the same step with
the same options again (a restarted training script, ``python -m fsdpc
train`` run twice) copies the result instead of running fsdp-opt and
fsdp-translate (seconds to a minute for a large model).

The key hashes the program's text (its source locations included), every
option and flag given to the tools, what else they read (a device JSON
file's bytes, the linker for host kernels, the CUDA toolkit's libdevice for
PTX) and the identity of each tool binary (path, size, modification time):
rebuilding fsdp-opt or fsdp-translate, or upgrading the MLIR and LLVM
shared libraries they load, misses the cache. The kernels are compiled for
a fixed x86-64 level (fsdp-translate's default), not for the host, so an
entry is valid on any machine the executable runs on. An entry holds the
per-rank program, the schedule report, the warnings the compile raised
(raised again on a hit) and, when asked for, the executable and the trace.
Entries are written to a temporary folder and renamed into place, with
each file's size recorded, so a crash mid-write leaves no entry that loads;
a damaged entry is a miss, and the compile's result replaces it. Nothing is
ever evicted (nor the staging folders a killed process leaves, named
``.<key>-*``): remove the folder to reclaim it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shutil
import subprocess
import tempfile
import warnings
from dataclasses import dataclass

FORMAT = "fsdpc-compile-cache 2"


@dataclass
class Entry:
    program: str  # the per-rank program fsdp-opt printed
    report: dict  # the schedule report
    warnings: list[dict]  # {category, message, filename, lineno} as raised
    folder: str  # where the entry's files lie

    def copy_file(self, name: str, to: str) -> None:
        """Copies the entry's ``name`` to ``to``, atomically."""
        temporary = f"{to}.tmp.{os.getpid()}"
        shutil.copyfile(os.path.join(self.folder, name), temporary)
        os.replace(temporary, to)

    def raise_warnings(self) -> None:
        """The compile's warnings again, each at the line it named."""
        import builtins

        from .errors import FsdpcWarning

        for w in self.warnings:
            category = (FsdpcWarning if w["category"] == "FsdpcWarning"
                        else getattr(builtins, w["category"], UserWarning))
            if not (isinstance(category, type) and issubclass(category, Warning)):
                category = UserWarning
            warnings.warn_explicit(w["message"], category, w["filename"], w["lineno"])


def _resolved(path: str) -> str:
    """``path``, a bare name looked up on PATH as the tools are started."""
    return (shutil.which(path) if os.sep not in path else None) or path


def tool_identity(path: str) -> str:
    """What distinguishes one build of a tool from another."""
    found = os.path.abspath(_resolved(path))
    info = os.stat(found)
    return f"{found}:{info.st_size}:{info.st_mtime_ns}"


def inputs_read(device: str | None, target: str | None) -> list[str]:
    """What the tools read besides the program and their options: a device
    given as a JSON file (its bytes: the name alone would not see an edit),
    for host kernels the linker, and for ``target="cuda"`` kernels the CUDA
    toolkit's libdevice, which fsdp-translate links into the PTX
    (``$CUDA_PATH`` or /usr/local/cuda)."""
    parts = []
    if device and os.path.isfile(device):
        with open(device, "rb") as f:
            parts.append("device:" + hashlib.sha256(f.read()).hexdigest())
    if target == "cpu":
        # fsdp-translate links the host kernels with ld.lld-22 (NativeCodegen.cpp).
        linker = shutil.which("ld.lld-22") or "/usr/lib/llvm-22/bin/ld.lld"
        parts.append("linker:" + (tool_identity(linker) if os.path.exists(linker) else "none"))
    if target == "cuda":
        toolkit = os.environ.get("CUDA_PATH", "/usr/local/cuda")
        libdevice = os.path.join(toolkit, "nvvm", "libdevice", "libdevice.10.bc")
        parts.append("libdevice:" + (tool_identity(libdevice) if os.path.exists(libdevice)
                                     else f"{libdevice} absent"))
    return parts


@functools.lru_cache(maxsize=None)
def _linked_libraries(identity: str, path: str) -> tuple[str, ...]:
    """The shared MLIR/LLVM libraries the tool at ``path`` loads (``ldd``),
    by identity: an LLVM package upgraded under an unchanged tool changes
    what it emits. Empty where ldd is missing. (``identity`` keys the
    memo.)"""
    try:
        listing = subprocess.run(["ldd", path], capture_output=True, text=True,
                                 timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return ()
    found = re.findall(r"=> (\S*lib(?:MLIR|LLVM)[^ ]*\.so[^ ]*) ", listing)
    return tuple(tool_identity(library) for library in sorted(set(found)))


def build_identity(path: str) -> list[str]:
    """A tool's binary and the MLIR/LLVM libraries it loads."""
    identity = tool_identity(path)
    return [identity, *_linked_libraries(identity, _resolved(path))]


def key(*parts: str) -> str:
    digest = hashlib.sha256(FORMAT.encode())
    for part in parts:
        data = part.encode()
        digest.update(len(data).to_bytes(8, "little"))
        digest.update(data)
    return digest.hexdigest()


def load(directory: str, entry_key: str, files: tuple[str, ...]) -> Entry | None:
    """The entry ``entry_key`` holding ``files`` (names), or None."""
    folder = os.path.join(directory, entry_key)
    try:
        with open(os.path.join(folder, "entry.json")) as f:
            meta = json.load(f)
        with open(os.path.join(folder, "program.mlir")) as f:
            program = f.read()
        sizes = meta["sizes"]
        # Every file the compile asks for, at the size it was stored with (a
        # crash before the writes reached the disk can leave empty files).
        if meta.get("format") != FORMAT or any(
                name not in sizes or os.path.getsize(os.path.join(folder, name)) != sizes[name]
                for name in (*files, "program.mlir")):
            return None
        return Entry(program=program, report=meta["report"], warnings=meta["warnings"],
                     folder=folder)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def store(directory: str, entry_key: str, program: str, report: dict,
          caught: list[warnings.WarningMessage], files: dict[str, str]) -> None:
    """Writes the entry (``files``: name -> the path to copy it from), in
    place of a damaged one of the same key. An OSError (a full disk, a
    read-only folder) leaves no partial entry; the caller warns and keeps
    its result."""
    os.makedirs(directory, exist_ok=True)
    final = os.path.join(directory, entry_key)
    staging = tempfile.mkdtemp(prefix=f".{entry_key[:16]}-", dir=directory)
    try:
        os.chmod(staging, 0o755)  # mkdtemp's 0700 would hide it from other users
        with open(os.path.join(staging, "program.mlir"), "w") as f:
            f.write(program)
        for name, source in files.items():
            shutil.copyfile(source, os.path.join(staging, name))
        sizes = {name: os.path.getsize(os.path.join(staging, name))
                 for name in (*files, "program.mlir")}
        meta = {"format": FORMAT, "report": report, "sizes": sizes,
                "warnings": [{"category": w.category.__name__, "message": str(w.message),
                              "filename": w.filename, "lineno": w.lineno} for w in caught]}
        # entry.json last: an entry without it does not load.
        with open(os.path.join(staging, "entry.json"), "w") as f:
            json.dump(meta, f)
        _rename_into_place(staging, final, directory, entry_key, tuple(files))
    finally:
        shutil.rmtree(staging, ignore_errors=True)  # gone when renamed


def _rename_into_place(staging: str, final: str, directory: str, entry_key: str,
                       files: tuple[str, ...]) -> None:
    """``staging`` becomes ``final``, unless another process stored a good
    entry there first; a damaged one is moved aside and removed."""
    try:
        os.rename(staging, final)
        return
    except OSError:
        if load(directory, entry_key, files) is not None:
            return
    aside = tempfile.mkdtemp(prefix=f".{entry_key[:16]}-stale-", dir=directory)
    os.rename(final, os.path.join(aside, "entry"))
    os.rename(staging, final)
    shutil.rmtree(aside, ignore_errors=True)


@dataclass
class Lookup:
    """compile's view of its cache: the entry found, or where to store one."""
    directory: str | None = None
    key: str | None = None
    entry: Entry | None = None

    def store(self, program: str, report: dict, caught, files: dict[str, str | None]) -> None:
        """store() where there is a cache; what it cannot write is a warning."""
        if self.directory is None:
            return
        from .errors import FsdpcWarning

        try:
            store(self.directory, self.key, program, report, caught,
                  {name: path for name, path in files.items() if path})
        except OSError as error:
            warnings.warn(FsdpcWarning(f"compile cache {self.directory}: not stored ({error})"),
                          stacklevel=3)


def lookup(cache_dir, parts: list[str], tool_paths: list[str], files: tuple[str, ...],
           device: str | None, target: str | None) -> Lookup:
    """The entry of ``parts`` (the program and its options) made by the tools
    at ``tool_paths`` with ``device`` and kernels for ``target``
    (inputs_read), holding ``files``, in ``cache_dir`` (default
    ``$FSDPC_CACHE_DIR``; neither: no cache, and nothing here is computed)."""
    directory = os.fspath(cache_dir) if cache_dir else os.environ.get("FSDPC_CACHE_DIR") or None
    if directory is None:
        return Lookup()
    try:
        entry_key = key(*parts, *inputs_read(device, target),
                        *(part for tool in tool_paths for part in build_identity(tool)))
    except OSError:  # a tool that is not there: the compile says so
        return Lookup()
    return Lookup(directory, entry_key, load(directory, entry_key, files))
