//===- CollectiveMessages.cpp - one message per bucket or per member ------===//
//
// fsdp-collective-messages: a bucket sent as one message needs a staging
// buffer (FSDP's flat parameter buffer): an all-gather's holds every gathered
// member, for as long as the gather is in flight, and the copies in and out
// cost time. Sent as one message per member, each received where its result
// lies, it needs none, but every message pays its own latency. The cost
// model prices both (getCollectiveSeconds) and this pass keeps the faster;
// CollectiveLayout says what memory each form takes.
//
//===----------------------------------------------------------------------===//

#include "ProgramModel.h"

#include "fsdpc/Passes/CollectiveLayout.h"
#include "fsdpc/Passes/Passes.h"

namespace mlir::fsdp {
#define GEN_PASS_DEF_FSDPCOLLECTIVEMESSAGES
#include "fsdpc/Passes/Passes.h.inc"
} // namespace mlir::fsdp

using namespace mlir;
using namespace mlir::fsdp;

namespace {

struct CollectiveMessagesPass
    : public mlir::fsdp::impl::FSDPCollectiveMessagesBase<
          CollectiveMessagesPass> {
  using FSDPCollectiveMessagesBase::FSDPCollectiveMessagesBase;

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<fsdpc::schedule::DeviceSpec> spec = resolveDevice(device, [&] {
      return emitError(UnknownLoc::get(context))
             << "fsdp-collective-messages: ";
    });
    if (failed(spec))
      return failure();
    this->spec = *spec;
    return success();
  }

  void runOnOperation() override {
    getOperation().walk([&](CollectiveOpInterface op) {
      MeshOp mesh = lookupMesh(op, op.getMeshAttr());
      bool allowed = mesh && hasPerMemberForm(op);
      op.setPerMemberMessages(allowed && choose(op, mesh.getMesh()));
    });
  }

private:
  bool choose(CollectiveOpInterface op, MeshAttr mesh) {
    switch (form) {
    case MessageForm::Packed:
      return false;
    case MessageForm::PerMember:
      return true;
    case MessageForm::Auto:
      break;
    }
    // Ties go to per member: it never needs more memory.
    return getCollectiveSeconds(op, mesh, spec, /*perMember=*/true) <=
           getCollectiveSeconds(op, mesh, spec, /*perMember=*/false);
  }

  fsdpc::schedule::DeviceSpec spec;
};

} // namespace
