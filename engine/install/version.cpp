#include "engine/install/version.h"

namespace bjt {

std::string_view version() { return BJT_VERSION; }

}  // namespace bjt
