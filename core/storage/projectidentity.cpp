// SPDX-License-Identifier: Apache-2.0
#include "storage/projectidentity.h"

#include "storage/projectfile.h"

namespace fw::core {

namespace {

// Longer names are cut: every file system takes 255 bytes, and the suffix and a ".new" while it is made need room.
constexpr qsizetype kMaximumBaseLength = 120;

// The value stored for `text`: never null, which the table refuses.
QString stored(const QString& text)
{
    const QString value = text.simplified();
    return value.isNull() ? QString::fromLatin1("") : value;
}

} // namespace

ProjectIdentity readProjectIdentity(const ProjectFile& project)
{
    return {project.meta(QString::fromLatin1(kProcurementNameKey)),
            project.meta(QString::fromLatin1(kBuyerOrganisationKey))};
}

void writeProjectIdentity(ProjectFile& project, const ProjectIdentity& identity)
{
    project.write([&] {
        project.setMeta(QString::fromLatin1(kProcurementNameKey), stored(identity.name));
        project.setMeta(QString::fromLatin1(kBuyerOrganisationKey), stored(identity.organisation));
    });
}

QString projectFileNameFor(const QString& name)
{
    QString base;
    for (const QChar c : name.simplified()) {
        const bool refused = c.category() == QChar::Other_Control || QStringView(u"/\\:*?\"<>|").contains(c);
        base += refused ? QLatin1Char('-') : c;
    }
    while (base.startsWith(QLatin1Char('.')))
        base.remove(0, 1);
    base = base.left(kMaximumBaseLength).trimmed();
    if (base.isEmpty())
        return {};
    return base + QLatin1Char('.') + QString::fromLatin1(ProjectFile::kFileSuffix);
}

} // namespace fw::core
