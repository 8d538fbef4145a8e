#!/usr/bin/env bash
# Installs everything fsdpc needs (apt and pip) and builds it into build/.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
setup_fsdpc
log "fsdpc is built in $FSDPC_BUILD"
