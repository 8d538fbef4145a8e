//===- NcclMemory.cpp - the arena from ncclMemAlloc, registered once ------===//
//
// ncclMemAlloc gives memory NCCL can map for every transport (NVLink SHARP,
// CollNet, zero-copy peer access), and ncclCommRegister tells a communicator
// about it once, so that collectives on the arena skip NCCL's internal
// staging copies. Registration is slow: once per communicator, for the one
// allocation the device makes. Every communicator connected later registers
// the live allocations too; the communicator's destructor releases any the
// device did not destroy first.
//
//===----------------------------------------------------------------------===//

#include "NcclCommunicator.h"

#include "CudaCheck.h"
#include "NcclCheck.h"

#include <algorithm>
#include <cstdio>

namespace fsdpc::runtime::cuda {

Expected<std::unique_ptr<DeviceAllocation>>
NcclCommunicator::allocateDeviceMemory(uint64_t bytes) {
  FSDPC_RETURN_IF_ERROR(failure());
  FSDPC_CUDA_RETURN_IF_ERROR(cudaSetDevice(device_));
  void *data = nullptr;
  FSDPC_NCCL_RETURN_IF_ERROR(ncclMemAlloc(&data, size_t(bytes)), nullptr);
  // Owned from here: a failed registration frees it again.
  auto allocation = std::make_unique<NcclAllocation>(*this, data, bytes);
  // The world's too (allGroups): agreements never touch the arena, but a
  // future world-wide collective on it would.
  for (NcclGroup *group : allGroups())
    FSDPC_RETURN_IF_ERROR(registerWith(*group, *allocation));
  std::lock_guard<std::mutex> lock(groupsMutex_);
  allocations_.push_back(allocation.get());
  return std::unique_ptr<DeviceAllocation>(std::move(allocation));
}

Status NcclCommunicator::registerWith(NcclGroup &group,
                                      NcclAllocation &allocation) {
  void *handle = nullptr;
  FSDPC_RETURN_IF_ERROR(
      withComms([&] {
        return FSDPC_NCCL_CHECK(ncclCommRegister(group.comm, allocation.data_,
                                                 size_t(allocation.bytes_),
                                                 &handle),
                                group.comm);
      })
          .withContext(group.label + ": registering the arena of " +
                       std::to_string(allocation.bytes_) + " bytes"));
  FSDPC_RETURN_IF_ERROR(
      settle(group.comm, group.label + ": registering the arena", deadline()));
  allocation.handles_.emplace_back(group.comm, handle);
  return Status::ok();
}

void NcclCommunicator::forget(NcclAllocation *allocation) {
  std::lock_guard<std::mutex> lock(groupsMutex_);
  allocations_.erase(
      std::remove(allocations_.begin(), allocations_.end(), allocation),
      allocations_.end());
}

void NcclAllocation::release() {
  if (!owner_)
    return;
  NcclCommunicator &owner = *owner_;
  owner_ = nullptr;
  for (auto &registration : handles_) {
    // C++17 lambdas cannot capture structured bindings: name them here.
    ncclComm_t comm = registration.first;
    void *handle = registration.second;
    // After an abort the communicators (and their registrations) are gone.
    Status status = owner.withComms([&] {
      return FSDPC_NCCL_CHECK(ncclCommDeregister(comm, handle), comm);
    });
    if (status.isOk())
      status = owner.settle(comm, "deregistering the arena", owner.deadline());
    if (!status.isOk() && !owner.aborted_.load())
      std::fprintf(stderr, "fsdpc: warning: nccl: %s\n",
                   status.message().c_str());
  }
  handles_.clear();
}

NcclAllocation::~NcclAllocation() {
  if (owner_) {
    owner_->forget(this);
    release();
  }
  Status freed = FSDPC_NCCL_CHECK(ncclMemFree(data_), nullptr);
  if (!freed.isOk())
    std::fprintf(stderr, "fsdpc: warning: nccl: %s\n", freed.message().c_str());
}

} // namespace fsdpc::runtime::cuda
