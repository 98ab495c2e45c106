#include "storage/schema.h"

#include <QtGlobal>

namespace fw::core::schema {

namespace {

// Append only: a released step is never edited, because files in the field were made by it.
const QList<QStringList>& steps()
{
    static const QList<QStringList> all = {
        // 0 -> 1: candidates.
        {QStringLiteral("CREATE TABLE candidate ("
                        " id INTEGER PRIMARY KEY,"
                        " supplier TEXT NOT NULL,"
                        " offer_name TEXT NOT NULL,"
                        " fabric TEXT NOT NULL CHECK (fabric IN ('infiniband', 'roce_v2')),"
                        " delivery TEXT NOT NULL CHECK (delivery IN ('cloud_rental', 'colocation', 'on_premises')),"
                        " node_count INTEGER NOT NULL CHECK (node_count >= 1),"
                        " notes TEXT NOT NULL DEFAULT '')")},
        // 1 -> 2: project metadata, and example-data marking for the demo project.
        {QStringLiteral("CREATE TABLE project_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
         QStringLiteral("ALTER TABLE candidate ADD COLUMN is_example INTEGER NOT NULL DEFAULT 0"
                        " CHECK (is_example IN (0, 1))")},
    };
    return all;
}

} // namespace

int currentVersion()
{
    return int(steps().size());
}

QStringList migrationStep(int from)
{
    Q_ASSERT(from >= 0 && from < currentVersion());
    return steps().at(from);
}

} // namespace fw::core::schema
