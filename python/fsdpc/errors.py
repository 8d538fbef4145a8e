"""Exceptions raised by the fsdpc frontend and tool wrappers."""


class FsdpcError(Exception):
    """Base class of every error fsdpc raises on purpose."""


class UnsupportedError(FsdpcError):
    """The traced step uses a primitive or a form fsdpc does not lower.

    The message names the primitive and the user's source file:line.
    """


class ShardingError(FsdpcError):
    """A mesh, PartitionSpec, unit or updates mapping is outside fsdpc's contract.

    The message names the pytree path of the offending argument.
    """


class ToolError(FsdpcError):
    """An external tool (fsdp-opt, mlir-opt, mlir-runner) failed.

    ``stderr`` carries the tool's diagnostics verbatim.
    """

    def __init__(self, tool: str, returncode: int, stderr: str):
        self.tool = tool
        self.returncode = returncode
        self.stderr = stderr
        super().__init__(f"{tool} exited with status {returncode}:\n{stderr.rstrip()}")
