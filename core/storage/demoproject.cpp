// SPDX-License-Identifier: Apache-2.0
#include "storage/demoproject.h"

#include "storage/candidaterepository.h"
#include "storage/demobom.h"
#include "storage/democostdecision.h"
#include "storage/projectfile.h"

#include <QCoreApplication>

namespace fw::core {

QString demoText(const char* source)
{
    return *source ? QCoreApplication::translate("fw::core::DemoProject", source) : QString();
}

void addDemoWorksheets(ProjectFile& project)
{
    project.write([&] {
        project.setMeta(QString::fromLatin1(kDemoMetaKey), QStringLiteral("1"));
        CandidateRepository candidates(project);
        // Invented offers: the names say so, and is_example keeps them out of any real report.
        const QString notes = demoText(
            QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example data for trying the workbench. Not a real offer."));
        const qint64 infiniband = candidates.add(
            {.supplier = demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example Supplier A")),
             .offerName =
                 demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: 16 nodes, NDR InfiniBand, rented")),
             .fabric = FabricKind::InfiniBand,
             .delivery = DeliveryModel::CloudRental,
             .nodeCount = 16,
             .notes = notes,
             .isExample = true});
        const qint64 roce = candidates.add(
            {.supplier = demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example Supplier B")),
             .offerName =
                 demoText(QT_TRANSLATE_NOOP("fw::core::DemoProject", "Example: 16 nodes, 400G RoCE v2, colocated")),
             .fabric = FabricKind::RoceV2,
             .delivery = DeliveryModel::Colocation,
             .nodeCount = 16,
             .notes = notes,
             .isExample = true});
        addDemoBomAndQuestionnaires(project, infiniband, roce);
        addExampleCostAndDecision(project);
    });
}

void createDemoProject(const QString& path)
{
    addDemoWorksheets(*ProjectFile::create(path));
}

} // namespace fw::core
