//===- LegalizeCollectives.cpp - fsdp-legalize-collectives ----------------===//
//
// The runtime's communicators differ in what they reduce exactly: the MPI
// one combines float max/min with its own NaN-propagating operations, NCCL
// uses fmaxf/fminf (a NaN on one rank is dropped by the others) and has no
// 16-bit integers. Rather than give every communicator kernels of its own,
// the compiler sends such operands in a form every backend reduces
// exactly: integer keys whose signed order is arith.maximumf's order of the
// floats, and narrow integers widened. The conversions are ordinary
// elementwise kernels, so fsdp-form-kernels fuses them, and the cost model
// and the memory plan see them. Passes.td has the encoding.
//
//===----------------------------------------------------------------------===//

#include "MapElements.h"

#include "fsdpc/Passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPLEGALIZECOLLECTIVES
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

/// The element type elements of `type` are reduced in with `kind`, or null
/// when every backend reduces `type` itself exactly.
static IntegerType getWireType(Type type, ReductionKind kind) {
  // The narrowest integer both MPI and NCCL reduce that holds `width` bits.
  auto wire = [&](unsigned width) {
    return IntegerType::get(type.getContext(), width <= 32 ? 32 : 64);
  };
  if (auto floatType = dyn_cast<FloatType>(type)) {
    // The keys need a sign bit and a NaN to order (not f8E8M0FNU); wider
    // than 64 bits no backend reduces at all, and the runtime says so.
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    if (kind == ReductionKind::sum || floatType.getWidth() > 64 ||
        !APFloat::semanticsHasSignedRepr(semantics))
      return {};
    return wire(floatType.getWidth());
  }
  auto intType = dyn_cast<IntegerType>(type);
  // i1 travels as bytes (max is an or, min an and). arith extends and
  // truncates signless integers only (the runtime takes no others).
  if (!intType || !intType.isSignless() ||
      llvm::is_contained({1u, 8u, 32u, 64u}, intType.getWidth()) ||
      intType.getWidth() > 64)
    return {};
  return wire(intType.getWidth());
}

namespace {

/// The order-preserving integer keys of a float type for one reduction.
/// Reading a float's bits as a signed integer orders the positive numbers;
/// flipping the magnitude bits of the negative ones (an involution) orders
/// them too, below every positive one and with -0 just below +0.
class FloatKeys {
public:
  FloatKeys(FloatType floatType, IntegerType keyType, ReductionKind kind)
      : floatType(floatType), keyType(keyType),
        bitsType(
            IntegerType::get(floatType.getContext(), floatType.getWidth())),
        // The extreme key in the reduction's direction: every number's key,
        // sign-extended from at most the key's width, lies strictly inside.
        nanKey(kind == ReductionKind::max
                   ? APInt::getSignedMaxValue(keyType.getWidth())
                   : APInt::getSignedMinValue(keyType.getWidth())) {}

  Value encode(OpBuilder &b, Location loc, Value number) const {
    Value bits = arith::BitcastOp::create(b, loc, bitsType, number);
    Value key = flipNegative(b, loc, bits);
    if (bitsType != keyType)
      key = arith::ExtSIOp::create(b, loc, keyType, key);
    Value isNan = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO,
                                        number, number);
    return arith::SelectOp::create(b, loc, isNan, constantKey(b, loc), key);
  }

  Value decode(OpBuilder &b, Location loc, Value key) const {
    // A key as wide as the float would decode to a NaN by itself; a bf16's
    // i32 sentinel truncates to a number.
    Value isNan = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, key,
                                        constantKey(b, loc));
    Value bits = key;
    if (bitsType != keyType)
      bits = arith::TruncIOp::create(b, loc, bitsType, bits);
    Value number =
        arith::BitcastOp::create(b, loc, floatType, flipNegative(b, loc, bits));
    Value nan = arith::ConstantOp::create(
        b, loc,
        b.getFloatAttr(floatType,
                       APFloat::getQNaN(floatType.getFloatSemantics())));
    return arith::SelectOp::create(b, loc, isNan, nan, number);
  }

private:
  /// `bits` with its magnitude bits flipped when its sign bit is set.
  Value flipNegative(OpBuilder &b, Location loc, Value bits) const {
    unsigned width = bitsType.getWidth();
    Value zero = arith::ConstantIntOp::create(b, loc, bitsType, 0);
    Value magnitude = arith::ConstantOp::create(
        b, loc, b.getIntegerAttr(bitsType, APInt::getSignedMaxValue(width)));
    Value negative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits, zero);
    Value flipped = arith::XOrIOp::create(b, loc, bits, magnitude);
    return arith::SelectOp::create(b, loc, negative, flipped, bits);
  }

  Value constantKey(OpBuilder &b, Location loc) const {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(keyType, nanKey));
  }

  FloatType floatType;
  IntegerType keyType, bitsType;
  APInt nanKey;
};

} // namespace

/// `value`'s elements as the collective sends them.
static Value encode(OpBuilder &b, Location loc, Value value,
                    IntegerType wireType, ReductionKind kind) {
  Type type = getElementTypeOrSelf(value.getType());
  return mapElements(
      b, loc, value, wireType, [&](OpBuilder &nb, Location nloc, Value x) {
        if (auto floatType = dyn_cast<FloatType>(type))
          return FloatKeys(floatType, wireType, kind).encode(nb, nloc, x);
        return Value(arith::ExtSIOp::create(nb, nloc, wireType, x));
      });
}

/// The elements of type `type` a reduced `value` of the wire type stands for.
static Value decode(OpBuilder &b, Location loc, Value value, Type type,
                    ReductionKind kind) {
  auto wireType = cast<IntegerType>(getElementTypeOrSelf(value.getType()));
  return mapElements(
      b, loc, value, type, [&](OpBuilder &nb, Location nloc, Value x) {
        if (auto floatType = dyn_cast<FloatType>(type))
          return FloatKeys(floatType, wireType, kind).decode(nb, nloc, x);
        return Value(arith::TruncIOp::create(nb, nloc, type, x));
      });
}

/// Rewrites the operands of `op` that need it, and their results, in place:
/// result `i` is the reduction of operand `i`.
static void legalize(CollectiveOpInterface op, ReductionKind kind) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  unsigned firstInput = op.getInputs().getBeginOperandIndex();
  SmallVector<Value> inputs(op.getInputs());
  Operation *lastDecode = op; // the decodes follow in operand order
  for (auto [i, input] : llvm::enumerate(inputs)) {
    Type type = getElementTypeOrSelf(input.getType());
    IntegerType wireType = getWireType(type, kind);
    if (!wireType)
      continue;
    b.setInsertionPoint(op);
    op->setOperand(firstInput + i, encode(b, loc, input, wireType, kind));
    OpResult result = op->getResult(i);
    result.setType(cast<RankedTensorType>(result.getType()).clone(wireType));
    b.setInsertionPointAfter(lastDecode);
    Value decoded = decode(b, loc, result, type, kind);
    lastDecode = decoded.getDefiningOp();
    result.replaceAllUsesExcept(decoded, lastDecode);
  }
}

/// An asynchronous start is only ever fsdp-schedule's, from collectives
/// this pass has already seen; one in the input is left as it is, and said.
static void warnIfInexact(CollectiveOpInterface start, ReductionKind kind) {
  for (Value input : start.getInputs())
    if (Type type = getElementTypeOrSelf(input.getType());
        getWireType(type, kind)) {
      start.emitWarning()
          << "fsdp-legalize-collectives leaves an asynchronous start as it "
             "is: its "
          << stringifyReductionKind(kind) << " of " << type
          << " is each communicator's own (NCCL's float max drops a NaN; "
             "NCCL has no 16-bit integers); issue it as a synchronous "
             "collective before fsdp-schedule";
      return;
    }
}

namespace {

struct LegalizeCollectivesPass
    : public mlir::fsdp::impl::FSDPLegalizeCollectivesBase<
          LegalizeCollectivesPass> {
  void runOnOperation() override {
    SmallVector<std::pair<CollectiveOpInterface, ReductionKind>> reductions;
    getOperation().walk([&](CollectiveOpInterface op) {
      std::optional<ReductionKind> kind = op.getCollectiveReduction();
      if (!kind)
        return;
      if (op.isAsync())
        warnIfInexact(op, *kind);
      else
        reductions.emplace_back(op, *kind);
    });
    for (auto [op, kind] : reductions)
      legalize(op, kind);
  }
};

} // namespace
