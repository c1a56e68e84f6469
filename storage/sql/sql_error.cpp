#include "storage/sql/sql_error.h"

#include <sqlite3.h>

namespace bjt::storage {

bool SqlError::damaged() const { return code() == SQLITE_CORRUPT || code() == SQLITE_NOTADB; }

}  // namespace bjt::storage
