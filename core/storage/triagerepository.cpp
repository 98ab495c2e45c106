// SPDX-License-Identifier: Apache-2.0
#include "storage/triagerepository.h"

#include "storage/projectfile.h"

namespace fw::core {

ChecklistAnswers TriageRepository::all() const
{
    QSqlQuery q = m_project.query(QStringLiteral("SELECT key, value FROM triage_answer"));
    ChecklistAnswers result;
    while (q.next())
        result.insert(q.value(0).toString(), q.value(1).toString());
    return result;
}

void TriageRepository::set(const QString& key, const QString& value)
{
    m_project.write([&] {
        if (value.isEmpty()) {
            m_project.query(QStringLiteral("DELETE FROM triage_answer WHERE key = ?"), {key});
        } else {
            m_project.query(QStringLiteral("INSERT INTO triage_answer (key, value) VALUES (?, ?) "
                                           "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                            {key, value});
        }
    });
}

} // namespace fw::core
