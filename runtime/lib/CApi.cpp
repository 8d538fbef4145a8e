//===- CApi.cpp - the C API over the C++ runtime --------------------------===//
//
// Every entry point catches everything: an exception must not unwind into C.
// Handles are registered in a set of live pointers so that a stale or foreign
// pointer (double destroy, use after destroy) is refused instead of being
// dereferenced, as far as an address that was not reused can tell.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/runtime/fsdpc_runtime.h"

#include "fsdpc/runtime/Communicator.h"
#include "fsdpc/runtime/Device.h"
#include "fsdpc/runtime/Executable.h"
#include "fsdpc/runtime/Session.h"

#include <cstring>
#include <mutex>
#include <new>
#include <unordered_set>

using namespace fsdpc::runtime;
namespace fsdpx = fsdpc::fsdpx;

struct fsdpc_executable {
  std::shared_ptr<const Executable> exe;
};

struct fsdpc_session {
  std::unique_ptr<Session> session;
};

namespace {

thread_local std::string lastError;

std::mutex registryMutex;
std::unordered_set<const void *> &registry() {
  static auto *live = new std::unordered_set<const void *>();
  return *live;
}

void registerHandle(const void *handle) {
  std::lock_guard<std::mutex> lock(registryMutex);
  registry().insert(handle);
}

bool isLive(const void *handle) {
  std::lock_guard<std::mutex> lock(registryMutex);
  return handle && registry().count(handle);
}

bool unregisterHandle(const void *handle) {
  std::lock_guard<std::mutex> lock(registryMutex);
  return handle && registry().erase(handle) == 1;
}

fsdpc_status_t report(const Status &status) {
  if (status.isOk())
    return FSDPC_OK;
  lastError = status.message();
  return fsdpc_status_t(status.code());
}

template <typename Fn> fsdpc_status_t guarded(Fn fn) {
  try {
    return report(fn());
  } catch (const std::bad_alloc &) {
    return report(resourceExhausted("out of memory"));
  } catch (const std::exception &e) {
    return report(
        internalError(std::string("unexpected exception: ") + e.what()));
  } catch (...) {
    return report(internalError("unexpected exception"));
  }
}

Status checkExecutable(const fsdpc_executable_t *exe) {
  if (!exe)
    return invalidArgument("null executable handle");
  if (!isLive(exe))
    return invalidArgument("executable handle is not live (destroyed?)");
  return Status::ok();
}

Status checkSession(const fsdpc_session_t *session) {
  if (!session)
    return invalidArgument("null session handle");
  if (!isLive(session))
    return invalidArgument("session handle is not live (destroyed?)");
  return Status::ok();
}

/// The kind as an int: C callers may pass any value, and loading an
/// out-of-range enum is undefined in C++.
int kindOf(const fsdpc_tensor_kind_t &kind) {
  int value;
  std::memcpy(&value, &kind, sizeof value);
  return value;
}

Status checkOut(const void *out) {
  return out ? Status::ok() : invalidArgument("null output pointer");
}

Status checkEntry(const Executable &exe, size_t entry) {
  if (entry >= exe.numEntries())
    return outOfRange("entry " + std::to_string(entry) + " of " +
                      std::to_string(exe.numEntries()));
  return Status::ok();
}

void fillInfo(const fsdpx::TensorSpec *spec, uint64_t bytes, int32_t state,
              fsdpc_tensor_info_t *out) {
  out->path = spec->path()->c_str();
  out->dtype = fsdpc_dtype_t(spec->dtype());
  out->rank = spec->global_shape() ? spec->global_shape()->size() : 0;
  // FlatBuffers aligns vectors to their element size and stores them
  // little-endian, so on this (little-endian) host they are int64 arrays.
  out->global_shape =
      spec->global_shape()
          ? reinterpret_cast<const int64_t *>(spec->global_shape()->data())
          : nullptr;
  out->local_shape =
      spec->local_shape()
          ? reinterpret_cast<const int64_t *>(spec->local_shape()->data())
          : nullptr;
  out->split_dim = spec->split_dim();
  out->padding_rows = spec->padding_rows();
  out->local_bytes = bytes;
  out->state = state;
}

} // namespace

extern "C" {

const char *fsdpc_status_name(fsdpc_status_t status) {
  switch (status) {
  case FSDPC_OK:
    return "OK";
  case FSDPC_INVALID_ARGUMENT:
    return "INVALID_ARGUMENT";
  case FSDPC_NOT_FOUND:
    return "NOT_FOUND";
  case FSDPC_OUT_OF_RANGE:
    return "OUT_OF_RANGE";
  case FSDPC_DATA_LOSS:
    return "DATA_LOSS";
  case FSDPC_FAILED_PRECONDITION:
    return "FAILED_PRECONDITION";
  case FSDPC_RESOURCE_EXHAUSTED:
    return "RESOURCE_EXHAUSTED";
  case FSDPC_UNAVAILABLE:
    return "UNAVAILABLE";
  case FSDPC_UNIMPLEMENTED:
    return "UNIMPLEMENTED";
  case FSDPC_INTERNAL:
    return "INTERNAL";
  }
  return "UNKNOWN";
}

const char *fsdpc_last_error(void) { return lastError.c_str(); }

fsdpc_status_t fsdpc_executable_load(const void *data, size_t size,
                                     fsdpc_executable_t **out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    *out = nullptr;
    if (!data && size)
      return invalidArgument("null data");
    const auto *bytes = static_cast<const uint8_t *>(data);
    auto exe = Executable::load(std::vector<uint8_t>(bytes, bytes + size));
    if (!exe)
      return exe.status();
    auto *handle = new fsdpc_executable{exe.take()};
    registerHandle(handle);
    *out = handle;
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_load_file(const char *path,
                                          fsdpc_executable_t **out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    *out = nullptr;
    if (!path)
      return invalidArgument("null path");
    auto exe = Executable::loadFile(path);
    if (!exe)
      return exe.status();
    auto *handle = new fsdpc_executable{exe.take()};
    registerHandle(handle);
    *out = handle;
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_destroy(fsdpc_executable_t *exe) {
  return guarded([&]() -> Status {
    if (!exe)
      return invalidArgument("null executable handle");
    if (!unregisterHandle(exe))
      return invalidArgument("executable handle is not live (destroyed "
                             "twice?)");
    delete exe;
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_hash(const fsdpc_executable_t *exe,
                                     uint64_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    *out = exe->exe->hash();
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_entry_count(const fsdpc_executable_t *exe,
                                            size_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    *out = exe->exe->numEntries();
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_entry_name(const fsdpc_executable_t *exe,
                                           size_t entry, const char **out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    FSDPC_RETURN_IF_ERROR(checkEntry(*exe->exe, entry));
    *out = exe->exe->entry(entry).name()->c_str();
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_find_entry(const fsdpc_executable_t *exe,
                                           const char *name, size_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    if (!name)
      return invalidArgument("null entry name");
    int64_t index = exe->exe->findEntry(name);
    if (index < 0)
      return notFound("no entry named \"" + std::string(name) + "\"");
    *out = size_t(index);
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_tensor_count(const fsdpc_executable_t *exe,
                                             size_t entry,
                                             fsdpc_tensor_kind_t kind,
                                             size_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    FSDPC_RETURN_IF_ERROR(checkEntry(*exe->exe, entry));
    const fsdpx::Entry &e = exe->exe->entry(entry);
    if (kindOf(kind) == FSDPC_INPUT)
      *out = e.inputs() ? e.inputs()->size() : 0;
    else if (kindOf(kind) == FSDPC_OUTPUT)
      *out = e.outputs() ? e.outputs()->size() : 0;
    else
      return invalidArgument("unknown tensor kind");
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_tensor_info(const fsdpc_executable_t *exe,
                                            size_t entry,
                                            fsdpc_tensor_kind_t kind,
                                            size_t index,
                                            fsdpc_tensor_info_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    FSDPC_RETURN_IF_ERROR(checkEntry(*exe->exe, entry));
    const fsdpx::Entry &e = exe->exe->entry(entry);
    if (kindOf(kind) == FSDPC_INPUT) {
      if (!e.inputs() || index >= e.inputs()->size())
        return outOfRange("no input " + std::to_string(index));
      const fsdpx::Input *in = e.inputs()->Get(uint32_t(index));
      fillInfo(in->spec(), e.buffers()->Get(in->buffer())->bytes(), in->state(),
               out);
    } else if (kindOf(kind) == FSDPC_OUTPUT) {
      if (!e.outputs() || index >= e.outputs()->size())
        return outOfRange("no output " + std::to_string(index));
      const fsdpx::Output *o = e.outputs()->Get(uint32_t(index));
      fillInfo(o->spec(), e.buffers()->Get(o->buffer())->bytes(), o->state(),
               out);
    } else {
      return invalidArgument("unknown tensor kind");
    }
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_find_tensor(const fsdpc_executable_t *exe,
                                            size_t entry,
                                            fsdpc_tensor_kind_t kind,
                                            const char *path, size_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    FSDPC_RETURN_IF_ERROR(checkEntry(*exe->exe, entry));
    if (!path)
      return invalidArgument("null path");
    const fsdpx::Entry &e = exe->exe->entry(entry);
    if (kindOf(kind) == FSDPC_INPUT && e.inputs()) {
      for (uint32_t i = 0; i < e.inputs()->size(); ++i)
        if (e.inputs()->Get(i)->spec()->path()->string_view() == path) {
          *out = i;
          return Status::ok();
        }
    } else if (kindOf(kind) == FSDPC_OUTPUT && e.outputs()) {
      for (uint32_t i = 0; i < e.outputs()->size(); ++i)
        if (e.outputs()->Get(i)->spec()->path()->string_view() == path) {
          *out = i;
          return Status::ok();
        }
    } else if (kindOf(kind) != FSDPC_INPUT && kindOf(kind) != FSDPC_OUTPUT) {
      return invalidArgument("unknown tensor kind");
    }
    return notFound("entry \"" + e.name()->str() + "\" has no " +
                    (kindOf(kind) == FSDPC_INPUT ? "input" : "output") + " \"" +
                    path + "\"");
  });
}

fsdpc_status_t fsdpc_executable_state_count(const fsdpc_executable_t *exe,
                                            size_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    const auto *state = exe->exe->root().state();
    *out = state ? state->size() : 0;
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_executable_state_info(const fsdpc_executable_t *exe,
                                           size_t slot,
                                           fsdpc_tensor_info_t *out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    const auto *state = exe->exe->root().state();
    if (!state || slot >= state->size())
      return outOfRange("no state slot " + std::to_string(slot));
    const fsdpx::StateSlot *s = state->Get(uint32_t(slot));
    fillInfo(s->spec(), s->bytes(), int32_t(slot), out);
    return Status::ok();
  });
}

void fsdpc_session_options_init(fsdpc_session_options_t *options) {
  if (!options)
    return;
  options->device = "cpu";
  options->communicator = "local";
  options->num_threads = 0;
  options->seed = 0;
}

fsdpc_status_t fsdpc_session_create(const fsdpc_executable_t *exe,
                                    const fsdpc_session_options_t *options,
                                    fsdpc_session_t **out) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkOut(out));
    *out = nullptr;
    FSDPC_RETURN_IF_ERROR(checkExecutable(exe));
    fsdpc_session_options_t defaults;
    fsdpc_session_options_init(&defaults);
    if (!options)
      options = &defaults;
    std::string device = options->device ? options->device : "cpu";
    std::string comm = options->communicator ? options->communicator : "local";
    if (device != "cpu")
      return unavailable("device \"" + device +
                         "\" is not built into this runtime (only \"cpu\")");
    std::unique_ptr<Communicator> communicator;
    if (comm == "local") {
      communicator = createLocalCommunicator();
    } else if (comm == "mpi") {
      auto mpi = createMpiCommunicator();
      if (!mpi)
        return mpi.status();
      communicator = mpi.take();
    } else {
      return invalidArgument("unknown communicator \"" + comm +
                             "\" (\"local\" or \"mpi\")");
    }
    CpuDeviceOptions deviceOptions;
    deviceOptions.numThreads = options->num_threads;
    auto session = Session::create(exe->exe, createCpuDevice(deviceOptions),
                                   std::move(communicator), options->seed);
    if (!session)
      return session.status();
    auto *handle = new fsdpc_session{session.take()};
    registerHandle(handle);
    *out = handle;
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_session_destroy(fsdpc_session_t *session) {
  return guarded([&]() -> Status {
    if (!session)
      return invalidArgument("null session handle");
    if (!unregisterHandle(session))
      return invalidArgument("session handle is not live (destroyed twice?)");
    delete session;
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_session_rank(const fsdpc_session_t *session, int32_t *rank,
                                  int32_t *world_size) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    if (!rank && !world_size)
      return invalidArgument("null output pointers");
    if (rank)
      *rank = int32_t(session->session->rank());
    if (world_size)
      *world_size = int32_t(session->session->worldSize());
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_session_run(fsdpc_session_t *session, size_t entry) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    return session->session->run(entry);
  });
}

fsdpc_status_t fsdpc_session_set_input(fsdpc_session_t *session, size_t entry,
                                       size_t input, const void *data,
                                       size_t bytes) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    return session->session->setInput(entry, input, data, bytes);
  });
}

fsdpc_status_t fsdpc_session_get_output(fsdpc_session_t *session, size_t entry,
                                        size_t output, void *data,
                                        size_t bytes) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    return session->session->getOutput(entry, output, data, bytes);
  });
}

fsdpc_status_t fsdpc_session_set_state(fsdpc_session_t *session, size_t slot,
                                       const void *data, size_t bytes) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    return session->session->setState(slot, data, bytes);
  });
}

fsdpc_status_t fsdpc_session_get_state(fsdpc_session_t *session, size_t slot,
                                       void *data, size_t bytes) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    return session->session->getState(slot, data, bytes);
  });
}

fsdpc_status_t fsdpc_session_memory_report(const fsdpc_session_t *session,
                                           char *buffer, size_t capacity,
                                           size_t *needed) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    std::string json = session->session->device().memory().toJson();
    if (needed)
      *needed = json.size() + 1;
    if (!buffer || capacity < json.size() + 1)
      return outOfRange("the memory report needs " +
                        std::to_string(json.size() + 1) + " bytes");
    std::memcpy(buffer, json.c_str(), json.size() + 1);
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_session_set_timing(fsdpc_session_t *session, int enabled) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    session->session->setTimingEnabled(enabled != 0);
    return Status::ok();
  });
}

fsdpc_status_t fsdpc_session_timing_report(const fsdpc_session_t *session,
                                           char *buffer, size_t capacity,
                                           size_t *needed) {
  return guarded([&]() -> Status {
    FSDPC_RETURN_IF_ERROR(checkSession(session));
    const RunTiming *timing = session->session->lastTiming();
    if (!timing)
      return failedPrecondition("no timed run yet (or timing is off)");
    std::string json = runTimingJson(session->session->executable(), *timing);
    if (needed)
      *needed = json.size() + 1;
    if (!buffer || capacity < json.size() + 1)
      return outOfRange("the timing report needs " +
                        std::to_string(json.size() + 1) + " bytes");
    std::memcpy(buffer, json.c_str(), json.size() + 1);
    return Status::ok();
  });
}

} // extern "C"
