//===- MapElements.cpp - an elementwise linalg.generic --------------------===//

#include "MapElements.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

Value mlir::fsdp::mapElements(
    OpBuilder &b, Location loc, Value value, Type elementType,
    function_ref<Value(OpBuilder &, Location, Value)> body) {
  auto type = cast<RankedTensorType>(value.getType());
  Value init = tensor::EmptyOp::create(b, loc, type.getShape(), elementType);
  AffineMap id = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, loc, type.clone(elementType), value, init,
             ArrayRef<AffineMap>{id, id}, iterators,
             [&](OpBuilder &nb, Location nloc, ValueRange args) {
               linalg::YieldOp::create(nb, nloc, body(nb, nloc, args[0]));
             })
      .getResult(0);
}
