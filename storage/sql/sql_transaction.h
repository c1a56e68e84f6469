#pragma once
// BEGIN IMMEDIATE ... COMMIT as a scope: a transaction not committed is rolled back when the
// scope ends (an exception on the way out leaves the database as it was before BEGIN).
// IMMEDIATE takes the write lock at once, so a transaction never fails half way for a lock.
namespace bjt::storage {

class SqlConnection;

class SqlTransaction {
public:
    explicit SqlTransaction(SqlConnection& connection);
    SqlTransaction(const SqlTransaction&) = delete;
    SqlTransaction& operator=(const SqlTransaction&) = delete;
    ~SqlTransaction();

    void commit();

private:
    SqlConnection& connection_;
    bool done_ = false;
};

}  // namespace bjt::storage
