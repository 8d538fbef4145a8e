"""What one benchmark case produced, and the issue's targets checked on it.

Targets (issue 5, "Benchmark"):

* ``auto`` within 5% of the lower bound on compute-bound cases of 24 layers
  or more (the ratio is reported for every case);
* ``auto`` at least 10% faster than ``fsdp`` on communication-bound cases
  whose budget allows keeping the gathered parameters;
* peak never above the budget (every policy, every case).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cases import Case
from pipeline import Outcome

POLICIES = ("none", "fsdp", "auto")
LB_TOLERANCE = 1.05
MIN_SPEEDUP = 1.10
MIN_LAYERS_FOR_LB_TARGET = 24


@dataclass
class CaseResult:
    case: Case
    layers: int
    budget: int | None                  # bytes; None when nothing fits on the device
    keep_all_fits: bool                 # frugal peak + all parameters gathered <= budget
    outcomes: dict[str, Outcome] = field(default_factory=dict)   # policy -> outcome
    note: str = ""                      # why the case has no numbers

    def report(self, policy: str) -> dict | None:
        o = self.outcomes.get(policy)
        return o.report if o else None

    @property
    def auto(self) -> dict | None:
        return self.report("auto")

    @property
    def lower_bound(self) -> float | None:
        return self.auto["lower_bound_s"] if self.auto else None

    @property
    def compute_bound(self) -> bool | None:
        a = self.auto
        return None if a is None else a["compute_s"] >= a["collective_s"]

    @property
    def auto_over_lb(self) -> float | None:
        a = self.auto
        return a["step_time_s"] / a["lower_bound_s"] if a and a["lower_bound_s"] > 0 else None

    @property
    def speedup_vs_fsdp(self) -> float | None:
        """fsdp step time / auto step time (1.10 = auto is 10% faster)."""
        a, f = self.auto, self.report("fsdp")
        return f["step_time_s"] / a["step_time_s"] if a and f and a["step_time_s"] > 0 else None

    def checks(self) -> list[str]:
        """Failed targets, as short labels; empty when every applicable one holds."""
        failed = []
        for p in POLICIES:
            r = self.report(p)
            if r and r["peak_bytes"] > r["memory_budget_bytes"]:
                failed.append(f"{p} over budget")
        ratio = self.auto_over_lb
        if self.compute_bound and self.layers >= MIN_LAYERS_FOR_LB_TARGET and ratio and ratio > LB_TOLERANCE:
            failed.append("auto > 1.05 LB")
        s = self.speedup_vs_fsdp
        if self.compute_bound is False and self.keep_all_fits and s and s < MIN_SPEEDUP:
            failed.append("auto < 1.10x fsdp")
        return failed

    def applicable_targets(self) -> list[str]:
        t = ["peak"]
        if self.compute_bound and self.layers >= MIN_LAYERS_FOR_LB_TARGET:
            t.append("LB")
        if self.compute_bound is False and self.keep_all_fits:
            t.append("speedup")
        return t


@dataclass
class ScalingRow:
    model: str
    layers: int
    lines: int
    ops: int
    lower_seconds: float
    compile_seconds: float | None       # the pipeline (auto) or fsdp-partition alone
    what: str                           # which fsdp-opt run compile_seconds times


@dataclass
class PartitionRow:
    model: str
    layers: int
    world: int
    lines: int
    ops: int
    lower_seconds: float
    partition_seconds: float
