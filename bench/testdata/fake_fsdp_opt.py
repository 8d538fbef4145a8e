#!/usr/bin/env python3
"""A stand-in for ``fsdp-opt --fsdp-pipeline=...`` that only exercises the
benchmark's plumbing (options, report, trace, infeasible budgets) before the
real pipeline exists. Its numbers are NOT predictions: they are crude
functions of the program's argument sizes so that the table has the right
shape. Use:

    FSDP_OPT=bench/testdata/fake_fsdp_opt.py python bench/run.py --quick

It lists fsdp-pipeline in --help, writes the report keys issue 5 specifies,
fails like the real pass should when the budget is below the frugal peak,
and writes a two-stream trace with a memory counter when asked.
"""

import json
import re
import sys

DTYPE_BYTES = {"bf16": 2, "f16": 2, "f32": 4, "i32": 4}
DEVICE_MEMORY = {"h100": 81559 * 2**20, "h200": 143771 * 2**20, "cpu": 16 * 2**30}


def arg_bytes(path):
    """Bytes of the sharded (state) and other arguments of the signature."""
    sharded = 0
    with open(path) as f:
        for line in f:
            if line.lstrip().startswith("->"):
                break
            m = re.search(r"%arg\d+: tensor<([0-9x]*)x?(bf16|f16|f32|i32)>", line)
            if m:
                n = 1
                for d in filter(None, m.group(1).split("x")):
                    n *= int(d)
                sharded += n * DTYPE_BYTES[m.group(2)]
    return sharded


def main(argv):
    if "--help" in argv:
        print("  --fsdp-pipeline  - (fake) partition, bucket, schedule, plan memory")
        return 0
    program = argv[0]
    opt = next((a for a in argv if a.startswith("--fsdp-pipeline=")), None)
    if opt is None:
        print(f"fsdp-opt: Unknown command line argument '{argv[1]}'", file=sys.stderr)
        return 1
    o = dict(kv.split("=", 1) for kv in opt.split("=", 1)[1].split())
    n, dev = int(o["world-size"]), o.get("device", "h200")
    link = {"latency_s": 2e-5, "bandwidth_bytes_per_s": 4e10}
    if dev.endswith(".json"):   # the benchmark's scaled networks
        with open(dev) as f:
            link = json.load(f)["links"]["inter_node"]
        dev = "h200"
    state = arg_bytes(program) // n
    frugal = int(state * 1.3 + 2**30)
    budget = int(o.get("memory-budget", DEVICE_MEMORY[dev]))
    compute = state * 1e-11 * n ** 0.2
    coll = state * (3e-11 if n <= 8 else 12.0 / link["bandwidth_bytes_per_s"]) + 100 * link["latency_s"]
    step = {"none": compute + coll, "fsdp": max(compute, coll) * 1.15, "fsdp-no-reshard": max(compute, coll) * 1.1,
            "zero3": max(compute, coll) * 1.12,
            "auto": max(compute, coll) * (1.02 if budget > 2 * frugal else 1.08)}[o["policy"]]
    peak = {"none": frugal, "fsdp": int(frugal * 1.1), "fsdp-no-reshard": int(frugal * 1.6),
            "zero3": int(frugal * 1.2), "auto": min(budget, int(frugal * 1.5))}[o["policy"]]
    if budget < peak:
        print(f"error: memory budget {budget} bytes is below the peak of the most memory-frugal "
              f"schedule ({frugal} bytes)", file=sys.stderr)
        return 1
    report = {"policy": o["policy"], "step_time_s": step, "compute_s": compute, "collective_s": coll,
              "exposed_collective_s": step - compute, "lower_bound_s": max(compute, coll),
              "bound": "compute" if compute >= coll else "communication",
              "peak_bytes": peak, "memory_budget_bytes": budget,
              "device": dev, "device_spec": {"name": dev, "links": {"inter_node": link}}}
    with open(o["report"], "w") as f:
        json.dump(report, f)
    if "trace" in o:
        us = step * 1e6
        ev = [{"ph": "M", "name": "thread_name", "pid": 0, "tid": t, "args": {"name": s}}
              for t, s in ((0, "compute"), (1, "shard"))]
        for i in range(8):
            ev.append({"ph": "X", "name": f"all_gather {i}", "ts": i * us / 10, "dur": us / 25, "pid": 0, "tid": 1})
            ev.append({"ph": "X", "name": f"block {i}", "ts": (i + 0.5) * us / 10, "dur": us / 11, "pid": 0, "tid": 0})
            ev.append({"ph": "C", "name": "memory", "ts": i * us / 10, "pid": 0, "args": {"bytes": frugal + i * 2**28}})
        with open(o["trace"], "w") as f:
            json.dump({"traceEvents": ev}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
