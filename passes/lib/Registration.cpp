//===- Registration.cpp - the fsdp-pipeline ------------------------------===//
//
// partition -> canonicalize -> legalize-collectives -> bucket ->
// collective-messages -> form-kernels -> form-row-kernels -> excess-precision
// -> horizontal-fusion
// -> schedule -> plan-memory, with the options of each in one place.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Passes/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::fsdp;

namespace {
struct PipelineOptions : public PassPipelineOptions<PipelineOptions> {
  Option<int64_t> worldSize{*this, "world-size",
                            llvm::cl::desc("Ranks of a 1-D mesh"),
                            llvm::cl::init(kWorldSizeNotGiven)};
  Option<std::string> mesh{
      *this, "mesh", llvm::cl::desc("Axis sizes, e.g. replica=2,shard=4")};
  Option<std::string> memoryBudget{
      *this, "memory-budget",
      llvm::cl::desc("Bytes per device, e.g. 40GiB (default: the device's)")};
  Option<fsdpc::schedule::Policy> policy{
      *this, "policy", llvm::cl::desc("How collectives are placed"),
      llvm::cl::init(fsdpc::schedule::Policy::Auto),
      llvm::cl::values(
          clEnumValN(fsdpc::schedule::Policy::None, "none",
                     "synchronous collectives, parameters re-gathered"),
          clEnumValN(fsdpc::schedule::Policy::Fsdp, "fsdp",
                     "PyTorch FSDP2's defaults"),
          clEnumValN(fsdpc::schedule::Policy::FsdpNoReshard, "fsdp-no-reshard",
                     "FSDP2 with reshard_after_forward=False"),
          clEnumValN(fsdpc::schedule::Policy::Zero3, "zero3",
                     "DeepSpeed ZeRO-3's prefetch (two fetches in flight)"),
          clEnumValN(fsdpc::schedule::Policy::Auto, "auto",
                     "the fastest predicted schedule within the budget"))};
  Option<std::string> device{
      *this, "device",
      llvm::cl::desc("Device preset (h100, h200, cpu) or a JSON file"),
      llvm::cl::init("h100")};
  Option<int64_t> bucketBytes{
      *this, "bucket-bytes",
      llvm::cl::desc("Also merge collectives without a unit up to this size"),
      llvm::cl::init(0)};
  Option<int64_t> alignment{
      *this, "alignment",
      llvm::cl::desc("Alignment of every buffer in bytes (a power of two)"),
      llvm::cl::init(256)};
  Option<std::string> report{*this, "report",
                             llvm::cl::desc("Write the JSON report here")};
  Option<std::string> trace{*this, "trace",
                            llvm::cl::desc("Write a Chrome trace here")};
  Option<std::string> paramDtype{
      *this, "param-dtype",
      llvm::cl::desc("Element type parameters are gathered in")};
  Option<std::string> reduceDtype{
      *this, "reduce-dtype",
      llvm::cl::desc("Element type gradients are reduced in")};
  Option<bool> padGemms{
      *this, "pad-gemms",
      llvm::cl::desc("Pad 16-bit GEMM operands to the rows the device's "
                     "library wants (fsdp-form-kernels)"),
      llvm::cl::init(true)};
  Option<bool> rowKernels{
      *this, "row-kernels",
      llvm::cl::desc("Run a row's reductions and their elementwise reader as "
                     "one kernel where the device runs row kernels "
                     "(fsdp-form-row-kernels)"),
      llvm::cl::init(true)};
  Option<bool> excessPrecision{
      *this, "excess-precision",
      llvm::cl::desc("Keep a kernel's 16-bit intermediates in f32 where the "
                     "device does, as Inductor's kernels do "
                     "(fsdp-excess-precision)"),
      llvm::cl::init(true)};
  Option<MessageForm> messages{
      *this, "collective-messages",
      llvm::cl::desc(
          "How a bucket's members travel (fsdp-collective-messages)"),
      llvm::cl::init(MessageForm::Auto),
      llvm::cl::values(
          clEnumValN(MessageForm::Auto, "auto",
                     "the form predicted faster, per member where a tight "
                     "budget needs it (fsdp-schedule)"),
          clEnumValN(MessageForm::Packed, "packed",
                     "one staged message per bucket"),
          clEnumValN(MessageForm::PerMember, "per-member",
                     "one message per member wherever allowed"))};
  Option<bool> updatesInBackward{
      *this, "updates-in-backward",
      llvm::cl::desc("auto also weighs running each unit's optimizer update "
                     "during backward, a unit after its gradient, and keeps "
                     "the faster order (fsdp-schedule)"),
      llvm::cl::init(true)};
  Option<bool> horizontalFusion{
      *this, "horizontal-fusion",
      llvm::cl::desc("Run independent launch-bound elementwise kernels over "
                     "the same loops as one kernel (fsdp-horizontal-fusion)"),
      llvm::cl::init(true)};
};

void buildPipeline(OpPassManager &pm, const PipelineOptions &options) {
  FSDPPartitionOptions partition;
  partition.worldSize = options.worldSize;
  partition.meshSizes = options.mesh;
  partition.paramDtype = options.paramDtype;
  partition.reduceDtype = options.reduceDtype;
  pm.addPass(createFSDPPartition(partition));
  pm.addPass(createCanonicalizerPass());
  // Before bucketing: the keys are bucketed with the integers they travel as.
  pm.addNestedPass<func::FuncOp>(createFSDPLegalizeCollectives());
  FSDPBucketOptions bucket;
  bucket.bucketBytes = options.bucketBytes;
  pm.addNestedPass<func::FuncOp>(createFSDPBucket(bucket));
  FSDPCollectiveMessagesOptions messages;
  messages.device = options.device;
  messages.form = options.messages;
  pm.addNestedPass<func::FuncOp>(createFSDPCollectiveMessages(messages));
  // The kernels that will run, before their costs and buffers are planned.
  FSDPFormKernelsOptions formKernels;
  formKernels.device = options.device;
  formKernels.padGemms = options.padGemms;
  pm.addNestedPass<func::FuncOp>(createFSDPFormKernels(formKernels));
  if (options.rowKernels) {
    FSDPFormRowKernelsOptions rowKernels;
    rowKernels.device = options.device;
    pm.addNestedPass<func::FuncOp>(createFSDPFormRowKernels(rowKernels));
  }
  // After both: the pairs it folds are the ones fusion put in one body.
  if (options.excessPrecision) {
    FSDPExcessPrecisionOptions excessPrecision;
    excessPrecision.device = options.device;
    pm.addNestedPass<func::FuncOp>(createFSDPExcessPrecision(excessPrecision));
  }
  // Last of the kernel passes: it groups the kernels they made.
  if (options.horizontalFusion) {
    FSDPHorizontalFusionOptions horizontalFusion;
    horizontalFusion.device = options.device;
    pm.addNestedPass<func::FuncOp>(
        createFSDPHorizontalFusion(horizontalFusion));
  }
  FSDPScheduleOptions schedule;
  schedule.policy = options.policy;
  schedule.memoryBudget = options.memoryBudget;
  schedule.device = options.device;
  schedule.report = options.report;
  schedule.trace = options.trace;
  schedule.alignment = options.alignment;
  // A form the user named is kept.
  schedule.perMemberWhenTight = options.messages == MessageForm::Auto;
  schedule.updatesInBackward = options.updatesInBackward;
  pm.addPass(createFSDPSchedule(schedule));
  FSDPPlanMemoryOptions plan;
  plan.alignment = options.alignment;
  pm.addNestedPass<func::FuncOp>(createFSDPPlanMemory(plan));
}
} // namespace

void mlir::fsdp::registerFSDPCPipelines() {
  PassPipelineRegistration<PipelineOptions>(
      "fsdp-pipeline",
      "Partition, legalize collectives, bucket (one message per bucket or "
      "per member), form kernels and row "
      "kernels, keep their 16-bit intermediates in f32 (GPU devices), "
      "group launch-bound ones, schedule and plan memory: a global-view step "
      "to a scheduled "
      "per-rank program",
      buildPipeline);
}
