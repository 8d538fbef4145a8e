"""What one benchmark case produced, and the targets checked on it.

Targets (issue 10, "Done when"):

* ``auto`` within 5% of the schedule-independent lower bound
  (``lower_bound_s``: no schedule of the family that fits the budget can be
  faster; docs/scheduling.md);
* ``auto`` at least 10% faster than the best FSDP2 baseline (``fsdp``,
  ``fsdp-no-reshard``; ``zero3`` is counted as a baseline too) on
  communication-bound cases, at equal memory: every policy runs under the
  same budget and only those whose planned arena fits it count;
* peak never above the budget (every policy, every case).

Compute- vs communication-bound is the report's ``bound``, decided by
schedule-independent quantities (total compute against the least time the
busiest communication stream needs), not by any one schedule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cases import Case
from pipeline import Outcome

BASELINES = ("fsdp", "fsdp-no-reshard", "zero3")
POLICIES = ("none", *BASELINES, "auto")
LB_TOLERANCE = 1.05
MIN_SPEEDUP = 1.10

# Dense bf16 datasheet peak of H100 SXM (989 TFLOP/s); H200 has the same
# compute (shared/reference/runtime-facts.md). MFU is quoted against the
# datasheet, as published MFU figures are.
DATASHEET_BF16_FLOPS = {"h100": 989e12, "h200": 989e12}
# Published FSDP training of 7B-70B models on H100/H200: ~40-55% MFU
# (runtime-facts.md). A prediction outside it is flagged, not trusted.
PUBLISHED_MFU = (0.40, 0.55)


@dataclass
class CaseResult:
    case: Case
    layers: int
    budget: int | None                  # bytes; None when nothing fits on the device
    model_flops: float = 0.0            # per rank and step (zoo.model_flops_per_rank)
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
        return None if a is None else a["bound"] == "compute"

    @property
    def auto_over_lb(self) -> float | None:
        a = self.auto
        return a["step_time_s"] / a["lower_bound_s"] if a and a["lower_bound_s"] > 0 else None

    @property
    def best_baseline(self) -> str | None:
        """The fastest baseline whose schedule fits the budget."""
        fitted = [(r["step_time_s"], p) for p in BASELINES if (r := self.report(p))]
        return min(fitted)[1] if fitted else None

    @property
    def speedup_vs_best(self) -> float | None:
        """best baseline's step time / auto's (1.10 = auto is 10% faster)."""
        a, best = self.auto, self.best_baseline
        if not a or best is None or a["step_time_s"] <= 0:
            return None
        return self.report(best)["step_time_s"] / a["step_time_s"]

    @property
    def mfu(self) -> float | None:
        """Model FLOPs utilization of auto's predicted step."""
        a = self.auto
        peak = DATASHEET_BF16_FLOPS.get(self.case.device)
        if not a or not peak or not self.model_flops or a["step_time_s"] <= 0:
            return None
        return self.model_flops / (a["step_time_s"] * peak)

    @property
    def mfu_outside_published(self) -> bool:
        m = self.mfu
        return m is not None and not PUBLISHED_MFU[0] <= m <= PUBLISHED_MFU[1]

    def checks(self) -> list[str]:
        """Failed targets, as short labels; empty when every applicable one holds."""
        failed = []
        for p in POLICIES:
            r = self.report(p)
            if r and r["peak_bytes"] > r["memory_budget_bytes"]:
                failed.append(f"{p} over budget")
        ratio = self.auto_over_lb
        if ratio and ratio > LB_TOLERANCE:
            failed.append("auto > 1.05 LB")
        s = self.speedup_vs_best
        if self.compute_bound is False and s and s < MIN_SPEEDUP:
            failed.append("auto < 1.10x best")
        return failed

    def applicable_targets(self) -> list[str]:
        t = ["peak"]
        if self.auto_over_lb:
            t.append("LB")
        if self.compute_bound is False and self.speedup_vs_best:
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


@dataclass
class Verdict:
    """The conclusions one case supports under one network."""

    bound: str                          # "compute" or "comm"
    auto_over_lb: float | None
    speedup: float | None               # best baseline / auto

    @classmethod
    def of(cls, r: CaseResult) -> "Verdict":
        return cls("compute" if r.compute_bound else "comm", r.auto_over_lb, r.speedup_vs_best)

    @property
    def lb_ok(self) -> bool:
        return self.auto_over_lb is not None and self.auto_over_lb <= LB_TOLERANCE

    @property
    def speedup_ok(self) -> bool | None:
        """None where the target does not apply (compute-bound, no baseline fits)."""
        if self.bound != "comm" or self.speedup is None:
            return None
        return self.speedup >= MIN_SPEEDUP

    def same_conclusions(self, other: "Verdict") -> bool:
        return (self.bound, self.lb_ok, self.speedup_ok) == (other.bound, other.lb_ok, other.speedup_ok)

    def cell(self) -> str:
        lb = f"{self.auto_over_lb:.3f}" if self.auto_over_lb else "—"
        sp = f"{(self.speedup - 1) * 100:+.0f}%" if self.speedup else "—"
        return f"{self.bound} · {lb} · {sp}"


@dataclass
class SensitivityRow:
    case: str
    base: Verdict
    variants: dict[str, Verdict]        # "IB bw x0.5" -> verdict
