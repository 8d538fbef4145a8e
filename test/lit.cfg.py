# -*- Python -*-
# lit configuration for fsdpc's FileCheck tests.

import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "FSDPC"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.fsdpc_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%fsdpc_src_root", config.fsdpc_src_root))

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(
    ["fsdp-opt", "fsdp-translate", "fsdpc-gpu-emulation-check", "mlir-opt",
     "mlir-runner"],
    [config.fsdpc_tools_dir, config.llvm_tools_dir],
)

# ptxas (the CUDA toolkit) checks the PTX of --target=cuda where it exists.
ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
if os.access(ptxas, os.X_OK):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
