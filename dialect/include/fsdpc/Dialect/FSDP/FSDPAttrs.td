//===- FSDPAttrs.td - fsdp attributes ----------------------*- tablegen -*-===//

#ifndef FSDPC_DIALECT_FSDP_FSDPATTRS_TD
#define FSDPC_DIALECT_FSDP_FSDPATTRS_TD

include "fsdpc/Dialect/FSDP/FSDPBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class FSDP_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<FSDP_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def FSDP_MeshAttr : FSDP_Attr<"Mesh", "mesh"> {
  let summary = "Named axes of a device mesh and their sizes";
  let description = [{
    The axes of a device mesh, outermost first, each with a size or `?` when
    the size is not bound yet (a global-view program). A 1-D mesh is plain
    FSDP; a 2-D `replica x shard` mesh is hybrid sharding (HSDP). Ranks are
    numbered row-major over the axes.

    ```mlir
    fsdp.mesh @mesh = <["shard"=?]>
    fsdp.mesh @hsdp = <["replica"=2, "shard"=4]>
    ```
  }];
  let parameters = (ins
    ArrayRefParameter<"::mlir::StringAttr", "axis names">:$axisNames,
    ArrayRefParameter<"int64_t", "axis sizes, ShapedType::kDynamic if unbound">:$axisSizes
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The position of `axis` among the mesh axes, if it is one.
    std::optional<unsigned> getAxisIndex(::llvm::StringRef axis) const;
    /// The product of the sizes of `axes`, or std::nullopt if one of them is
    /// unbound. Every axis must be on the mesh.
    std::optional<int64_t> getGroupSize(::llvm::ArrayRef<::mlir::StringAttr> axes) const;
    /// Whether every axis has a size.
    bool isBound() const;
  }];
}

def FSDP_ShardingAttr : FSDP_Attr<"Sharding", "sharding"> {
  let summary = "How a tensor is split over the axes of a mesh";
  let description = [{
    In the spirit of a JAX `PartitionSpec`: for each tensor dimension, the
    list of mesh axes that dimension is split over (empty: not split), plus the
    mesh axes over which the value is a *partial sum* (each rank holds a
    summand; the full value is the sum over the ranks of those axes). A
    dimension split over `N` ranks has shards of `ceil(d / N)` elements; the
    last shards are zero padded, and they are empty when `d < N`.

    ```mlir
    // A parameter sharded on dimension 0, a replicated scalar, and a batch
    // gradient that is a partial sum over the FSDP axis.
    #fsdp.sharding<@mesh, [{"shard"}, {} ]>
    #fsdp.sharding<@mesh, []>
    #fsdp.sharding<@mesh, [{}, {} ], partial={"shard"}>
    ```
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$mesh,
    ArrayRefParameter<"::mlir::ArrayAttr", "mesh axes splitting each dimension">:$dimAxes,
    ArrayRefParameter<"::mlir::StringAttr", "axes over which the value is a partial sum">:$partialAxes
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The axes splitting dimension `dim`.
    ::llvm::SmallVector<::mlir::StringAttr> getAxesOfDim(unsigned dim) const;
    /// True if no dimension is split and the value is not partial.
    bool isReplicated() const;
    /// Checks this sharding against `mesh` and a tensor of `type`; reports
    /// through `emitError` and fails if an axis is missing or the rank differs.
    ::llvm::LogicalResult verifyFor(
        ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError,
        MeshAttr mesh, ::mlir::Type type) const;
  }];
}

def FSDP_ReductionKindAttr
    : EnumAttr<FSDP_Dialect, FSDP_ReductionKind, "reduction"> {
  let summary = "How a collective combines the contributions of the ranks";
  let description = [{
    `sum`, `max` or `min`, elementwise over the ranks of the group. Integer
    `max` and `min` are signed, except on `i1`, which is ordered
    `false < true`: there `max` is a logical or and `min` a logical and.
    `sum` is not defined on `i1`. Inside an op it is written bare:

    ```mlir
    %r = fsdp.all_reduce max %x on @mesh axes = ["shard"] : tensor<4xi32>
    ```
  }];
  let assemblyFormat = "$value";
}

#endif // FSDPC_DIALECT_FSDP_FSDPATTRS_TD
