#include "storage/sql/sql_transaction.h"

#include "storage/sql/sql_connection.h"

namespace bjt::storage {

SqlTransaction::SqlTransaction(SqlConnection& connection) : connection_(connection) {
    connection_.exec("BEGIN IMMEDIATE");
}

SqlTransaction::~SqlTransaction() {
    if (done_) return;
    try {
        connection_.exec("ROLLBACK");
    } catch (...) {
        // SQLite may already have rolled back by itself (e.g. after SQLITE_FULL); nothing is left to undo.
    }
}

void SqlTransaction::commit() {
    connection_.exec("COMMIT");
    done_ = true;
}

}  // namespace bjt::storage
