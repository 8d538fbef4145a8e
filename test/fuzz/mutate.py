#!/usr/bin/env python3
"""Seeded mutation fuzzer for fsdp-opt.

Takes small MLIR programs (the examples and lit inputs), applies 1-3 random
textual mutations to each case (lines deleted, swapped or duplicated; shapes,
element types, shardings, meshes and fsdp attributes changed), runs fsdp-opt
on the result with a random pass pipeline, and reports every case where
fsdp-opt crashes, asserts, trips a sanitizer, fails silently or hangs.
Ordinary diagnostics (exit status 1 with an error message) are fine.

Python 3 standard library only.  Deterministic for a fixed --seed: case i is
generated from (seed, i) alone, whatever --jobs or --time-budget.  See
test/fuzz/README.md.
"""

import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SLOW_LINK = os.path.join(ROOT, "test", "Passes", "Inputs", "slow-link.json")
LATENCY_LINK = os.path.join(ROOT, "test", "Passes", "Inputs", "latency-link.json")

DEFAULT_INPUTS = (
    ["examples/ir/mlp.mlir"]
    + ["test/Passes/" + f for f in (
        "fsdp-bucket.mlir",
        "fsdp-emulate-ranks.mlir", "fsdp-emulate-ranks-invalid.mlir",
        "fsdp-partition.mlir", "fsdp-partition-options.mlir",
        "fsdp-plan-memory.mlir", "fsdp-schedule.mlir",
        "fsdp-schedule-errors.mlir", "fsdp-schedule-messages.mlir")]
    + ["test/Dialect/FSDP/ops.mlir", "test/Dialect/FSDP/canonicalize.mlir"])

# Markers of a crash in fsdp-opt's output (stderr).
CRASH_MARKERS = (
    "LLVM ERROR", "Assertion", "Stack dump", "PLEASE submit a bug report",
    "UNREACHABLE", "AddressSanitizer", "runtime error:", "LeakSanitizer",
    "UndefinedBehaviorSanitizer", "terminate called",
)

# --------------------------------------------------------------------------
# Pipelines
# --------------------------------------------------------------------------

REPORT = "@REPORT@"  # replaced by a per-case temporary directory


def generic_pipelines():
    p = [[], ["--mlir-print-op-generic"], ["--canonicalize"], ["--cse"],
         ["--canonicalize", "--cse"]]
    for n in range(1, 7):
        p.append(["--fsdp-partition=world-size=%d" % n])
    p += [
        ["--fsdp-partition=mesh=replica=2,shard=2"],
        ["--fsdp-partition=mesh=replica=1,shard=3"],
        ["--fsdp-partition=mesh=shard=4"],
        ["--fsdp-partition=world-size=2 param-dtype=bf16"],
        ["--fsdp-partition=world-size=2 reduce-dtype=f32"],
        ["--fsdp-partition=world-size=4 param-dtype=f16 reduce-dtype=bf16"],
        ["--fsdp-partition"],
        ["--fsdp-partition=world-size=2", "--fsdp-emulate-ranks"],
        ["--fsdp-partition=world-size=3", "--fsdp-emulate-ranks"],
        ["--fsdp-partition=mesh=replica=2,shard=2", "--fsdp-emulate-ranks"],
        ["--fsdp-emulate-ranks"],
        ["--fsdp-bucket"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-bucket{bucket-bytes=4096}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-bucket{by-unit=false}))"],
        ["--fsdp-schedule"],
        ["--fsdp-schedule=policy=none device=cpu"],
        ["--fsdp-schedule=policy=fsdp device=h200"],
        ["--fsdp-schedule=policy=auto memory-budget=5767168 device=" + SLOW_LINK],
        ["--fsdp-schedule=policy=auto device=%s report=%s/r.json trace=%s/t.json"
         % (SLOW_LINK, REPORT, REPORT)],
        ["--fsdp-plan-memory"],
        ["--fsdp-excess-precision=device=h200"],
        ["--fsdp-horizontal-fusion=device=h200"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-collective-messages{form=per-member}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{memory-budget=700}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{alignment=1}))"],
        ["--fsdp-partition=world-size=2", "--fsdp-bucket", "--fsdp-schedule",
         "--fsdp-plan-memory"],
        ["--fsdp-partition=world-size=2", "--fsdp-bucket", "--fsdp-schedule",
         "--fsdp-plan-memory", "--fsdp-emulate-ranks"],
        ["--fsdp-schedule=policy=auto memory-budget=5767168 "
         "per-member-when-tight=true device=" + LATENCY_LINK, "--fsdp-plan-memory"],
        ["--fsdp-partition=world-size=2", "--fsdp-bucket",
         "--fsdp-schedule=per-member-when-tight=true memory-budget=64KiB",
         "--fsdp-plan-memory", "--fsdp-emulate-ranks"],
    ]
    for policy in ("none", "fsdp", "auto"):
        for budget in ("", "1KiB", "1MiB", "40GiB", "0"):
            for n in (1, 2, 3):
                opt = "world-size=%d policy=%s" % (n, policy)
                if budget:
                    opt += " memory-budget=" + budget
                p.append(["--fsdp-pipeline=" + opt])
    p += [
        ["--fsdp-pipeline=mesh=replica=2,shard=2 policy=auto"],
        ["--fsdp-pipeline=world-size=2 bucket-bytes=1 param-dtype=bf16"],
        ["--fsdp-pipeline=world-size=2 device=h200 param-dtype=bf16 excess-precision=false"],
        ["--fsdp-pipeline=world-size=2 device=h200 horizontal-fusion=false"],
        ["--fsdp-pipeline=world-size=2 device=%s report=%s/r.json trace=%s/t.json"
         % (SLOW_LINK, REPORT, REPORT)],
        ["--fsdp-pipeline=world-size=2", "--fsdp-emulate-ranks"],
        ["--fsdp-pipeline=world-size=2 collective-messages=per-member",
         "--fsdp-emulate-ranks"],
    ]
    # Odd option values: each must give a diagnostic, never a crash.
    p += [
        ["--fsdp-partition=world-size=0"],
        ["--fsdp-partition=world-size=9223372036854775807"],
        ["--fsdp-partition=world-size=4294967296"],
        ["--fsdp-partition=mesh=shard=0"],
        ["--fsdp-partition=mesh=shard=9223372036854775807"],
        ["--fsdp-partition=mesh=replica=2,replica=2"],
        ["--fsdp-partition=mesh=replica=3,shard=3"],
        ["--fsdp-partition=mesh=,"],
        ["--fsdp-partition=world-size=2 param-dtype=i32"],
        ["--fsdp-partition=world-size=2 reduce-dtype=bf16 param-dtype=f16"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-bucket{bucket-bytes=1}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-bucket{bucket-bytes=9223372036854775807}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{alignment=0}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{alignment=4611686018427387904}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{memory-budget=0}))"],
        ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{memory-budget=18446744073709551615}))"],
        ["--fsdp-schedule=memory-budget=0"],
        ["--fsdp-schedule=memory-budget=1 policy=fsdp"],
        ["--fsdp-schedule=memory-budget=16EiB"],
        ["--fsdp-schedule=memory-budget=9223372036854775807 device=cpu"],
        ["--fsdp-pipeline=world-size=64 policy=auto memory-budget=1"],
        ["--fsdp-pipeline=world-size=7 bucket-bytes=9223372036854775807"],
    ]
    return p


GENERIC_PIPELINES = generic_pipelines()


def native_pipelines(path, text):
    """The fsdp-opt arguments of a lit file's RUN lines, made standalone."""
    out = []
    for line in text.splitlines():
        m = re.match(r"\s*//\s*RUN:(.*)", line)
        if not m or "fsdp-opt" not in m.group(1):
            continue
        cmd = m.group(1).split("fsdp-opt", 1)[1]
        cmd = re.split(r"\||2>&1|>", cmd)[0]
        cmd = re.sub(r"\s*(report|trace)=%t\S*?(?=[\s\"])", "", cmd)
        cmd = cmd.replace("%S", os.path.dirname(os.path.abspath(path)))
        try:
            toks = shlex.split(cmd)
        except ValueError:
            continue
        args = [t for t in toks[1:] if t not in
                ("-split-input-file", "--split-input-file", "-verify-diagnostics",
                 "--verify-diagnostics", "-o", "/dev/null")]
        if any("%" in t for t in args):
            continue
        if args not in out:
            out.append(args)
    return out


# --------------------------------------------------------------------------
# Inputs
# --------------------------------------------------------------------------

SPLIT_RE = re.compile(r"^//\s*-----\s*$|^//\s*---\s+\S")


def load_inputs(paths):
    """Returns [(name, text, native_pipelines)], one per split chunk."""
    chunks = []
    for path in paths:
        full = path if os.path.isabs(path) else os.path.join(ROOT, path)
        with open(full) as f:
            text = f.read()
        natives = native_pipelines(full, text)
        part, parts = [], []
        for line in text.splitlines():
            if SPLIT_RE.match(line):
                parts.append(part)
                part = []
            elif not re.match(r"\s*//", line):  # comments: CHECK, RUN, notes
                part.append(line)
        parts.append(part)
        for i, lines in enumerate(parts):
            while lines and not lines[-1].strip():
                lines.pop()
            while lines and not lines[0].strip():
                lines.pop(0)
            if not lines:
                continue
            name = "%s#%d" % (os.path.relpath(full, ROOT), i)
            chunks.append((name, "\n".join(lines) + "\n", natives))
    return chunks


# Per-rank programs made from the example by fsdp-opt itself, so that the
# later passes (bucket, schedule, plan-memory, emulate-ranks) see realistic
# inputs: (name, source, pipeline that makes it, pipelines to fuzz it with).
DERIVED = [
    ("mlp-partitioned-2x2", "examples/ir/mlp.mlir",
     ["--fsdp-partition=mesh=replica=2,shard=2"],
     [["--fsdp-bucket"], ["--fsdp-schedule"], ["--canonicalize"],
      ["--fsdp-bucket", "--fsdp-schedule", "--fsdp-plan-memory"],
      ["--fsdp-emulate-ranks"], ["--fsdp-bucket", "--fsdp-emulate-ranks"]]),
    ("mlp-scheduled-1x3", "examples/ir/mlp.mlir",
     ["--fsdp-pipeline=mesh=replica=1,shard=3 policy=fsdp"],
     [[], ["--fsdp-emulate-ranks"], ["--fsdp-plan-memory"],
      ["--fsdp-schedule=policy=auto"],
      ["--pass-pipeline=builtin.module(func.func(fsdp-plan-memory{memory-budget=1KiB}))"]]),
]


def derive_inputs(opts):
    chunks = []
    for name, src, make, natives in DERIVED:
        try:
            p = subprocess.run([opts.fsdp_opt, os.path.join(ROOT, src)] + make,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               timeout=opts.timeout, env=opts.env)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if p.returncode == 0 and p.stdout.strip():
            chunks.append(("derived/%s#0" % name, p.stdout.decode(), natives))
        elif opts.verbose:
            print("fuzz: could not derive %s: %s" % (name, p.stderr.decode()[:200]),
                  file=sys.stderr)
    return chunks


# --------------------------------------------------------------------------
# Mutations: each takes (rng, lines) and returns a description or None when
# it does not apply to this program.
# --------------------------------------------------------------------------

def _sub_one(rng, lines, regex, repl_fn):
    """Replaces one random match of regex (over all lines) by repl_fn(match)."""
    hits = [(i, m) for i, l in enumerate(lines) for m in regex.finditer(l)]
    if not hits:
        return None
    i, m = rng.choice(hits)
    new = repl_fn(m)
    if new is None or new == m.group(0):
        return None
    l = lines[i]
    lines[i] = l[:m.start()] + new + l[m.end():]
    return "line %d: %r -> %r" % (i + 1, m.group(0), new)


def m_delete_line(rng, lines):
    if len(lines) < 2:
        return None
    i = rng.randrange(len(lines))
    del lines[i]
    return "delete line %d" % (i + 1)


def m_swap_lines(rng, lines):
    if len(lines) < 2:
        return None
    i, j = rng.sample(range(len(lines)), 2)
    lines[i], lines[j] = lines[j], lines[i]
    return "swap lines %d and %d" % (i + 1, j + 1)


def m_duplicate_line(rng, lines):
    if not lines:
        return None
    i = rng.randrange(len(lines))
    j = rng.randrange(len(lines) + 1)
    lines.insert(j, lines[i])
    return "duplicate line %d at %d" % (i + 1, j + 1)


DIM_VALUES = ["0", "1", "2", "3", "7", "13", "2147483648", "4294967297",
              "9223372036854775807", "?"]
SHAPE_RE = re.compile(r"(?<=[<x])\d+(?=x)")


def m_shape_dim(rng, lines):
    return _sub_one(rng, lines, SHAPE_RE,
                    lambda m: rng.choice([v for v in DIM_VALUES if v != m.group(0)]))


def m_shape_rank(rng, lines):
    """Adds or removes a dimension of a tensor type."""
    def repl(m):
        dims = m.group(1)
        if dims and rng.random() < 0.5:
            return "tensor<" + dims.split("x", 1)[1]
        return "tensor<" + rng.choice(["1x", "4x", "0x"]) + dims
    return _sub_one(rng, lines, re.compile(r"tensor<((?:[\d?]+x)*)"), repl)


TENSOR_RE = re.compile(r"tensor<[^<>]*>")


def m_retype_all(rng, lines):
    """Changes one dimension or the element type of a tensor type everywhere
    it occurs, so that the program stays well typed and reaches the passes."""
    types = sorted({m.group(0) for l in lines for m in TENSOR_RE.finditer(l)})
    if not types:
        return None
    old = rng.choice(types)
    body = old[len("tensor<"):-1]
    parts = body.split("x")
    if rng.random() < 0.6 and len(parts) > 1:
        k = rng.randrange(len(parts) - 1)
        parts[k] = rng.choice([v for v in DIM_VALUES if v != parts[k]])
    else:
        parts[-1] = rng.choice([d for d in DTYPES if d != parts[-1]])
    new = "tensor<" + "x".join(parts) + ">"
    for i, l in enumerate(lines):
        lines[i] = l.replace(old, new)
    return "%s -> %s everywhere" % (old, new)


DTYPES = ["f32", "bf16", "f16", "f64", "i32", "i1", "i64", "i8", "index"]
DTYPE_RE = re.compile(r"(?<=[x<\s:(,])(f32|bf16|f16|f64|i32|i1|i64)\b")


def m_dtype(rng, lines):
    return _sub_one(rng, lines, DTYPE_RE,
                    lambda m: rng.choice([d for d in DTYPES if d != m.group(0)]))


SHARDING_RE = re.compile(r"#fsdp\.sharding<[^>]*>")
AXES = ['"shard"', '"replica"', '"bogus"', '""', '"shard", "shard"',
        '"shard", "replica"']


def _mutate_sharding(rng, s):
    kind = rng.randrange(8)
    dims = [m for m in re.finditer(r"\{[^{}]*\}", s)]
    if kind == 0:  # drop an axis name
        names = list(re.finditer(r'"[^"]*"(,\s*)?', s))
        if not names:
            return None
        m = rng.choice(names)
        return s[:m.start()] + s[m.end():]
    if kind == 1:  # rename an axis
        names = list(re.finditer(r'"[^"]*"', s))
        if not names:
            return None
        m = rng.choice(names)
        return s[:m.start()] + rng.choice(['"bogus"', '"replica"', '"shard"', '""']) + s[m.end():]
    if kind == 2:  # shard another dim
        if not dims:
            return None
        m = rng.choice(dims)
        return s[:m.start()] + "{" + rng.choice(AXES) + "}" + s[m.end():]
    if kind == 3:  # add or replace partial=
        if "partial=" in s:
            return re.sub(r"partial=\{[^}]*\}", "partial={%s}" % rng.choice(AXES + [""]), s)
        return s[:-1] + ", partial={%s}>" % rng.choice(AXES)
    if kind == 4:  # one dim more
        return s.replace("[", "[{}, ", 1) if rng.random() < 0.5 else s.replace("]", ", {}]", 1)
    if kind == 5:  # one dim fewer
        if not dims:
            return None
        m = rng.choice(dims)
        a, b = m.start(), m.end()
        if s[b:b + 2] == ", ":
            b += 2
        elif s[a - 2:a] == ", ":
            a -= 2
        return s[:a] + s[b:]
    if kind == 6:  # another mesh
        return re.sub(r"@[\w.$-]+", rng.choice(["@nomesh", "@hsdp", "@mesh", "@global"]), s, 1)
    # kind 7: empty dims list
    return re.sub(r"\[.*\]", "[]", s, 1)


def m_sharding(rng, lines):
    return _sub_one(rng, lines, SHARDING_RE, lambda m: _mutate_sharding(rng, m.group(0)))


def m_drop_sharding(rng, lines):
    return _sub_one(rng, lines, re.compile(r"fsdp\.sharding = #fsdp\.sharding<[^>]*>(,\s*)?"),
                    lambda m: "")


DIM_ATTR_RE = re.compile(r"\bdim = -?\d+")


def m_op_dim(rng, lines):
    return _sub_one(rng, lines, DIM_ATTR_RE, lambda m: "dim = " + rng.choice(
        ["-1", "0", "1", "2", "5", "99", "2147483648", "9223372036854775807"]))


def m_axes_attr(rng, lines):
    return _sub_one(rng, lines, re.compile(r"axes = \[[^\]]*\]"), lambda m: "axes = [%s]" % rng.choice(
        ["", '"replica"', '"bogus"', '"shard", "shard"', '"shard", "replica"', '"replica", "shard"']))


def m_reduction(rng, lines):
    return _sub_one(rng, lines, re.compile(r"(?<=reduce_scatter )(sum|min|max)\b|(?<=all_reduce )(sum|min|max)\b|(?<=reduce_scatter_start )(sum|min|max)\b|(?<=all_reduce_start )(sum|min|max)\b"),
                    lambda m: rng.choice(["sum", "min", "max", "prod", "avg"]))


def m_drop_mesh(rng, lines):
    idx = [i for i, l in enumerate(lines) if "fsdp.mesh @" in l]
    if not idx:
        return None
    i = rng.choice(idx)
    del lines[i]
    return "drop mesh line %d" % (i + 1)


MESH_SIZE_RE = re.compile(r'(?<=")=(\?|-?\d+)')


def m_mesh_size(rng, lines):
    hits = [i for i, l in enumerate(lines) if "fsdp.mesh @" in l]
    if not hits:
        return None
    kind = rng.choice([0, 1, 2, 3, 3, 3, 3])
    i = rng.choice(hits)
    l = lines[i]
    if kind == 0:  # add an axis
        lines[i] = l.replace("[", '[%s=%s, ' % (rng.choice(['"replica"', '"shard"', '"x"']),
                                               rng.choice(["1", "2", "?"])), 1)
    elif kind == 1:  # empty mesh
        lines[i] = re.sub(r"\[.*\]", "[]", l, 1)
    elif kind == 2:  # rename an axis
        lines[i] = re.sub(r'"(replica|shard)"', rng.choice(['"shard"', '"replica"', '"data"', '""']), l, 1)
    else:
        return _sub_one(rng, lines, MESH_SIZE_RE, lambda m: "=" + rng.choice(
            ["0", "-1", "1", "2", "3", "5", "?", "9223372036854775807", "4294967296"]))
    return "mesh line %d: %r" % (i + 1, lines[i])


UPDATES_RE = re.compile(r"fsdp\.updates = [^,}]*")


def m_updates(rng, lines):
    return _sub_one(rng, lines, UPDATES_RE, lambda m: rng.choice([
        "fsdp.updates = -1", "fsdp.updates = 99", "fsdp.updates = 18446744073709551615",
        "fsdp.updates = 9223372036854775807 : i64", "fsdp.updates = true",
        'fsdp.updates = "x"', "fsdp.updates = 1 : i32", "fsdp.updates = 0 : i64",
        "fsdp.updates = 1.5 : f32", "fsdp.updates = unit", "fsdp.updates = [0]"]))


def m_drop_updates(rng, lines):
    return _sub_one(rng, lines, re.compile(r",?\s*fsdp\.updates = [^,}]*"), lambda m: "")


def m_add_updates(rng, lines):
    """Marks another result (or argument) as an update of some parameter."""
    return _sub_one(rng, lines, re.compile(r"\{fsdp\.sharding"), lambda m: "{fsdp.updates = %d : i64, fsdp.sharding"
                    % rng.choice([0, 1, 2, 7]))


UNIT_RE = re.compile(r'fsdp\.unit = [^,}]*')


def m_unit(rng, lines):
    return _sub_one(rng, lines, UNIT_RE, lambda m: rng.choice([
        "fsdp.unit = 42", 'fsdp.unit = ""', 'fsdp.unit = "layers.0"', 'fsdp.unit = "u1"',
        "fsdp.unit", 'fsdp.unit = ["a"]']))


def m_drop_unit(rng, lines):
    return _sub_one(rng, lines, re.compile(r",?\s*fsdp\.unit = [^,}]*"), lambda m: "")


def m_global_type(rng, lines):
    return _sub_one(rng, lines, re.compile(r"fsdp\.global_type = tensor<[^>]*>"), lambda m: rng.choice([
        "fsdp.global_type = tensor<0xf32>", "fsdp.global_type = tensor<1x1xf32>",
        "fsdp.global_type = tensor<99x2xf32>", "fsdp.global_type = f32",
        "fsdp.global_type = tensor<?x2xf32>", "fsdp.global_type = 3"]))


INT_RE = re.compile(r"(?<![\w%#.])-?\d+(?![\w.])")


def m_int_literal(rng, lines):
    return _sub_one(rng, lines, INT_RE, lambda m: rng.choice(
        [v for v in ["0", "-1", "1", "2", "255", "2147483647", "-9223372036854775808"]
         if v != m.group(0)]))


def m_splice(rng, lines):
    """Copies a line from another input program (set by the driver)."""
    if not SPLICE_POOL:
        return None
    src = rng.choice(SPLICE_POOL)
    j = rng.randrange(len(lines) + 1)
    lines.insert(j, src)
    return "splice %r at %d" % (src.strip()[:60], j + 1)


SPLICE_POOL = []

MUTATIONS = [
    (m_delete_line, 2), (m_swap_lines, 1), (m_duplicate_line, 1),
    (m_shape_dim, 2), (m_shape_rank, 1), (m_dtype, 1), (m_retype_all, 6),
    (m_sharding, 5), (m_drop_sharding, 1), (m_op_dim, 2), (m_axes_attr, 2),
    (m_reduction, 1), (m_drop_mesh, 2), (m_mesh_size, 3), (m_updates, 3),
    (m_drop_updates, 1), (m_add_updates, 1), (m_unit, 2), (m_drop_unit, 1),
    (m_global_type, 1), (m_int_literal, 1), (m_splice, 0.5),
]


def mutate(rng, text):
    lines = text.splitlines()
    done = []
    for _ in range(rng.choices([1, 2, 3], [6, 3, 1])[0]):
        for _attempt in range(20):
            fn = rng.choices([m for m, _ in MUTATIONS], [w for _, w in MUTATIONS])[0]
            desc = fn(rng, lines)
            if desc is not None:
                done.append("%s: %s" % (fn.__name__[2:], desc))
                break
    return "\n".join(lines) + "\n", done


# --------------------------------------------------------------------------
# Running and classifying
# --------------------------------------------------------------------------

class Result:
    __slots__ = ("status", "returncode", "stderr", "elapsed", "signature")

    def __init__(self, status, returncode, stderr, elapsed, signature=None):
        self.status, self.returncode = status, returncode
        self.stderr, self.elapsed, self.signature = stderr, elapsed, signature


def limit_memory(limit_mb):
    """Caps the address space of this process, and so of every fsdp-opt it
    starts (set here, not in a preexec_fn, which is unsafe with threads)."""
    if limit_mb:
        import resource
        b = limit_mb * 1024 * 1024
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            b = min(b, hard)
        resource.setrlimit(resource.RLIMIT_AS, (b, hard))


def run_fsdp_opt(opts, args, text, timeout):
    """Runs fsdp-opt on text (stdin); returns a Result."""
    tmp = None
    if any(REPORT in a for a in args):
        tmp = tempfile.mkdtemp(prefix="fsdp-fuzz-")
        args = [a.replace(REPORT, tmp) for a in args]
    cmd = [opts.fsdp_opt] + args + opts.extra_args
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, input=text.encode(), stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=timeout, env=opts.env)
        err = p.stderr.decode(errors="replace")
        rc = p.returncode
        timed_out = False
    except subprocess.TimeoutExpired as e:
        err = (e.stderr or b"").decode(errors="replace")
        rc, timed_out = None, True
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)
    elapsed = time.monotonic() - start
    if timed_out:
        return Result("hang", rc, err, elapsed, "hang: timeout after %gs" % timeout)
    sig = classify(rc, err)
    return Result("fail" if sig else "ok", rc, err, elapsed, sig)


def _norm(s):
    s = re.sub(r"0x[0-9a-fA-F]+", "0x", s)
    s = re.sub(r"\b\d+\b", "N", s)
    return s.strip()[:200]


FRAME_RE = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(?:in\s+)?(.*)$", re.M)
SYSTEM_PREFIXES = ("/usr/", "/lib/", "/lib64/", "./", "../")
NOT_OURS = ("main", "_start", "__libc_start_main", "__libc_start_call_main", "call_init")


def _frames(err):
    """[(symbol, module_or_file)] for the frames of a stack dump or a
    sanitizer report."""
    out = []
    for text in FRAME_RE.findall(err):
        text = text.strip()
        m = re.match(r"^(.*?)\s*\(([^()]*)\+0x[0-9a-fA-F]+\)$", text)
        if m:
            sym, where = m.group(1), m.group(2)
        else:
            m = re.match(r"^(.*?)\s+(\S+?:\d+(?::\d+)?)$", text)
            sym, where = (m.group(1), m.group(2)) if m else (text, "")
        out.append((sym.strip(), where))
    return out


def _short(sym):
    sym = sym.replace("(anonymous namespace)", "(anon)")
    sym = re.sub(r"^(?:[\w:<>,*& ]+\s)?(?=[\w:~]+(?:<.*>)?\()", "", sym, 1)  # return type
    depth, cut = 0, len(sym)
    for i, ch in enumerate(sym):  # drop the argument list
        if ch == "(" and sym[i:i + 6] != "(anon)":
            cut = i
            break
    return sym[:cut].strip()[:160]


def _is_ours(sym, where):
    """Whether a frame is in fsdpc code (not in LLVM, MLIR, libc or main)."""
    if not sym or where.startswith(SYSTEM_PREFIXES):
        return False
    name = _short(sym)
    return name not in NOT_OURS and not name.startswith(("__asan", "__ubsan", "__sanitizer"))


def _our_frames(err):
    """Symbols of frames in fsdpc code, innermost first."""
    return [_short(sym) for sym, where in _frames(err) if _is_ours(sym, where)]


def _first_frame(err):
    ours = _our_frames(err)
    if ours:
        return ours[0]
    skip = ("llvm::sys::", "SignalHandler", "PrintStackTrace", "__restore_rt", "raise",
            "abort", "__assert", "__GI_", "__pthread", "__sanitizer", "__asan", "__ubsan",
            "gsignal", "pthread_kill", "llvm_unreachable_internal", "report_fatal_error",
            "std::terminate", "__cxa", "_nl_load_domain")
    for sym, _ in _frames(err):
        if sym and not any(k in sym for k in skip):
            return _short(sym)
    return None


def _in_upstream_attribute_parser(frames):
    """True when the innermost fsdpc frame is an op's custom parser and every
    frame inside it is upstream MLIR parsing an attribute: the op handed its
    attribute dictionary to upstream's parser, which crashed on its own
    (e.g. array<index: ...>, crashers/upstream-dense-array-index.mlir)."""
    for i, (sym, where) in enumerate(frames):
        if not _is_ours(sym, where):
            continue
        inner = [s for s, _ in frames[:i]]
        return (re.search(r"::parse\(", sym) is not None
                and any(re.search(r"Parser::parse\w*Attr", s) for s in inner))
    return False


def is_upstream(err):
    """True for a crash in upstream MLIR while it parses or verifies the input,
    before any pass ran: no frame is in fsdpc code or in the pass manager,
    and no crash-context line names fsdp (e.g. the parser of an fsdp op),
    unless that parser had handed an attribute to upstream's parser, which
    crashed inside it."""
    context = re.findall(r"^\d+\.\t(.*)$", err, re.M)[1:]  # [0]: command line
    frames = _frames(err)
    if not frames:
        return False
    if any(re.search(r"PassManager|PassAdaptor|Pass::run", sym) for sym, _ in frames):
        return False
    if _in_upstream_attribute_parser(frames):
        return True
    if any(re.search(r"fsdp|FSDP|Pass", c) for c in context):
        return False
    return not _our_frames(err)


def classify(rc, err):
    """None if the run is fine, else a one-line signature of the failure;
    "upstream: ..." for a crash in upstream MLIR's parser (see is_upstream)."""
    sig = _signature(rc, err)
    if sig and not sig.startswith("silent") and is_upstream(err):
        return "upstream: " + sig
    return sig


def _signature(rc, err):
    marker = next((m for m in CRASH_MARKERS if m in err), None)
    if rc is not None and rc >= 0 and marker is None:
        if rc != 0 and not err.strip():
            return "silent: exit %d with no diagnostic" % rc
        return None
    frame = _first_frame(err)
    at = " in " + frame if frame else ""
    m = re.search(r"Assertion `(.*)' failed", err)
    if m:
        return "assert: " + _norm(m.group(1)) + at
    m = re.search(r"runtime error: (.*)", err)
    if m:
        where = re.search(r"^(\S+?):\d+:\d+: runtime error", err, re.M)
        return "ubsan: %s%s" % (_norm(m.group(1))[:120],
                                " at " + os.path.basename(where.group(1)) if where else "")
    m = re.search(r"ERROR: AddressSanitizer: ([\w-]+)", err)
    if m:
        return "asan: %s%s" % (m.group(1), at)
    m = re.search(r"LLVM ERROR: (.*)", err)
    if m:
        return "llvm-error: " + _norm(m.group(1)) + at
    m = re.search(r"UNREACHABLE executed(?: at \S+)?(.*)", err)
    if m:
        return "unreachable: " + _norm(err[m.start():].splitlines()[0]) + at
    what = ("signal %d" % -rc) if rc is not None and rc < 0 else \
        ("%s, exit %s" % (marker, rc))
    return "crash: %s in %s" % (what, frame or "?")


# --------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------

def make_case(seed, index, inputs):
    rng = random.Random("%s:%d" % (seed, index))
    # A file first, then one of its chunks: a file of many small chunks does
    # not crowd out a file of one big program.
    files = sorted({n.split("#")[0] for n, _, _ in inputs})
    f = rng.choice(files)
    name, text, natives = rng.choice([c for c in inputs if c[0].split("#")[0] == f])
    mutated, desc = mutate(rng, text)
    if natives and rng.random() < 0.4:
        args = rng.choice(natives)
    else:
        args = rng.choice(GENERIC_PIPELINES)
    return {"index": index, "input": name, "text": mutated, "args": list(args),
            "mutations": desc}


def minimize(opts, case, signature, budget_s):
    """Removes lines (chunks, then single lines) while the failure keeps its
    signature; stops after budget_s seconds."""
    lines = case["text"].splitlines()
    deadline = time.monotonic() + budget_s

    def still_fails(cand):
        r = run_fsdp_opt(opts, case["args"], "\n".join(cand) + "\n", opts.timeout)
        return r.signature == signature

    n = 2
    while len(lines) >= 2 and time.monotonic() < deadline:
        size = max(1, len(lines) // n)
        removed = False
        i = 0
        while i < len(lines) and time.monotonic() < deadline:
            cand = lines[:i] + lines[i + size:]
            if cand and still_fails(cand):
                lines = cand
                removed = True
            else:
                i += size
        if not removed:
            if size == 1:
                break
            n = min(len(lines), n * 2)
    return "\n".join(lines) + "\n"


def slug(signature):
    s = re.sub(r"[^A-Za-z0-9]+", "-", signature).strip("-").lower()
    return s[:60] + "-" + hashlib.sha1(signature.encode()).hexdigest()[:8]


def save_case(save_dir, stem, case, text, result, opts):
    path = os.path.join(save_dir, stem + ".mlir")
    case = dict(case, args=[a.replace(REPORT, "/tmp") for a in case["args"]])
    with open(path, "w") as f:
        f.write("// RUN-CMD: fsdp-opt %%s %s\n" % " ".join(shlex.quote(a) for a in case["args"]))
        f.write("// FAILURE: %s\n" % result.signature)
        f.write("// INPUT: %s (case %d); mutations: %s\n"
                % (case["input"], case["index"], "; ".join(case["mutations"])))
        f.write(text)
    with open(os.path.join(save_dir, stem + ".cmd"), "w") as f:
        f.write(" ".join(shlex.quote(a) for a in
                         [opts.fsdp_opt, path] + case["args"] + opts.extra_args) + "\n")
    with open(os.path.join(save_dir, stem + ".out"), "w") as f:
        f.write("exit: %s\n%s" % (result.returncode, result.stderr))


def replay(opts):
    """Runs each saved crasher with its RUN-CMD; exit 1 if any still fails."""
    still = 0
    for path in opts.replay:
        with open(path) as f:
            text = f.read()
        m = re.search(r"^//\s*RUN-CMD:\s*fsdp-opt\s+(.*)$", text, re.M)
        if not m:
            print("fuzz: %s: no RUN-CMD line" % path, file=sys.stderr)
            still += 1
            continue
        args = [a for a in shlex.split(m.group(1)) if a != "%s"]
        r = run_fsdp_opt(opts, args, text, opts.timeout)
        if r.status == "ok":
            print("fixed:       %s (exit %s)" % (path, r.returncode))
        elif r.signature.startswith("upstream:") and not opts.count_upstream:
            print("upstream:    %s: %s (not counted)" % (path, r.signature))
        else:
            still += 1
            print("still fails: %s: %s" % (path, r.signature))
    print("fuzz: replayed %d crashers, %d still fail" % (len(opts.replay), still))
    return 1 if still else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="1", help="random seed (any string)")
    ap.add_argument("--cases", type=int, default=400, help="number of cases (default 400)")
    ap.add_argument("--first-case", type=int, default=0, help="index of the first case")
    ap.add_argument("--time-budget", type=float, default=0,
                    help="stop after this many seconds (0: no limit); cases still "
                         "running then are cut off and not counted")
    ap.add_argument("--timeout", type=float, default=20, help="per-run timeout (a hang)")
    ap.add_argument("--fsdp-opt", default=os.path.join(ROOT, "build", "bin", "fsdp-opt"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--save-dir", help="write failing cases (and a minimized one per "
                                       "distinct failure) here")
    ap.add_argument("--minimize-budget", type=float, default=30,
                    help="seconds to spend minimizing each distinct failure")
    ap.add_argument("--inputs", nargs="+", help="input MLIR files (split on // -----)")
    ap.add_argument("--memory-limit-mb", type=int, default=4096,
                    help="address-space limit per run (0: none; forced 0 under ASan)")
    ap.add_argument("--threads", action="store_true",
                    help="let fsdp-opt use threads (default: --mlir-disable-threading)")
    ap.add_argument("--no-derived", action="store_true",
                    help="do not add the per-rank programs fsdp-opt makes from "
                         "examples/ir/mlp.mlir to the default inputs")
    ap.add_argument("--count-upstream", action="store_true",
                    help="count crashes inside upstream MLIR's parser as failures")
    ap.add_argument("--replay", nargs="+", metavar="FILE",
                    help="run saved crashers (files with a '// RUN-CMD: fsdp-opt %%s ARGS' "
                         "line) and say which still fail; exit 1 if any does")
    ap.add_argument("--show", type=int, metavar="I", help="print case I and its command, run nothing")
    ap.add_argument("-v", "--verbose", action="store_true")
    opts = ap.parse_args(argv)

    inputs = load_inputs(opts.inputs or DEFAULT_INPUTS)
    if not inputs:
        ap.error("no input programs")
    opts.extra_args = [] if opts.threads else ["--mlir-disable-threading"]
    opts.fsdp_opt = os.path.abspath(opts.fsdp_opt)
    env = dict(os.environ)
    sym = "/usr/lib/llvm-22/bin/llvm-symbolizer"
    if os.path.exists(sym):
        env.setdefault("LLVM_SYMBOLIZER_PATH", sym)
        env.setdefault("ASAN_SYMBOLIZER_PATH", sym)
    if "ASAN_OPTIONS" in env or "UBSAN_OPTIONS" in env:
        opts.memory_limit_mb = 0
    opts.env = env

    limit_memory(opts.memory_limit_mb)
    if opts.replay:
        return replay(opts)
    if not opts.inputs and not opts.no_derived and os.access(opts.fsdp_opt, os.X_OK):
        inputs += derive_inputs(opts)
    SPLICE_POOL[:] = sorted({l for _, t, _ in inputs for l in t.splitlines()
                             if l.strip() and len(l) < 300})
    if opts.show is not None:
        case = make_case(opts.seed, opts.show, inputs)
        print("// %s; %s" % (case["input"], "; ".join(case["mutations"])))
        print("// fsdp-opt %s" % " ".join(shlex.quote(a) for a in case["args"]))
        sys.stdout.write(case["text"])
        return 0
    if not os.access(opts.fsdp_opt, os.X_OK):
        print("fuzz: %s is not an executable; build it first" % opts.fsdp_opt, file=sys.stderr)
        return 2

    start = time.monotonic()
    deadline = start + opts.time_budget if opts.time_budget > 0 else None
    failures = []  # (case, result)
    infra = []  # fsdp-opt could not be run at all
    upstream = []  # crashes in upstream MLIR's parser: reported, not counted
    ran = [0]
    lock = threading.Lock()
    stop = threading.Event()

    def work(index):
        if stop.is_set() or (deadline and time.monotonic() >= deadline):
            stop.set()
            return
        case = make_case(opts.seed, index, inputs)
        timeout = opts.timeout
        if deadline:
            timeout = min(timeout, max(1.0, deadline + 5 - time.monotonic()))
        try:
            r = run_fsdp_opt(opts, case["args"], case["text"], timeout)
        except OSError as e:  # e.g. fsdp-opt deleted by a concurrent rebuild
            with lock:
                infra.append("case %d: cannot run %s: %s" % (index, opts.fsdp_opt, e))
            stop.set()
            return
        if r.status == "hang" and timeout < opts.timeout:
            return  # cut off by the time budget, not a hang
        with lock:
            ran[0] += 1
            if r.status != "ok" and r.signature.startswith("upstream:") and \
                    not opts.count_upstream:
                upstream.append((case, r))
                if opts.verbose:
                    print("fuzz: case %d: upstream crash, not counted (%s)" % (
                        index, r.signature), file=sys.stderr)
            elif r.status != "ok":
                failures.append((case, r))
                print("fuzz: case %d FAILED (%s): %s | fsdp-opt %s" % (
                    index, r.signature, case["input"], " ".join(case["args"])),
                    file=sys.stderr, flush=True)
            elif opts.verbose:
                print("fuzz: case %d ok (exit %s, %.2fs) %s" % (
                    index, r.returncode, r.elapsed, " ".join(case["args"])), file=sys.stderr)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as ex:
        list(ex.map(work, range(opts.first_case, opts.first_case + opts.cases)))
    fuzz_s = time.monotonic() - start

    if infra:
        print("fuzz: stopped: %s" % infra[0], file=sys.stderr)
        return 2
    failures.sort(key=lambda cr: cr[0]["index"])
    by_sig = {}
    for case, r in failures:
        by_sig.setdefault(r.signature, []).append((case, r))
    upstream_sigs = sorted({r.signature for _, r in upstream})
    for sig in upstream_sigs:
        print("fuzz: ignored (upstream MLIR, before any pass) %s" % sig, file=sys.stderr)

    if opts.save_dir and (failures or upstream):
        os.makedirs(opts.save_dir, exist_ok=True)
        groups = dict(by_sig)
        for case, r in sorted(upstream, key=lambda cr: cr[0]["index"]):
            groups.setdefault(r.signature, []).append((case, r))
        for sig, group in groups.items():
            stem = slug(sig)
            for case, r in group[:5]:
                save_case(opts.save_dir, "%s.case%d" % (stem, case["index"]), case,
                          case["text"], r, opts)
            case, r = group[0]
            if r.status == "hang" or opts.minimize_budget <= 0:
                continue
            small = minimize(opts, case, sig, opts.minimize_budget)
            r2 = run_fsdp_opt(opts, case["args"], small, opts.timeout)
            if r2.signature == sig:
                save_case(opts.save_dir, stem + ".min", case, small, r2, opts)

    if by_sig:
        print("fuzz: distinct failures:", file=sys.stderr)
        for sig, group in by_sig.items():
            print("  %4d x %s (first: case %d)" % (len(group), sig, group[0][0]["index"]),
                  file=sys.stderr)
    print("fuzz: %d cases, %d failures (seed %s)%s%s [%.1fs, %.1f cases/s]" % (
        ran[0], len(failures), opts.seed,
        ", %d distinct" % len(by_sig) if by_sig else "",
        ", %d upstream crashes ignored" % len(upstream) if upstream else "",
        fuzz_s, ran[0] / fuzz_s if fuzz_s else 0))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
