"""Which cases a run covers, and how a case is named.

A case is (model, world size, device preset, budget level). The link a world
size rides is not a separate choice: the presets put 8 GPUs on a node
(NVLink) and connect nodes by InfiniBand, so 8 ranks is an NVLink case and
64+ ranks an InfiniBand one (the cost model picks the link per mesh axis from
its size; passes/lib/Schedule/DevicePresets.cpp).
"""

from __future__ import annotations

from dataclasses import dataclass

from budgets import LEVELS
from zoo import MAIN_MODELS, SCALING_LAYERS, ZOO

WORLD_SIZES = (8, 64, 1024)
DEVICES = ("h100", "h200")
GPUS_PER_NODE = 8   # both presets' gpus_per_node; only used to label the link

QUICK = dict(models=("gpt2-small", "gpt2-medium"), worlds=(8, 64), devices=("h100",),
             levels=("tight", "loose"), scaling=(12, 48))


@dataclass(frozen=True)
class Case:
    model: str
    world: int
    device: str
    level: str

    @property
    def name(self) -> str:
        return f"{self.model}/w{self.world}/{self.device}/{self.level}"

    @property
    def link(self) -> str:
        return "NVLink" if self.world <= GPUS_PER_NODE else "IB"


def parse_case(name: str) -> Case:
    """Inverse of Case.name: ``gpt2-medium/w8/h100/tight``."""
    parts = name.split("/")
    if len(parts) != 4 or not parts[1].startswith("w") or not parts[1][1:].isdigit():
        raise SystemExit(f"bad case name '{name}': expected MODEL/wN/DEVICE/LEVEL, "
                         f"e.g. gpt2-medium/w8/h100/tight")
    model, world, device, level = parts[0], int(parts[1][1:]), parts[2], parts[3]
    if model not in ZOO:
        raise SystemExit(f"unknown model '{model}'; the zoo has: {', '.join(ZOO)}")
    if level not in LEVELS:
        raise SystemExit(f"unknown budget level '{level}'; levels: {', '.join(LEVELS)}")
    return Case(model, world, device, level)


@dataclass(frozen=True)
class Selection:
    models: tuple[str, ...] = tuple(MAIN_MODELS)
    worlds: tuple[int, ...] = WORLD_SIZES
    devices: tuple[str, ...] = DEVICES
    levels: tuple[str, ...] = LEVELS
    scaling: tuple[int, ...] = SCALING_LAYERS   # GPT-NL depths for the compile-time table

    @classmethod
    def quick(cls) -> "Selection":
        return cls(**QUICK)
