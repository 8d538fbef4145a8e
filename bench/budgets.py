"""Memory budgets from tight to loose, per model, world size and device.

A budget is only interesting between two points the compiler itself reports:

* the **frugal peak**: the peak of policy ``none`` (synchronous collectives,
  every gathered unit freed right after use, reshard after forward), about
  the least memory a schedule of packed buckets needs (auto can go lower by
  sending buckets one message per member, without their staging), measured
  by running it at the device's memory; and
* the **device memory**: the preset's, which is the pipeline's default budget
  and comes back in the report as ``memory_budget_bytes``.

In between, what a schedule can buy with memory is gathered parameters: one
more unit in flight (prefetch), or units kept from forward to backward (no
re-gather). So the levels are:

* ``tight``: frugal peak + one largest unit gathered (room for prefetching
  one unit, not for keeping any);
* ``mid``: frugal peak + half of all parameters gathered (about half of the
  units can be kept);
* ``loose``: the device memory.

``tight`` and ``mid`` are capped at the device memory and dropped when they
reach it (the case is then just ``loose``). Nothing here is a measured
figure: the peak comes from the pipeline, the sizes from the model's shapes.
A fixed "sharded state + x%" would not work for these models: activations of
a step at seq 4096 are many times the sharded state, so such a budget is
infeasible for every policy and says nothing.
"""

from __future__ import annotations

from zoo import Model, gathered_param_bytes, largest_unit_bytes

LEVELS = ("tight", "mid", "loose")


def budgets(model: Model, frugal_peak: int, device_memory: int,
            levels: tuple[str, ...] = LEVELS) -> dict[str, int]:
    """level -> budget in bytes, ascending, levels at or above the device
    memory collapsed into ``loose``."""
    wanted = {
        "tight": frugal_peak + largest_unit_bytes(model),
        "mid": frugal_peak + gathered_param_bytes(model) // 2,
        "loose": device_memory,
    }
    out = {}
    for level in LEVELS:
        if level not in levels:
            continue
        b = wanted[level]
        if level != "loose" and b >= device_memory:
            continue
        out[level] = b
    return out


def fmt_bytes(n: int | None) -> str:
    if n is None:
        return "—"
    # Two decimals below 10 GiB: small models' tight and mid budgets differ by
    # tens of MiB.
    if n >= 10 * 2**30:
        return f"{n / 2**30:.1f} GiB"
    return f"{n / 2**30:.2f} GiB" if n >= 2**30 else f"{n / 2**20:.0f} MiB"
