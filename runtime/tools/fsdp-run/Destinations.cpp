//===- Destinations.cpp - a run's outputs, checked first ------------------===//

#include "Destinations.h"

#include "SaveCheckpoint.h"

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace fsdpc::run {

using namespace runtime;

namespace {

Status writableDirectory(const std::string &dir, const std::string &what) {
  if (::access(dir.c_str(), W_OK | X_OK) != 0)
    return failedPrecondition(what + ": cannot write into " + dir + ": " +
                              std::strerror(errno));
  return Status::ok();
}

/// --report/--trace FILE: its folder exists and is writable, and FILE is
/// no folder (the file itself is replaced atomically when written).
Status checkOutputFile(const std::string &path, const char *option) {
  std::string what = std::string(option) + " " + path;
  struct stat st;
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
    return failedPrecondition(what + ": a directory, not a file");
  size_t slash = path.find_last_of('/');
  std::string dir = slash == std::string::npos ? "."
                    : slash == 0               ? "/"
                                               : path.substr(0, slash);
  if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
    return failedPrecondition(what + ": no directory " + dir);
  return writableDirectory(dir, what);
}

Status checkSaveDirectory(const std::string &dir, const char *option) {
  std::string what = std::string(option) + " " + dir;
  Status made = makeDirectory(dir);
  if (!made.isOk())
    return failedPrecondition(what + ": " + made.message());
  return writableDirectory(dir, what);
}

} // namespace

Status checkDestinations(const Options &options, int64_t rank) {
  if (!options.save.empty())
    FSDPC_RETURN_IF_ERROR(checkSaveDirectory(options.save, "--save"));
  if (!options.saveEveryDir.empty())
    FSDPC_RETURN_IF_ERROR(
        checkSaveDirectory(options.saveEveryDir, "--save-every"));
  if (rank != 0)
    return Status::ok();
  if (!options.report.empty())
    FSDPC_RETURN_IF_ERROR(checkOutputFile(options.report, "--report"));
  if (!options.trace.empty())
    FSDPC_RETURN_IF_ERROR(checkOutputFile(options.trace, "--trace"));
  return Status::ok();
}

} // namespace fsdpc::run
